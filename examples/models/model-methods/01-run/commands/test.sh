npm run test:jest -- src/tests/app/modelMethods.test.ts --forceExit
