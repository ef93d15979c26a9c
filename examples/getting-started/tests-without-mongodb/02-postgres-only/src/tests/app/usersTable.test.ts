import { beforeAll, describe, expect, test } from '@jest/globals';
import { db } from '@src/core/domains/database/services/Database';
import testHelper, { forEveryConnection } from '@src/tests/testHelper';

describe('the users table', () => {

    beforeAll(async () => {
        await testHelper.testBootApp();
    });

    test('is looked up on every test connection', async () => {
        await forEveryConnection(async (connectionName) => {
            const exists = await db().schema(connectionName).tableExists('users');
            expect(typeof exists).toBe('boolean');
        }, { only: ['postgres'] });
    });

});
