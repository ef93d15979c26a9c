npm run test:jest -- src/tests/app/promoteUser.test.ts --forceExit
