import { beforeAll, describe, jest, test } from '@jest/globals';
import Database, { db, schema } from '@src/core/domains/database/services/Database';
import PostgresSchema from '@src/core/domains/postgres/PostgresSchema';
import testHelper from '@src/tests/testHelper';

// Booting the test kernel on a busy machine can take longer than Jest's default 5 s.
jest.setTimeout(120000);

// Resolves to what `promise` gives, or to a note when it has not settled after `ms` milliseconds.
const within = (promise: Promise<unknown>, ms: number) =>
    Promise.race([
        promise.then(() => 'settles', (error: Error) => `throws "${error.message}"`),
        new Promise((resolve) => setTimeout(() => resolve(`has not settled after ${ms / 1000} s`), ms)),
    ]);

describe('the db() service, the PostgreSQL adapter and its schema helper', () => {

    beforeAll(async () => {
        await testHelper.testBootApp();
    });

    test('class-only members of Database', () => {
        const database = db() as Database;
        console.log(`RUN getConnectionConfig('postgres') keys: ${Object.keys(database.getConnectionConfig('postgres')).join(', ')}`);

        database.setDefaultConnectionName('reports');
        console.log(`RUN after setDefaultConnectionName('reports'): ${db().getDefaultConnectionName()}`);
        database.setDefaultConnectionName(null);
        console.log(`RUN after setDefaultConnectionName(null): ${db().getDefaultConnectionName()}`);
    });

    test('the pool and getPgClient()', () => {
        const pool = db().postgres().getPool();
        console.log(`RUN pool: max ${pool.options.max}, clients checked out with no query running ${pool.totalCount - pool.idleCount}`);

        // getPgClientWithDatabase() builds its client from the connection's URI
        const client = db().postgres().getPgClient();
        const fromUri = db().postgres().getPgClientWithDatabase('test_db');
        console.log(`RUN getPgClient(): the URI's database ${client.database === fromUri.database}, ` +
            `the URI's port ${client.port === fromUri.port}, the URI's user ${client.user === fromUri.user}`);
    });

    test('createDatabase(), databaseExists() and dropDatabase() with a mixed-case name', async () => {
        await schema().dropDatabase('blogreports');

        await schema().createDatabase('BlogReports');
        console.log(`RUN after createDatabase('BlogReports'): databaseExists('BlogReports') ${await schema().databaseExists('BlogReports')}, ` +
            `databaseExists('blogreports') ${await schema().databaseExists('blogreports')}`);

        await schema().dropDatabase('BlogReports');
        console.log(`RUN after dropDatabase('BlogReports'): databaseExists('blogreports') ${await schema().databaseExists('blogreports')}`);

        await schema().dropDatabase('blogreports');
    });

    test('terminateConnections() without a client', async () => {
        const result = await within(db().schema<PostgresSchema>().terminateConnections('blogreports'), 3000);
        console.log(`RUN terminateConnections('blogreports'): ${result}`);
    });

    // Last: the adapter is unusable afterwards
    test('close()', async () => {
        const result = await within(db().postgres().close(), 3000);
        console.log(`RUN db().postgres().close(): ${result}`);
    });

});
