npm run test:jest -- src/tests/app/collectionBehaviour.test.ts --forceExit
