import { beforeAll, beforeEach, describe, expect, test } from '@jest/globals';
import { sendPostPublished } from '@src/app/services/PostMailService';
import { EnvironmentTesting } from '@src/core/consts/Environment';
import LoggerProvider from '@src/core/domains/logger/providers/LoggerProvider';
import { IMailConfig } from '@src/core/domains/mail/interfaces/config';
import MailProvider from '@src/core/domains/mail/providers/MailProvider';
import MailConfig from '@src/core/domains/mail/services/MailConfig';
import Kernel from '@src/core/Kernel';
import RecordingMailDriver from '@src/tests/app/mail/RecordingMailDriver';

class TestMailProvider extends MailProvider {

    config: IMailConfig = {
        default: 'recording',
        drivers: MailConfig.drivers([
            MailConfig.define({ name: 'recording', driver: RecordingMailDriver, options: {} }),
        ]),
    };

}

describe('post published email', () => {

    beforeAll(async () => {
        await Kernel.boot({
            environment: EnvironmentTesting,
            providers: [new LoggerProvider(), new TestMailProvider()],
        }, {});
    });

    beforeEach(() => {
        RecordingMailDriver.sent = [];
    });

    test('tells the author', async () => {
        await sendPostPublished('ada@example.com', 'Ada', 'post-1', 'Hello, Larascript');

        expect(RecordingMailDriver.sent).toHaveLength(1);
        expect(RecordingMailDriver.sent[0].getTo()).toBe('ada@example.com');
        expect(RecordingMailDriver.sent[0].getSubject()).toBe('Published: Hello, Larascript');
    });

});
