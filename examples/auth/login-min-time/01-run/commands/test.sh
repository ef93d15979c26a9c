npm run test:jest -- src/tests/app/loginMinTime.test.ts --forceExit
