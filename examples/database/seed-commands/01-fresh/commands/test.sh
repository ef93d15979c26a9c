npm run test:jest -- src/tests/app/migrateFresh.test.ts --forceExit
