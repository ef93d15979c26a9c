import { afterAll, beforeAll, describe, test } from '@jest/globals';
import AuthController from '@src/core/domains/auth/controllers/AuthController';
import { db } from '@src/core/domains/database/services/Database';
import HttpContext from '@src/core/domains/http/context/HttpContext';
import { TBaseRequest } from '@src/core/domains/http/interfaces/BaseRequest';
import { generateUuidV4 } from '@src/core/util/uuid/generateUuidV4';
import TestUser from '@src/tests/larascript/models/models/TestUser';
import testHelper, { createAuthTables, dropAuthTables } from '@src/tests/testHelper';
import { Response } from 'express';

// The test kernel's auth service uses TestUser, the starter User on the same users table.
// Runs the login action the way the router does and measures the time until the answer is sent.
const login = (body: Record<string, string>) => new Promise<{ status: number; ms: number; body: unknown }>((resolve) => {
    const start = Date.now();
    let status = 200;
    const res = {
        setHeader: () => res,
        status: (code: number) => {
            status = code;
            return res;
        },
        send: (sent?: unknown) => {
            resolve({ status, ms: Date.now() - start, body: sent });
            return res;
        },
    };
    const req = { id: generateUuidV4(), params: {}, query: {}, body };
    void AuthController.executeAction('login', new HttpContext(req as unknown as TBaseRequest, res as unknown as Response));
});

describe('POST /auth/login: the 500 ms minimum', () => {

    beforeAll(async () => {
        await testHelper.testBootApp();
        await dropAuthTables().catch(() => undefined);
        await createAuthTables();

        const jane = TestUser.create({ email: 'jane@example.com', password: 'a-long-passphrase', groups: ['group_user'] });
        await jane.save();
    }, 120000);

    afterAll(async () => {
        await dropAuthTables().catch(() => undefined);
    }, 60000);

    test.each([
        ['right password', { email: 'jane@example.com', password: 'a-long-passphrase' }],
        ['wrong password', { email: 'jane@example.com', password: 'wrong-password' }],
        ['unknown address', { email: 'nobody@example.com', password: 'a-long-passphrase' }],
        ['a database error', { email: 'jane@example.com', password: 'a-long-passphrase' }],
    ])('%s', async (label, body) => {
        if (label === 'a database error') {
            // Without the users table, looking the user up fails
            await db().schema().dropTable('users');
        }

        const answer = await login(body);
        const error = (answer.body as { error?: string })?.error;
        console.log(`RUN ${label}: status ${answer.status}${error ? ` (${error})` : ''}, took at least 500 ms: ${answer.ms >= 500}`);
    }, 60000);

});
