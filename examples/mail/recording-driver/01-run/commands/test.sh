npm run test:jest -- src/tests/app/mail --forceExit
