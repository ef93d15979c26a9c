npm run test:jest -- src/tests/app/configServiceSingleton.test.ts --forceExit
