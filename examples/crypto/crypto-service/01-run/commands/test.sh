npm run test:jest -- src/tests/app/cryptoService.test.ts --forceExit --testTimeout=120000
