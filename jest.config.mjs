// Jest runs the unit tests in tests/unit (TypeScript through SWC; types are checked by `tsc`).
/** @type {import('jest').Config} */
export default {
  testMatch: ['<rootDir>/tests/unit/**/*.test.ts?(x)'],
  testEnvironment: 'node',
  transform: {
    '^.+\\.(t|j)sx?$|^.+\\.mjs$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
    ],
  },
  moduleNameMapper: {
    '^@site/(.*)$': '<rootDir>/$1',
    '\\.module\\.css$': '<rootDir>/tests/unit/support/cssModule.cjs',
  },
  transformIgnorePatterns: [
    '/node_modules/(?!(github-slugger|unist-|mdast-|micromark|decode-named|character-entities|@mdx-js)/)',
  ],
};
