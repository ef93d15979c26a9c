import { afterAll, beforeAll, describe, test } from '@jest/globals';
import User from '@src/app/models/auth/User';
import hashPassword from '@src/core/domains/auth/utils/hashPassword';
import CryptoService, { cryptoService } from '@src/core/domains/crypto/service/CryptoService';
import Model from '@src/core/domains/models/base/Model';
import { IModelAttributes } from '@src/core/domains/models/interfaces/IModel';
import testHelper from '@src/tests/testHelper';

// A model with one encrypted attribute, as PostModel encrypts privateComments.
interface NoteAttributes extends IModelAttributes {
    secret: string | null;
}

class Note extends Model<NoteAttributes> {

    table: string = 'notes';

    fields: string[] = ['secret'];

    encrypted: string[] = ['secret'];

}

const errorOf = (fn: () => unknown): string => {
    try {
        fn();
        return 'no error';
    }
    catch (error) {
        return `${(error as Error).constructor.name}: ${(error as Error).message}`;
    }
};

// Prints what each call returns, one RUN line per case.
describe('crypto', () => {

    beforeAll(async () => {
        // The test kernel's crypto service uses the app key 'test-app-key'.
        await testHelper.testBootApp();
        try {
            await testHelper.dropAuthTables();
        }
        catch {
            // nothing to drop on the first run
        }
        await testHelper.createAuthTables();
    });

    afterAll(async () => {
        await testHelper.dropAuthTables();
    });

    // 'Check the spelling', encrypted with the app key 'another-app-key' (a fixed value, so the run repeats exactly)
    const storedWithOtherKey = '2ec0406441243ddda4e12ef77fef2d75|c5768223f9f8f7a886be8d46c3f03d0ef8a0f88e679538e3fa661b3f6951c555';

    test('encrypt and decrypt', () => {
        const first = cryptoService().encrypt('Ask the editor before publishing');
        const second = cryptoService().encrypt('Ask the editor before publishing');
        const [iv, data] = first.split('|');

        console.log(`RUN encrypt() twice, same text: equal ${first === second}; iv ${iv.length} hex chars, data ${data.length} hex chars`);
        console.log(`RUN decrypt(encrypt(text)): ${cryptoService().decrypt(first)}`);

        const otherKey = new CryptoService({ appKey: 'another-app-key' });
        console.log(`RUN decrypt() with the key that encrypted it: ${otherKey.decrypt(storedWithOtherKey)}`);
        console.log(`RUN decrypt() with a different key: ${errorOf(() => cryptoService().decrypt(storedWithOtherKey))}`);

        const noKey = new CryptoService({ appKey: '' });
        console.log(`RUN encrypt() with an empty app key: ${errorOf(() => noKey.encrypt('text'))}`);
        console.log(`RUN decrypt() with an empty app key: ${errorOf(() => noKey.decrypt(first))}`);
    });

    test('an encrypted attribute written with another key', () => {
        const note = new Note({ secret: storedWithOtherKey });

        const read = note.getAttributeSync('secret');
        console.log(`RUN Note getAttributeSync('secret'), value encrypted with another key: returns the stored iv|data text unchanged ${read === storedWithOtherKey}`);
    });

    test('hash and verifyHash', () => {
        const stored = cryptoService().hash('correct horse battery staple');
        const [salt, hash] = stored.split('|');

        console.log(`RUN hash(): salt ${salt.length} hex chars, hash ${hash.length} hex chars; hash() twice equal ${stored === cryptoService().hash('correct horse battery staple')}`);
        console.log(`RUN verifyHash(right password): ${cryptoService().verifyHash('correct horse battery staple', stored)}`);
        console.log(`RUN verifyHash(wrong password): ${cryptoService().verifyHash('wrong guess', stored)}`);
        console.log(`RUN verifyHash(right password, bcrypt hash from hashPassword()): ${cryptoService().verifyHash('correct horse battery staple', hashPassword('correct horse battery staple'))}`);
    });

    test('random strings', () => {
        console.log(`RUN generateBytesAsString(): ${cryptoService().generateBytesAsString().length} chars`);
        console.log(`RUN generateBytesAsString(16, 'base64url'): ${cryptoService().generateBytesAsString(16, 'base64url').length} chars`);
        console.log(`RUN generateAppKey(): ${cryptoService().generateAppKey().length} hex chars`);
    });

    test('User.create() with a plain password and a group', async () => {
        const user = User.create({ email: 'jane@example.com', password: 'correct horse battery staple', groups: ['group_user'] });
        await user.save();

        const saved = await User.query<User>().where('email', 'jane@example.com').firstOrFail();
        const hashedPassword = saved.getAttributeSync('hashedPassword') as string;

        console.log(`RUN after save(): roles ${JSON.stringify(saved.getAttributeSync('roles'))}, groups ${JSON.stringify(saved.getAttributeSync('groups'))}`);
        console.log(`RUN after save(): password attribute ${JSON.stringify(user.getAttributeSync('password') ?? null)}, hashedPassword in salt|hash form ${/^[0-9a-f]{32}\|[0-9a-f]{128}$/.test(hashedPassword)}`);
        console.log(`RUN verifyHash(password, hashedPassword): ${cryptoService().verifyHash('correct horse battery staple', hashedPassword)}`);
    });

});
