import { beforeAll, describe, jest, test } from '@jest/globals';
import PostCreatedListenerEvent from '@src/app/events/listeners/PostCreatedListenerEvent';
import User from '@src/app/models/auth/User';
import PostModel, { PostModelAttributes } from '@src/app/models/PostModel';
import PostObserver from '@src/app/observers/PostObserver';
import { db } from '@src/core/domains/database/services/Database';
import { events } from '@src/core/domains/events/services/EventService';
import DataTypes from '@src/core/domains/migrations/schema/DataTypes';
import Model from '@src/core/domains/models/base/Model';
import { IModelAttributes } from '@src/core/domains/models/interfaces/IModel';
import testHelper, { createAuthTables } from '@src/tests/testHelper';

// Booting the app can take a while on a busy machine
jest.setTimeout(120000);

// Prints what model methods do with the docs' PostModel, one RUN line per case.
// Nothing printed depends on ids or dates, so the output is the same on every run.

const authorId = '7b1e4c2a-93f0-4d6b-8a1e-2f5c0d9e4b31';

const newPost = (title: string) => ({
    title,
    content: 'Some content.',
    userId: authorId,
    privateComments: null,
    postedAt: null,
});

const messageOf = async (fn: () => unknown): Promise<string> => {
    try {
        await fn();
        return 'no error';
    }
    catch (error) {
        return `${(error as Error).constructor.name}: ${(error as Error).message}`;
    }
};

// Classes without a table property: the table name is derived from the class name
class BlogPostModel extends Model<IModelAttributes> {}
class Category extends Model<IModelAttributes> {}
class People extends Model<IModelAttributes> {}

// An observer that counts the calls of observeProperties handlers for the timestamps
const calls = { createdAt: 0, updatedAt: 0 };

class StampObserver extends PostObserver {

    onCreatedAt(data: PostModelAttributes): PostModelAttributes {
        calls.createdAt++;
        return data;
    }

    onUpdatedAt(data: PostModelAttributes): PostModelAttributes {
        calls.updatedAt++;
        return data;
    }

}

class WatchedPostModel extends PostModel {

    observeProperties: Record<string, string> = { createdAt: 'onCreatedAt', updatedAt: 'onUpdatedAt' };

    constructor(data: PostModelAttributes | null = null) {
        super(data);
        this.setObserverConstructor(StampObserver);
    }

}

// An observer whose created hook fails, after the INSERT
class FailingObserver extends PostObserver {

    async created(data: PostModelAttributes): Promise<PostModelAttributes> {
        throw new Error(`created hook failed for "${data.title}"`);
    }

}

class FailingPostModel extends PostModel {

    constructor(data: PostModelAttributes | null = null) {
        super(data);
        this.setObserverConstructor(FailingObserver);
    }

}

describe('model methods', () => {

    beforeAll(async () => {
        await testHelper.testBootApp();

        const schema = db().schema('postgres');

        for (const table of ['posts', 'users', 'api_tokens']) {
            if (await schema.tableExists(table)) {
                await schema.dropTable(table);
            }
        }

        // the users table, so that the post's user relationship can be looked up
        await createAuthTables('postgres');

        await schema.createTable('posts', {
            title: DataTypes.STRING,
            content: DataTypes.TEXT,
            userId: DataTypes.UUID,
            privateComments: { type: DataTypes.TEXT, allowNull: true },
            postedAt: { type: DataTypes.DATE, allowNull: true },
            createdAt: DataTypes.DATE,
            updatedAt: DataTypes.DATE,
        });
    });

    test('table names', async () => {
        // The generated PostModel, before a table property is set
        const generatedPostModelTable = () => {
            class PostModel extends Model<IModelAttributes> {}
            return PostModel.getTable();
        };

        console.log(`RUN getTable(): PostModel (generated, no table property) ${generatedPostModelTable()}, ` +
            `BlogPostModel ${BlogPostModel.getTable()}, User ${User.getTable()}, ` +
            `Category ${Category.getTable()}, People ${People.getTable()}`);
        console.log(`RUN Model.formatTableName(): 'PostModel' ${Model.formatTableName('PostModel')}, ` +
            `'Post' ${Model.formatTableName('Post')}, 'BlogPost' ${Model.formatTableName('BlogPost')}`);
    });

    test('reading an attribute that is not set', async () => {
        const post = PostModel.create<PostModel>({ title: 'Draft' });

        console.log(`RUN unset content: attr() ${String(await post.attr('content'))}, ` +
            `getAttribute() ${String(await post.getAttribute('content'))}, ` +
            `getAttributeSync() ${String(post.getAttributeSync('content'))}, ` +
            `attrSync() ${String(post.attrSync('content'))}`);
    });

    test('relationship methods through the proxy', async () => {
        await PostModel.create<PostModel>(newPost('Proxy test')).save();

        const post = await PostModel.query<PostModel>().where('title', 'Proxy test').firstOrFail();
        const made = PostModel.factory().make();
        const plain = PostModel.createWithoutProxy<PostModel>(newPost('Plain'));

        console.log(`RUN post.user() on a query result: ${await messageOf(() => post.user())}`);
        console.log(`RUN typeof user: query result ${typeof post.user}, factory model ${typeof made.user}, ` +
            `createWithoutProxy() ${typeof plain.user} (returns ${plain.user().constructor.name})`);
        console.log(`RUN await post.attr('user') with no matching user: ${String(await post.attr('user'))}`);
        console.log(`RUN post.loadRelationships() without its argument: ` +
            `${await messageOf(() => (post as unknown as { loadRelationships: () => Promise<unknown> }).loadRelationships())}`);
    });

    test('observeProperties handlers for the timestamps', async () => {
        const post = WatchedPostModel.create<WatchedPostModel>(newPost('Watched'));
        const afterCreate = JSON.stringify(calls);

        await post.save();
        const afterInsert = JSON.stringify(calls);

        await post.attr('content', 'Changed content.');
        await post.save();

        console.log(`RUN handler calls for createdAt and updatedAt: after create() ${afterCreate}, ` +
            `after the insert ${afterInsert}, after an update ${JSON.stringify(calls)}`);
    });

    test('a created hook that throws', async () => {
        const post = FailingPostModel.create<FailingPostModel>(newPost('Saved before the failure'));

        const error = await messageOf(() => post.save());
        const rows = await PostModel.query().where('title', 'Saved before the failure').count();

        console.log(`RUN save() with a failing created hook: ${error}; rows with that title afterwards: ${rows}`);
    });

    test('assertDispatched()', async () => {
        events().mockEvent(PostCreatedListenerEvent);

        const post = PostModel.factory().make({ title: 'Tested post' });
        await post.save();

        const right = events().assertDispatched<PostModelAttributes>(
            PostCreatedListenerEvent,
            (payload) => payload.title === 'Tested post',
        );
        const wrong = events().assertDispatched<PostModelAttributes>(
            PostCreatedListenerEvent,
            (payload) => payload.title === 'Another title',
        );

        events().resetMockEvents();

        const never = await messageOf(() => events().assertDispatched(PostCreatedListenerEvent));

        console.log(`RUN assertDispatched(): matching payload ${right}, wrong payload ${wrong}, ` +
            `after resetMockEvents() ${never}`);
    });

});
