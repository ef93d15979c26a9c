import { describe, test } from '@jest/globals';
import { spawn } from 'node:child_process';
import pg from 'pg';

// Starts `migrate:fresh --seed` the way `npm run dev` does, without nodemon and without the HTTP
// server, answers its question with y, and watches whether the process ends by itself: it waits
// for the process to exit, or for a minute without new output.
describe('migrate:fresh --seed', () => {

    test('the command, answered with y', async () => {
        const env: NodeJS.ProcessEnv = { ...process.env, ENABLE_EXPRESS: 'false' };
        delete env.NODE_ENV; // set by Jest

        const child = spawn(process.execPath, ['-r', 'ts-node/register', '-r', 'tsconfig-paths/register', 'src/app.ts', 'migrate:fresh', '--seed'], { env });
        let output = '';

        await new Promise<void>((resolve) => {
            let quiet: NodeJS.Timeout | undefined;
            const onData = (data: Buffer) => {
                output += data.toString();
                if (data.toString().includes('(y/n)')) {
                    child.stdin.write('y\n');
                }
                if (output.includes('(y/n)')) {
                    clearTimeout(quiet);
                    quiet = setTimeout(resolve, 60000);
                }
            };
            child.stdout.on('data', onData);
            child.stderr.on('data', onData);
            child.on('exit', () => {
                clearTimeout(quiet);
                resolve();
            });
        });

        const client = new pg.Client({ connectionString: process.env.DATABASE_POSTGRES_URI });
        await client.connect();
        const posts = await client.query('SELECT COUNT(*) AS total FROM posts');
        await client.end();

        const question = output.split('\n').find((line) => line.includes('(y/n)'))?.trim();
        console.log(`RUN question: ${question}`);
        console.log(`RUN posts in the table afterwards: ${posts.rows[0].total}`);
        console.log(`RUN printed "Seeds up successfully": ${output.includes('Seeds up successfully')}, ` +
            `printed "Migrations fresh successfully": ${output.includes('Migrations fresh successfully')}`);
        console.log(`RUN ERR_USE_AFTER_CLOSE in the output: ${output.includes('ERR_USE_AFTER_CLOSE')}`);
        console.log(`RUN the process: ${child.exitCode === null ? 'still running after a minute without output' : `ended with exit code ${child.exitCode}`} (Node.js ${process.versions.node.split('.')[0]})`);
        child.kill();
    }, 600000);

});
