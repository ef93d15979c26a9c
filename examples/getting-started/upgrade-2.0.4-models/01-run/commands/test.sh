npm run test:jest -- src/tests/app/modelAttributes.test.ts --forceExit
