npm run test:jest -- src/tests/app/csrfCrossOrigin.test.ts --forceExit
