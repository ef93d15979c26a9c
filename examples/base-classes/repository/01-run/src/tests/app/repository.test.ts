import { beforeAll, describe, jest, test } from '@jest/globals';
import User from '@src/app/models/auth/User';
import PostModel from '@src/app/models/PostModel';
import UserRepository from '@src/app/repositories/auth/UserRepository';
import PostRepository from '@src/app/repositories/PostRepository';
import Repository from '@src/core/base/Repository';
import { db } from '@src/core/domains/database/services/Database';
import { queryBuilder } from '@src/core/domains/eloquent/services/EloquentQueryBuilderService';
import { IModel } from '@src/core/domains/models/interfaces/IModel';
import DataTypes from '@src/core/domains/migrations/schema/DataTypes';
import { generateUuidV4 } from '@src/core/util/uuid/generateUuidV4';
import testHelper from '@src/tests/testHelper';

// Booting on a busy machine can take longer than Jest's default 5 s
jest.setTimeout(120_000);

// What a call returns or throws, as one line
const outcome = async (fn: () => unknown): Promise<string> => {
    try {
        const value = await fn();
        return `returns ${value === undefined ? 'undefined' : JSON.stringify(value)}`;
    }
    catch (err) {
        return `throws ${(err as Error).name}: ${(err as Error).message}`;
    }
};

const titles = (models: PostModel[] | null) => models?.map(post => post.getAttributeSync('title'));
const title = (model: IModel | null) => model?.getAttributeSync('title') ?? null;

// Exposes the protected withRelationships() for the run
class ProbeRepository extends PostRepository {

    load(results: Parameters<Repository<PostModel>['withRelationships']>[0]) {
        return this.withRelationships(results, { only: ['user'], loadAsAttributes: true, excludeGuarded: true });
    }

}

