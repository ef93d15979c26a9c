// Jest runs the unit tests in tests/unit (TypeScript through SWC; types are checked by `tsc`).
/** @type {import('jest').Config} */
export default {
  testMatch: ['<rootDir>/tests/unit/**/*.test.ts?(x)'],
  testEnvironment: 'node',
  // One worker per core: Jest's default keeps one core for itself, which on two cores leaves it idle
  // (unit tests 12.3 s with one worker, 9.9 s with two; build checks 7.9 s and 5.4 s).
  maxWorkers: '100%',
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
  // ES-module-only packages are compiled too: the Markdown tools (unified, remark, micromark and theirs).
  transformIgnorePatterns: [
    '/node_modules/(?!(github-slugger|unified|bail|ccount|devlop|fault|longest-streak|markdown-table|micromark|parse-entities|stringify-entities|trough|vfile|zwitch|escape-string-regexp|decode-named-character-reference|is-(alphabetical|alphanumerical|decimal|hexadecimal|plain-obj)|@mdx-js/[^/]+|(unist|mdast|micromark|character|remark|estree-util|vfile)-[^/]+)/)',
  ],
};
