npm run test:jest -- src/tests/app/baseAdapter.test.ts --forceExit
