import { beforeAll, describe, jest, test } from '@jest/globals';
import { EnvironmentTesting } from '@src/core/consts/Environment';
import LoggerProvider from '@src/core/domains/logger/providers/LoggerProvider';
import LocalMailDriver from '@src/core/domains/mail/adapters/LocalMailDriver';
import Mail from '@src/core/domains/mail/data/Mail';
import { IMailConfig } from '@src/core/domains/mail/interfaces/config';
import MailProvider from '@src/core/domains/mail/providers/MailProvider';
import MailConfig from '@src/core/domains/mail/services/MailConfig';
import { mail } from '@src/core/domains/mail/services/MailService';
import ViewProvider from '@src/core/domains/view/providers/ViewProvider';
import Kernel from '@src/core/Kernel';
import { app } from '@src/core/services/App';
import RecordingMailDriver from '@src/tests/app/mail/RecordingMailDriver';

// Prints what mail().send() does, one RUN line per case. Absolute paths are shown as <project>.
class LocalAndRecordingMailProvider extends MailProvider {

    config: IMailConfig = {
        default: 'local',
        drivers: MailConfig.drivers([
            MailConfig.define({ name: 'local', driver: LocalMailDriver, options: {} }),
            MailConfig.define({ name: 'recording', driver: RecordingMailDriver, options: {} }),
        ]),
    };

}

const message = (body: Mail['config']['body']) => new Mail({
    to: 'ada@example.com',
    from: 'Larascript Blog <no-reply@blog.example.com>',
    subject: 'Welcome to the blog',
    body,
});

const outcome = async (run: () => Promise<unknown>): Promise<string> => {
    try {
        await run();
        return 'resolved';
    }
    catch (err) {
        const error = err as Error & { code?: string };
        const lastLine = error.message.trim().split('\n').pop() as string;
        return `rejected with ${error.constructor.name}${error.code ? ` (${error.code})` : ''}: ` +
            lastLine.split(process.cwd()).join('<project>');
    }
};

describe('mail().send()', () => {

    beforeAll(async () => {
        await Kernel.boot({
            environment: EnvironmentTesting,
            providers: [new LoggerProvider(), new ViewProvider(), new LocalAndRecordingMailProvider()],
        }, {});
    });

    test('the local driver logs the rendered email', async () => {
        const info = jest.spyOn(app('logger'), 'info');
        await mail().send(message({ view: 'emails/welcome', data: { name: 'Ada', title: 'Welcome aboard' } }));
        const [label, json] = info.mock.calls[0] as unknown as [string, string];
        const logged = JSON.parse(json);
        console.log(`RUN local driver: logger().info('${label}', ...) with keys ${Object.keys(logged).join(', ')}; ` +
            `body starts with ${JSON.stringify(logged.body.slice(0, 15))}, contains "Hello, Ada" ${logged.body.includes('Hello, Ada')}`);
        info.mockRestore();
    });

    test('locales added to a view body', async () => {
        RecordingMailDriver.sent = [];
        await mail().send(message({ view: 'emails/welcome', data: { name: 'Ada', locales: 'mine' } }), 'recording');
        await mail().send(message('<p>Hello</p>'), 'recording');
        const [viewMail, htmlMail] = RecordingMailDriver.sent;
        const data = (viewMail.getBody() as { data: Record<string, unknown> }).data;
        const locales = data.locales as Record<string, unknown>;
        console.log(`RUN view body through send(): data keys ${Object.keys(data).join(', ')}; locales keys ` +
            `${Object.keys(locales).join(', ')}; locales.date is a Date ${locales.date instanceof Date}`);
        console.log(`RUN string body through send(): ${JSON.stringify(htmlMail.getBody())}; getOptions() ${JSON.stringify(htmlMail.getOptions())}`);
    });

    test('errors', async () => {
        const error = jest.spyOn(app('logger'), 'error');

        console.log(`RUN send(message, 'smtp'): ${await outcome(() => mail().send(message('<p>Hi</p>'), 'smtp'))}; ` +
            `logger().error called ${error.mock.calls.length} time(s)`);
        console.log(`RUN a view that does not exist: ` +
            `${await outcome(() => mail().send(message({ view: 'emails/missing' })))}`);
        console.log(`RUN a view variable not passed in data: ` +
            `${await outcome(() => mail().send(message({ view: 'emails/post-published', data: { name: 'Ada' } })))}`);
        console.log(`RUN the welcome view sent with getDriver('local').send(), without the service: ` +
            `${await outcome(() => mail().getDriver('local').send(message({ view: 'emails/welcome', data: { name: 'Ada' } })))}`);
        console.log(`RUN logger().error calls in total: ${error.mock.calls.length}`);
        error.mockRestore();
    });

});