describe('Repository', () => {

    let janeId: string;
    let bobId: string;
    let helloId: string;

    beforeAll(async () => {
        await testHelper.testBootApp();

        const schema = db().schema();
        await schema.dropTable('posts').catch(() => undefined);
        await schema.dropTable('users').catch(() => undefined);
        await schema.createTable('users', {
            email: DataTypes.STRING,
            hashedPassword: DataTypes.STRING,
            groups: DataTypes.ARRAY(DataTypes.STRING),
            roles: DataTypes.ARRAY(DataTypes.STRING),
            firstName: { type: DataTypes.STRING, allowNull: true },
            lastName: { type: DataTypes.STRING, allowNull: true },
            createdAt: DataTypes.DATE,
            updatedAt: DataTypes.DATE,
        });
        await schema.createTable('posts', {
            title: DataTypes.STRING,
            content: DataTypes.TEXT,
            userId: { type: DataTypes.UUID, allowNull: true },
            privateComments: { type: DataTypes.TEXT, allowNull: true },
            postedAt: { type: DataTypes.DATE, allowNull: true },
            createdAt: DataTypes.DATE,
            updatedAt: DataTypes.DATE,
        });

        const user = (email: string, firstName: string) => ({
            email, firstName, hashedPassword: 'pbkdf2-hash', roles: ['role_user'], groups: ['group_user'],
            createdAt: new Date(), updatedAt: new Date(),
        });
        janeId = (await queryBuilder(User).insert(user('jane@example.com', 'Jane'))).first()?.getId() as string;
        bobId = (await queryBuilder(User).insert(user('bob@example.com', 'Bob'))).first()?.getId() as string;

        const post = (userId: string, title: string, postedAt: string | null) => ({
            userId, title, content: `${title}.`, privateComments: null,
            postedAt: postedAt ? new Date(postedAt) : null, createdAt: new Date(), updatedAt: new Date(),
        });
        helloId = (await queryBuilder(PostModel).insert(post(janeId, 'Hello, world', '2025-06-01T10:00:00Z'))).first()?.getId() as string;
        await queryBuilder(PostModel).insert([
            post(janeId, 'Second post', '2025-06-05T10:00:00Z'),
            post(janeId, 'Draft', null),
            post(bobId, 'Bob writes', '2025-06-03T10:00:00Z'),
        ]);
        console.log('RUN data: Jane has Hello, world (posted 2025-06-01), Second post (2025-06-05) and Draft (not posted); Bob has Bob writes (2025-06-03)');
    });

    // #region base-methods
    test('the base methods', async () => {
        console.log('// #region base-methods');
        const posts = new Repository(PostModel);

        console.log(`RUN findById(id of Hello, world) ${await outcome(async () => title(await posts.findById(helloId)))}`);
        console.log(`RUN findById(a UUID no row has) ${await outcome(() => posts.findById(generateUuidV4()))}`);
        console.log(`RUN findById('abc') ${await outcome(() => posts.findById('abc'))}`);
        console.log(`RUN findOne({ userId: jane, title: 'Hello, world' }) ${await outcome(async () => title(await posts.findOne({ userId: janeId, title: 'Hello, world' })))}`);
        console.log(`RUN findOne({ postedAt: null }) ${await outcome(async () => title(await posts.findOne({ postedAt: null })))}`);
        console.log(`RUN findMany({ userId: jane }) ${await outcome(async () => {
            const found = await posts.findMany({ userId: janeId });
            return `${Array.isArray(found) ? 'an array' : 'not an array'} of ${found.length}: ${titles(found)?.sort().join(', ')}`;
        })}`);
        console.log(`RUN findMany() ${await outcome(async () => (await posts.findMany()).length)} posts`);
        console.log(`RUN findOrFail({ id: a UUID no row has }) ${await outcome(() => posts.findOrFail({ id: generateUuidV4() }))}`);
        console.log(`RUN findOrFail({ id: 'abc' }) ${await outcome(() => posts.findOrFail({ id: 'abc' }))}`);
        console.log('// #endregion');
    });
    // #endregion

    // #region post-repository
    test('PostRepository', async () => {
        console.log('// #region post-repository');
        const posts = new PostRepository();

        console.log(`RUN findPublishedByUser(jane) ${await outcome(async () => titles(await posts.findPublishedByUser(janeId)))}`);
        console.log(`RUN latestPublished(2) ${await outcome(async () => titles(await posts.latestPublished(2)))}`);
        console.log(`RUN countDrafts(jane) ${await outcome(() => posts.countDrafts(janeId))}`);

        const joined = await posts.findPublishedWithAuthor(janeId);
        const joinedUser = (await joined[0].toObject())?.user as Record<string, unknown> | null;
        console.log(`RUN findPublishedWithAuthor(jane), toObject().user has ${Object.keys(joinedUser ?? {}).sort().join(', ')}`);

        const loaded = await posts.findPublishedForResponse(janeId);
        const loadedUser = (await loaded[0].toObject())?.user as Record<string, unknown> | null;
        console.log(`RUN findPublishedForResponse(jane), toObject().user has ${Object.keys(loadedUser ?? {}).sort().join(', ')}`);
        console.log('// #endregion');
    });
    // #endregion

    // #region with-relationships
    test('withRelationships()', async () => {
        console.log('// #region with-relationships');
        const probe = new ProbeRepository();
        const collection = await queryBuilder(PostModel).where('userId', janeId).whereNotNull('postedAt').get();

        console.log(`RUN withRelationships(a collection) ${await outcome(async () => {
            const loaded = await probe.load(collection as never);
            return loaded.toArray().map(post => (post.getAttributeSync('user') as { firstName?: string } | null)?.firstName);
        })}`);
        console.log(`RUN withRelationships(one model) ${await outcome(async () => probe.load((await new PostRepository().findById(helloId)) as PostModel))}`);
        console.log('// #endregion');
    });
    // #endregion

    // #region uuid-cast
    test('the uuid cast in where clauses', async () => {
        console.log('// #region uuid-cast');
        const id = generateUuidV4();
        const where = (sql: string) => sql.slice(sql.indexOf('WHERE')).trim();

        console.log(`RUN where('id', id) → ${where(queryBuilder(PostModel).where('id', id).getExpression().build<string>())}`);
        console.log(`RUN where('id', '=', id) → ${where(queryBuilder(PostModel).where('id', '=', id).getExpression().build<string>())}`);
        console.log(`RUN where({ id }) → ${where(queryBuilder(PostModel).where({ id }).getExpression().build<string>())}`);
        console.log(`RUN where('title', 'Hello, world') → ${where(queryBuilder(PostModel).where('title', 'Hello, world').getExpression().build<string>())}`);
        console.log('// #endregion');
    });

    // #region user-repository
    test('the starter UserRepository', async () => {
        console.log('// #region user-repository');
        const users = new UserRepository();

        console.log(`RUN findByEmail('jane@example.com') ${await outcome(async () => (await users.findByEmail('jane@example.com'))?.getAttributeSync('firstName'))}`);
        console.log(`RUN findByIdOrFail(a UUID no row has) ${await outcome(() => users.findByIdOrFail(generateUuidV4()))}`);
        console.log(`RUN create({ email: 'ann@example.com' }) ${await outcome(async () => {
            const ann = users.create({ email: 'ann@example.com' } as never);
            const stored = await users.findByEmail('ann@example.com');
            return `a User ${ann instanceof User}, getId() ${ann.getId() ?? 'undefined'}, in the table: ${stored !== null}`;
        })}`);
        console.log('// #endregion');
    });
    // #endregion
    // #endregion

});
