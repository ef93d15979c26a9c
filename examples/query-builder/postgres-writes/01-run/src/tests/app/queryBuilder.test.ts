import { beforeAll, beforeEach, describe, jest, test } from '@jest/globals';
import User from '@src/app/models/auth/User';
import PostModel from '@src/app/models/PostModel';
import ApiToken from '@src/core/domains/auth/models/ApiToken';
import Database, { db } from '@src/core/domains/database/services/Database';
import { queryBuilder } from '@src/core/domains/eloquent/services/EloquentQueryBuilderService';
import AggregateExpression from '@src/core/domains/mongodb/builder/AggregateExpression';
import MongoDbEloquent from '@src/core/domains/mongodb/eloquent/MongoDbEloquent';
import SqlExpression from '@src/core/domains/postgres/builder/ExpressionBuilder/SqlExpression';
import { resetPostsTable } from '@src/tests/app/helpers/postsTable';
import testHelper, { createAuthTables, dropAuthTables } from '@src/tests/testHelper';
import { BSON, ObjectId } from 'mongodb';

// Booting the test kernel on a busy machine can take longer than Jest's default 5 s.
jest.setTimeout(120000);

// A request body with a key that is not in PostModel's fields (and not a column of posts).
const body = JSON.parse('{"title":"From a request","content":"Body text","views":3}');

const count = async () => await queryBuilder(PostModel).count();

// The titles in a collection of posts, and the titles of the posts whose content is `content`.
const titlesOf = (posts: { toArray(): PostModel[] }) =>
    posts.toArray().map((post) => post.getAttributeSync('title')).sort().join(', ') || 'none';
const titlesWith = async (content: string) => titlesOf(await queryBuilder(PostModel).where('content', content).get());

beforeAll(async () => {
    await testHelper.testBootApp();
});

describe('fields and new rows', () => {

    beforeAll(async () => {
        await resetPostsTable();
    });

    test('PostModel.create(body), then save()', async () => {
        try {
            await PostModel.create(body).save();
            console.log(`RUN create(body) + save(): saved, ${await count()} row(s)`);
        }
        catch (error) {
            console.log(`RUN create(body) + save(): throws "${(error as Error).message}", ${await count()} row(s)`);
        }
    });

    test('queryBuilder(PostModel).insert(body)', async () => {
        try {
            await queryBuilder(PostModel).insert(body);
            console.log(`RUN insert(body): inserted, ${await count()} row(s)`);
        }
        catch (error) {
            console.log(`RUN insert(body): throws "${(error as Error).message}", ${await count()} row(s)`);
        }
    });

    test('PostModel.create(), then fill(body) and save()', async () => {
        const post = PostModel.create();
        await post.fill(body);
        await post.save();

        const saved = await queryBuilder(PostModel).findOrFail(post.getId() as string);
        console.log(
            `RUN create() + fill(body) + save(): saved, ${await count()} row(s), ` +
            `attributes ${Object.keys((await saved.toObject()) ?? {}).join(', ')}`,
        );
    });

});

describe('update() and the where clauses', () => {

    beforeEach(async () => {
        await resetPostsTable();
        const now = new Date();
        await queryBuilder(PostModel).insert(['Hello world', 'hello again', 'Goodbye'].map((title) => ({
            title, content: 'original', userId: null, privateComments: null, postedAt: null, createdAt: now, updatedAt: now,
        })));
    });

    test('where(title, like, hello%).update()', async () => {
        const result = await queryBuilder(PostModel).where('title', 'like', 'hello%').update({ content: 'changed' });
        console.log(`RUN like 'hello%': rows changed ${await titlesWith('changed')}; result ${titlesOf(result)}`);
    });

    test('whereRaw() without bindings, then update()', async () => {
        const result = await queryBuilder(PostModel).whereRaw('"title" = \'Goodbye\'').update({ content: 'changed' });
        console.log(`RUN whereRaw('"title" = 'Goodbye''): rows changed ${await titlesWith('changed')}; result ${titlesOf(result)}`);
    });

    test('whereRaw() with a binding, then update()', async () => {
        try {
            const result = await queryBuilder(PostModel).whereRaw('"title" = $1', ['Goodbye']).update({ content: 'changed' });
            console.log(`RUN whereRaw('"title" = $1', ['Goodbye']): rows changed ${await titlesWith('changed')}; result ${titlesOf(result)}`);
        }
        catch (error) {
            console.log(`RUN whereRaw('"title" = $1', ['Goodbye']): throws "${(error as Error).message}"; rows changed ${await titlesWith('changed')}`);
        }
    });

    test('firstOrFail() and findOrFail() without a match', async () => {
        for (const [label, run] of [
            ['firstOrFail()', () => queryBuilder(PostModel).where('title', 'Missing').firstOrFail()],
            ['findOrFail(uuid)', () => queryBuilder(PostModel).findOrFail('0c6f7d1e-51a2-4b0e-9d3c-8e2f1a7b6c45')],
            ['findOrFail(\'42\')', () => queryBuilder(PostModel).findOrFail('42')],
        ] as const) {
            try {
                await run();
                console.log(`RUN ${label}: returns a model`);
            }
            catch (error) {
                console.log(`RUN ${label}: throws ${(error as Error).name} "${(error as Error).message}"`);
            }
        }
    });

});

describe('how the builder reaches the database', () => {

    beforeAll(async () => {
        await resetPostsTable();
        await dropAuthTables().catch(() => undefined);
        await createAuthTables();
    });

    test('a PostgreSQL builder for the postgres connection while the default connection is mongodb', async () => {
        (db() as Database).setDefaultConnectionName('mongodb');
        try {
            await queryBuilder(PostModel, 'postgres').get();
            console.log('RUN queryBuilder(PostModel, \'postgres\').get() with default mongodb: runs');
        }
        catch (error) {
            console.log(`RUN queryBuilder(PostModel, 'postgres').get() with default mongodb: throws "${(error as Error).message}"`);
        }
        (db() as Database).setDefaultConnectionName(null);
        const posts = await queryBuilder(PostModel, 'postgres').get();
        console.log(`RUN after setDefaultConnectionName(null): default ${db().getDefaultConnectionName()}, get() returns ${posts.count()} post(s)`);
    });

    test('two joins in one query', async () => {
        const query = queryBuilder(PostModel)
            .leftJoin(User, 'userId', 'id', 'author')
            .leftJoin(ApiToken, 'userId', 'id', 'token'); // a second join; which one does not matter here

        const sql = (query.clone().getExpression() as SqlExpression).build<string>();
        console.log(`RUN joins in the SQL: ${sql.match(/(LEFT )?JOIN \S+/g)?.join(', ')}; selects users columns: ${sql.includes('"users"."email"')}`);
        try {
            await query.get();
            console.log('RUN get(): runs');
        }
        catch (error) {
            console.log(`RUN get(): throws "${(error as Error).message}"`);
        }
    });

    test('the MongoDB $match stage for whereIn() (built without a server)', () => {
        const ids = ['665f1c2e8b3a4d0012ab34cd'];
        const pipeline = (values: unknown[]) => {
            const builder = new MongoDbEloquent<PostModel>().setModelCtor(PostModel).setTable('posts');
            builder.whereIn('userId', values as string[]);
            return BSON.EJSON.stringify((builder.getExpression() as AggregateExpression).build<object[]>()[0]);
        };
        console.log(`RUN whereIn('userId', ids): ${pipeline(ids)}`);
        console.log(`RUN whereIn('userId', ids.map((id) => new ObjectId(id)) as unknown as string[]): ${pipeline(ids.map((id) => new ObjectId(id)))}`);
    });

});
