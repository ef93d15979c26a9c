npm run test:jest -- src/tests/app/ruleEdgeCases.test.ts --forceExit
