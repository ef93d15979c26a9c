npm run test:jest -- src/tests/app/workerRunOnce.test.ts --forceExit --testTimeout=120000
