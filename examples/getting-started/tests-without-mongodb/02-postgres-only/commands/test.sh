npm run test:jest -- src/tests/app/usersTable.test.ts --forceExit
