// Integration tests: build and edit temporary copies of the project (slow; run after the unit tests).
import base from './jest.config.mjs';

/** @type {import('jest').Config} */
export default {
  ...base,
  testMatch: ['<rootDir>/tests/integration/**/*.test.ts'],
  testTimeout: 20 * 60_000,
};
