import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import PostModel from '@src/app/models/PostModel';
import { db } from '@src/core/domains/database/services/Database';
import { queryBuilder } from '@src/core/domains/eloquent/services/EloquentQueryBuilderService';
import { postsTable, resetPostsTable } from '@src/tests/app/helpers/postsTable';
import testHelper, { forEveryConnection } from '@src/tests/testHelper';

describe('PostModel', () => {

    beforeAll(async () => {
        await testHelper.testBootApp();
        await resetPostsTable();
    });

    afterAll(async () => {
        await db().schema('postgres').dropTable(postsTable);
    });

    test('the factory builds a draft that saves with timestamps', async () => {
        // { only: ['postgres'] }: the tutorial uses PostgreSQL, so no MongoDB server is needed
        await forEveryConnection(async (connectionName) => {
            const post = PostModel.factory().make({ title: 'Written in a test' });
            post.setConnectionName(connectionName);
            await post.save();

            const found = await queryBuilder(PostModel, connectionName).find(post.getId() as string);

            expect(found?.getAttributeSync('title')).toBe('Written in a test');
            expect(found?.getAttributeSync('publishedAt')).toBeNull();
            expect(found?.getAttributeSync('createdAt')).toBeInstanceOf(Date);
        }, { only: ['postgres'] });
    });

});
