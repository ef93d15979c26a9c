import BaseMailAdapter from '@src/core/domains/mail/base/BaseMailAdapter';
import { MailAdapter } from '@src/core/domains/mail/interfaces/adapter';
import { IMail } from '@src/core/domains/mail/interfaces/data';

class RecordingMailDriver extends BaseMailAdapter implements MailAdapter {

    static sent: IMail[] = [];

    getOptions<T>(): T {
        return {} as T;
    }

    async send(mail: IMail): Promise<void> {
        RecordingMailDriver.sent.push(mail);
    }

}

export default RecordingMailDriver;
