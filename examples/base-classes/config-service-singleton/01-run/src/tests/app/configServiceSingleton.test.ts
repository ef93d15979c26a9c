import { beforeAll, describe, jest, test } from '@jest/globals';
import ExportPostsCommand from '@src/app/commands/ExportPostsCommand';
import PaymentGateway from '@src/app/services/PaymentGateway';
import PaymentService from '@src/app/services/PaymentService';
import PostSlugger, { PostSluggerConfig } from '@src/app/services/PostSlugger';
import { PostViewCounter } from '@src/app/services/PostViewCounter';
import BaseConfig from '@src/core/base/BaseConfig';
import Service from '@src/core/base/Service';
import Singleton from '@src/core/base/Singleton';
import { EnvironmentTesting } from '@src/core/consts/Environment';
import BaseCommand from '@src/core/domains/console/base/BaseCommand';
import LoggerProvider from '@src/core/domains/logger/providers/LoggerProvider';
import Kernel from '@src/core/Kernel';
import { app } from '@src/core/services/App';
import TestConsoleProvider from '@src/tests/larascript/providers/TestConsoleProvider';

// Booting on a busy machine can take longer than Jest's default 5 s
jest.setTimeout(120_000);

// What a call returns or throws, as one line
const outcome = async (fn: () => unknown): Promise<string> => {
    try {
        const value = await fn();
        return `returns ${value === undefined ? 'undefined' : JSON.stringify(value)}`;
    }
    catch (err) {
        return `throws ${(err as Error).name}: ${(err as Error).message}`;
    }
};

// A command registered without a config, printing what getConfig() holds
class ShowConfigCommand extends BaseCommand {

    signature = 'app:show-config';

    async execute() {
        console.log(`RUN app:show-config, getConfig() ${JSON.stringify(this.getConfig())}`);
    }

}

