import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import User from '@src/app/models/auth/User';
import UnauthorizedError from '@src/core/domains/auth/exceptions/UnauthorizedError';
import { authJwt } from '@src/core/domains/auth/services/JwtAuthService';
import { cryptoService } from '@src/core/domains/crypto/service/CryptoService';
import { queryBuilder } from '@src/core/domains/eloquent/services/EloquentQueryBuilderService';
import testHelper from '@src/tests/testHelper';

describe('logging in', () => {

    const email = 'jane@example.com';
    const password = 'correct horse battery staple';
    let userId: string;

    beforeAll(async () => {
        await testHelper.testBootApp();

        try {
            await testHelper.dropAuthTables();
        }
        catch {
            // nothing to drop on the first run
        }
        await testHelper.createAuthTables();

        const user = User.create({
            email,
            hashedPassword: cryptoService().hash(password),
            roles: [],
            groups: [],
            firstName: 'Jane',
            lastName: 'Doe',
        });
        await user.save();
        userId = user.getId() as string;
    });

    afterAll(async () => {
        await testHelper.dropAuthTables();
    });

    test('the right password returns a token for the user', async () => {
        const jwt = await authJwt().attemptCredentials(email, password);
        const apiToken = await authJwt().attemptAuthenticateToken(jwt);

        expect(apiToken?.getUserId()).toBe(userId);
    });

    test('a wrong password is rejected', async () => {
        await expect(authJwt().attemptCredentials(email, 'wrong password'))
            .rejects.toBeInstanceOf(UnauthorizedError);
    });

    test('a token can be issued without a password', async () => {
        const user = await queryBuilder(User).where('email', email).firstOrFail();
        const jwt = await authJwt().createJwtFromUser(user);

        expect(jwt.split('.')).toHaveLength(3);
    });

    test('a revoked token no longer authenticates', async () => {
        const jwt = await authJwt().attemptCredentials(email, password);
        const apiToken = await authJwt().attemptAuthenticateToken(jwt);

        if (apiToken) {
            await authJwt().revokeToken(apiToken);
        }

        expect(await authJwt().attemptAuthenticateToken(jwt)).toBeNull();
    });

});
