import { describe, test } from '@jest/globals';
import { spawn } from 'node:child_process';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Runs another Jest process on the smallest test file, without --forceExit, and watches it.
describe('Jest without --forceExit', () => {

    test('after a test file that boots the test kernel', async () => {
        // jest --runInBand src/tests/app/boot, as `npm run test:jest -- src/tests/app/boot` runs it
        const jest = spawn(process.execPath, ['node_modules/jest/bin/jest.js', '--runInBand', '--testTimeout=120000', 'src/tests/app/boot'], {
            env: process.env,
        });
        let output = '';
        jest.stdout.on('data', (d) => (output += d));
        jest.stderr.on('data', (d) => (output += d));

        const deadline = Date.now() + 220_000;
        while (!/^Tests:/m.test(output) && Date.now() < deadline) await sleep(250);
        await sleep(20_000);

        const summary = output.split('\n').find((line) => line.startsWith('Tests:'));
        console.log(`RUN jest without --forceExit: ${summary}`);
        console.log(`RUN   printed "Jest did not exit one second after the test run has completed." ${output.includes('Jest did not exit one second after the test run has completed.')}`);
        console.log(`RUN   20 s after the summary the Jest process is still running ${jest.exitCode === null}`);

        jest.kill('SIGKILL');
    }, 280_000);

});
