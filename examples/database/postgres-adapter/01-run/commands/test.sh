npm run test:jest -- src/tests/app/postgresAdapter.test.ts --forceExit
