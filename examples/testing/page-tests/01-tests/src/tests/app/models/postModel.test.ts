import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import PostModel from '@src/app/models/PostModel';
import { db } from '@src/core/domains/database/services/Database';
import { queryBuilder } from '@src/core/domains/eloquent/services/EloquentQueryBuilderService';
import { generateUuidV4 } from '@src/core/util/uuid/generateUuidV4';
import { postsTable, resetPostsTable } from '@src/tests/app/helpers/resetPostsTable';
import testHelper, { forEveryConnection } from '@src/tests/testHelper';

describe('PostModel', () => {

    const authorId = generateUuidV4();

    beforeAll(async () => {
        await testHelper.testBootApp();
        await resetPostsTable();
    });

    afterAll(async () => {
        await forEveryConnection(async (connectionName) => {
            await db().schema(connectionName).dropTable(postsTable);
        }, { only: ['postgres'] }); // recorded without a MongoDB server
    });

    test('saves a post with timestamps and hides private comments', async () => {
        await forEveryConnection(async (connectionName) => {
            const post = PostModel.create({
                title: 'Draft',
                content: 'Work in progress.',
                userId: authorId,
                privateComments: 'Check the spelling',
                postedAt: null,
            });
            post.setConnectionName(connectionName);
            await post.save();

            expect(typeof post.getId()).toBe('string');
            expect(post.getAttributeSync('createdAt')).toBeInstanceOf(Date);

            const found = await queryBuilder(PostModel, connectionName).find(post.getId() as string);
            expect(found?.getAttributeSync('title')).toBe('Draft');
            expect(found?.getAttributeSync('privateComments')).toBe('Check the spelling');

            const json = await found?.toObject();
            expect(json).not.toHaveProperty('privateComments');
        }, { only: ['postgres'] }); // recorded without a MongoDB server
    });

    test('lists published posts, newest first', async () => {
        await forEveryConnection(async (connectionName) => {
            const posts = queryBuilder(PostModel, connectionName);

            await posts.clone().insert([
                { title: 'Older', content: 'First!', userId: authorId, privateComments: null, postedAt: new Date('2025-06-01T09:00:00Z'), createdAt: new Date(), updatedAt: new Date() },
                { title: 'Newer', content: 'Second!', userId: authorId, privateComments: null, postedAt: new Date('2025-06-08T09:00:00Z'), createdAt: new Date(), updatedAt: new Date() },
            ]);

            const published = await posts.clone()
                .where('userId', authorId)
                .whereNotNull('postedAt')
                .orderBy('postedAt', 'desc')
                .get();

            expect(published.count()).toBe(2);
            expect(published[0]?.getAttributeSync('title')).toBe('Newer');
            expect(published[1]?.getAttributeSync('title')).toBe('Older');
        }, { only: ['postgres'] }); // recorded without a MongoDB server
    });

    test('deletes a post', async () => {
        await forEveryConnection(async (connectionName) => {
            const draft = await queryBuilder(PostModel, connectionName).where('title', 'Draft').firstOrFail();
            await draft.delete();

            const gone = await queryBuilder(PostModel, connectionName).where('title', 'Draft').first();
            expect(gone).toBeNull();
        }, { only: ['postgres'] }); // recorded without a MongoDB server
    });

});
