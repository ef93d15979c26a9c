npm run test:jest -- src/tests/app/freshMigrations.test.ts --forceExit --testTimeout=120000
