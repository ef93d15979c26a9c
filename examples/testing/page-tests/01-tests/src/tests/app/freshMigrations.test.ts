import { beforeAll, describe, test } from '@jest/globals';
import testHelper from '@src/tests/testHelper';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('runFreshMigrations()', () => {

    beforeAll(async () => {
        await testHelper.testBootApp();
    });

    test('with nobody to answer the question', async () => {
        const outcome = await Promise.race([
            testHelper.runFreshMigrations().then(
                () => 'finished',
                (error: Error) => `threw ${error.message}`,
            ),
            sleep(10_000).then(() => 'still waiting for an answer after 10 s'),
        ]);

        console.log(`RUN runFreshMigrations(): ${outcome}`);
    }, 30_000);

});
