// Integration tests: build and edit temporary copies of the project (slow; run after the unit tests).
import base from './jest.config.mjs';

/** @type {import('jest').Config} */
export default {
  ...base,
  testMatch: ['<rootDir>/tests/integration/**/*.test.ts'],
  testTimeout: 20 * 60_000,
  // One worker per core, as in jest.config.mjs: each test file builds its own copy of the project, and
  // one build leaves part of the second core idle (webpack is mostly one thread): the two files side by
  // side took 139 s, one after the other 171 s, on two cores.
};
