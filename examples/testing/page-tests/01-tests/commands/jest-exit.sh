npm run test:jest -- src/tests/app/jestExit.test.ts --forceExit --testTimeout=120000
