npm run test:jest -- src/tests/app/queryBuilder.test.ts --forceExit
