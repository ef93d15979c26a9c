// Checks over the production build in build/ (run after `npm run build`).
import base from './jest.config.mjs';

/** @type {import('jest').Config} */
export default {
  ...base,
  testMatch: ['<rootDir>/tests/build/**/*.test.ts'],
};
