npm run test:jest -- src/tests/app/eventQueueBehaviour.test.ts --forceExit
