import { afterAll, beforeAll, describe, test } from '@jest/globals';
import { ChildProcess, spawn } from 'node:child_process';
import pg from 'pg';

// Runs `ENABLE_EXPRESS=false npm run dev -- <args>` the way the dev script does (ts-node, without nodemon),
// against the app database from .env, and keeps what the process prints.
type AppProcess = { child: ChildProcess; output: () => string; exitCode: Promise<number | null> };

const runApp = (args: string[]): AppProcess => {
    const child = spawn(
        process.execPath,
        ['-r', 'ts-node/register', '-r', 'tsconfig-paths/register', './src/app.ts', ...args],
        // stdin from /dev/null, as for a job started by cron or a process manager
        // TS_NODE_TRANSPILE_ONLY skips ts-node's type check, which only makes the start slower here
        { env: { ...process.env, ENABLE_EXPRESS: 'false', TS_NODE_TRANSPILE_ONLY: 'true' }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout?.on('data', (d) => (output += d));
    child.stderr?.on('data', (d) => (output += d));
    const exitCode = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    return { child, output: () => output, exitCode };
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const waitFor = async (app: AppProcess, text: string, ms: number): Promise<boolean> => {
    const deadline = Date.now() + ms;
    while (Date.now() < deadline) {
        if (app.output().includes(text)) return true;
        await sleep(250);
    }
    return false;
};

describe('worker with runOnce', () => {

    const db = new pg.Client({ connectionString: process.env.DATABASE_POSTGRES_URI });

    const count = async (table: string) =>
        Number((await db.query(`SELECT COUNT(*) AS n FROM ${table}`)).rows[0].n);

    beforeAll(async () => {
        await db.connect();
    });

    afterAll(async () => {
        await db.end();
    });

    test('after the first worker run', async () => {
        console.log(`RUN before the fix: worker_queue rows ${await count('worker_queue')}, failed_workers rows ${await count('failed_workers')}`);
    });

    test('worker after adding the two columns', async () => {
        await db.query('ALTER TABLE failed_workers ADD COLUMN "queueName" VARCHAR(255), ADD COLUMN "failedAt" TIMESTAMPTZ;');

        const worker = runApp(['worker']);
        const quitting = await waitFor(worker, 'runOnce enabled. Quitting...', 200_000);
        await sleep(30_000);

        console.log(`RUN after the fix: the worker printed "runOnce enabled. Quitting..." ${quitting}`);
        console.log(`RUN   30 s later, the worker process is still running ${worker.child.exitCode === null}`);
        console.log(`RUN   then worker_queue rows ${await count('worker_queue')}, failed_workers rows ${await count('failed_workers')}`);

        worker.child.kill('SIGTERM');
        await worker.exitCode;
    }, 280_000);

});