describe('BaseConfig, Service and Singleton', () => {

    beforeAll(async () => {
        await Kernel.boot({ environment: EnvironmentTesting, providers: [new LoggerProvider(), new TestConsoleProvider()] }, {});
    });

    // #region base-config
    test('BaseConfig', async () => {
        console.log('// #region base-config');
        const slugger = new PostSlugger({ maxLength: 60, separator: '-' });
        console.log(`RUN slugFor('Hello, World! My first Larascript post') ${await outcome(() => slugger.slugFor('Hello, World! My first Larascript post'))}`);
        slugger.setConfig({ maxLength: 20, separator: '_' });
        console.log(`RUN after setConfig({ maxLength: 20, separator: '_' }), slugFor(…) ${await outcome(() => slugger.slugFor('Hello, World! My first Larascript post'))}`);

        const settings = { perPage: 10 };
        const holder = new (class SettingsHolder extends BaseConfig {})();
        console.log(`RUN getConfig() before setConfig() ${await outcome(() => holder.getConfig())}`);
        console.log(`RUN destructuring it ${await outcome(() => { const { maxLength } = holder.getConfig<PostSluggerConfig>(); return maxLength; })}`);
        holder.setConfig(settings);
        console.log(`RUN getConfig() === the object passed to setConfig() ${holder.getConfig() === settings}`);

        const gateway = new PaymentGateway();
        console.log(`RUN chargeUrl() before configure() ${await outcome(() => gateway.chargeUrl())}`);
        console.log(`RUN configure({ apiKey: '', merchantId: 'm_42' }) ${await outcome(() => gateway.configure({ apiKey: '', merchantId: 'm_42' }).chargeUrl())}`);
        console.log(`RUN configure({ apiKey: 'sk_test_123' }) ${await outcome(() => gateway.configure({ apiKey: 'sk_test_123' }).chargeUrl())}`);
        console.log(`RUN configure({ apiKey: 'sk_test_123', merchantId: 'm_42' }), chargeUrl() ${await outcome(() => gateway.configure({ apiKey: 'sk_test_123', merchantId: 'm_42' }).chargeUrl())}`);
        console.log(`RUN then configure({ apiKey: '' }) ${await outcome(() => gateway.configure({ apiKey: '' }))}`);
        console.log(`RUN chargeUrl() after the failed configure() ${await outcome(() => gateway.chargeUrl())}`);
        console.log('// #endregion');
    });

    test('BaseCommand receives its config', async () => {
        console.log('// #region commands');
        // A command ends the process when it is done; keep Jest running
        jest.spyOn(process, 'exit').mockImplementation((() => undefined) as never);
        // Print what a command writes with this.input.writeLine()
        jest.spyOn(app('readline'), 'write').mockImplementation(((text: string) => {
            console.log(`RUN   writeLine('${text.trim()}')`);
        }) as never);

        app('console').register(ExportPostsCommand, { directory: 'storage/exports', format: 'csv' });
        app('console').register(ShowConfigCommand);

        console.log(`RUN app:export-posts, registered with { directory: 'storage/exports', format: 'csv' }:`);
        await app('console').readerService(['app:export-posts']).handle();
        await app('console').readerService(['app:show-config']).handle();
        console.log(`RUN register(ExportPostsCommand) a second time ${await outcome(() => app('console').register(ExportPostsCommand))}`);
        console.log(`RUN app:import-posts, never registered ${await outcome(() => app('console').readerService(['app:import-posts']).handle())}`);
        console.log('// #endregion');
    });
    // #endregion

    // #region base-service
    test('Service', async () => {
        console.log('// #region base-service');
        const config = { apiKey: 'sk_test_123', merchantId: 'm_42', currency: 'gbp' };
        const payments = new PaymentService(config);
        console.log(`RUN new PaymentService(config).getConfig() === config ${payments.getConfig() === config}`);
        console.log(`RUN new PaymentService(null) ${await outcome(() => new PaymentService(null))}`);
        console.log(`RUN new PaymentService({ apiKey: '', … }) ${await outcome(() => new PaymentService({ ...config, apiKey: '' }))}`);
        console.log(`RUN new PaymentService({ merchantId: '', … }) ${await outcome(() => new PaymentService({ ...config, merchantId: '' }))}`);

        class NewsletterService extends Service<{ listId: string }> {}
        console.log(`RUN new NewsletterService().getConfig() ${await outcome(() => new NewsletterService().getConfig())}`);
        console.log('// #endregion');
    });
    // #endregion

    // #region base-singleton
    test('Singleton', async () => {
        console.log('// #region base-singleton');
        console.log(`RUN PostViewCounter.isInitialized() ${PostViewCounter.isInitialized()}`);
        const first = PostViewCounter.getInstance({ flushEvery: 50 });
        const second = PostViewCounter.getInstance({ flushEvery: 5 });
        console.log(`RUN first === second ${first === second}`);
        console.log(`RUN second.getConfig() ${JSON.stringify(second.getConfig())}`);
        console.log(`RUN PostViewCounter.isInitialized() ${PostViewCounter.isInitialized()}`);
        console.log(`RUN new PostViewCounter() === PostViewCounter.getInstance() ${new PostViewCounter() === PostViewCounter.getInstance()}`);

        class ArchivedPostViewCounter extends PostViewCounter {}
        const archived = ArchivedPostViewCounter.getInstance();
        console.log(`RUN ArchivedPostViewCounter.getInstance() === PostViewCounter.getInstance() ${archived === PostViewCounter.getInstance()}, its getConfig() ${JSON.stringify(archived.getConfig())}`);

        // Two unrelated classes that are both named ReportCache
        const reportCacheA = class ReportCache extends Singleton<{ folder: string }> {};
        const reportCacheB = class ReportCache extends Singleton<{ folder: string }> {};
        reportCacheA.getInstance({ folder: 'a' });
        const fromB = reportCacheB.getInstance({ folder: 'b' });
        console.log(`RUN the second ReportCache class's getInstance() is an instance of it ${fromB instanceof reportCacheB}, its getConfig() ${JSON.stringify(fromB.getConfig())}`);
        console.log('// #endregion');
    });
    // #endregion

});
