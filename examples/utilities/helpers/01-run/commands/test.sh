npm run test:jest -- src/tests/app/utilities.test.ts --forceExit
