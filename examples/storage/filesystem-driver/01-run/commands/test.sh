npm run test:jest -- src/tests/app/storageBehaviour.test.ts --forceExit
