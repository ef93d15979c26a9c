npm run test:jest -- src/tests/app --forceExit
