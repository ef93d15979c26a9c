npm run test:jest -- src/tests/app/validatedAfterFailure.test.ts --forceExit
