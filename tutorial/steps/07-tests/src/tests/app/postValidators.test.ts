import { beforeAll, describe, expect, test } from '@jest/globals';
import CreatePostValidator from '@src/app/validators/CreatePostValidator';
import UpdatePostValidator from '@src/app/validators/UpdatePostValidator';
import testHelper from '@src/tests/testHelper';

describe('post validators', () => {

    beforeAll(async () => {
        await testHelper.testBootApp();
    });

    test('a complete post passes', async () => {
        const result = await new CreatePostValidator().validate({ title: 'Hello, tests', content: 'It works.' });

        expect(result.passes()).toBe(true);
    });

    test('a short title and a missing content fail with one message each', async () => {
        const result = await new CreatePostValidator().validate({ title: 'Hi' });

        expect(result.fails()).toBe(true);
        expect(result.errors().title).toEqual(['The title field must be at least 3 characters.']);
        expect(result.errors().content).toContain('The content field is required.');
    });

    test('an update may leave fields out, but not send the wrong type or an empty title', async () => {
        expect((await new UpdatePostValidator().validate({ content: 'Only the content' })).passes()).toBe(true);
        expect((await new UpdatePostValidator().validate({ title: 42 })).fails()).toBe(true);

        const empty = await new UpdatePostValidator().validate({ title: '' });
        expect(empty.errors().title).toEqual(['The title field must not be empty.']);
    });

});
