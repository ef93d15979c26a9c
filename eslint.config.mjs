// ESLint: TypeScript rules, React hooks and accessibility (jsx-a11y) for the site's own code.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['build/', 'build-analysis/', '.docusaurus/', 'node_modules/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}', 'plugins/**/*.ts'],
    plugins: { 'jsx-a11y': jsxA11y, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...jsxA11y.flatConfigs.strict.rules,
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    files: ['scripts/**/*.mjs', 'plugins/**/*.{cjs,mjs}', 'src/lib/**/*.cjs', 'tests/**/*.ts', '*.config.{ts,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
);
