npm run test:jest -- src/tests/app/models/postModel.test.ts --forceExit --testTimeout=120000
npm run test:jest -- src/tests/app/auth/login.test.ts --forceExit --testTimeout=120000
npm run test:jest -- src/tests/app/http/postController.test.ts --forceExit --testTimeout=120000
npm run test:jest -- src/tests/app/events/postPublished.test.ts --forceExit --testTimeout=120000
