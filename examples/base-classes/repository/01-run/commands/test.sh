npm run test:jest -- src/tests/app/repository.test.ts --forceExit
