import { beforeAll, describe, expect, test } from '@jest/globals';
import { app } from '@src/core/services/App';
import testHelper from '@src/tests/testHelper';

// The smallest test file: boot the test kernel, check one service, end.
describe('the test kernel', () => {

    beforeAll(async () => {
        await testHelper.testBootApp();
    });

    test('boots', () => {
        expect(app('db').getDefaultConnectionName()).toBe('postgres');
    });

});
