import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HtmlValidate } from 'html-validate';

/**
 * The HTML of a sample of built pages (home, a doc page, a configuration page, the blog list, a
 * post, the 404 page) passes html-validate's recommended rules.
 */
const build = join(__dirname, '..', '..', 'build');
const samples = [
  'index.html',
  'docs/2.0/http/routing/index.html',
  'docs/2.0/configuration/auth/index.html',
  'blog/index.html',
  'blog/08-06-2025-larascript-framework-beta-2.0.6-release/index.html',
  '404.html',
];

const validator = new HtmlValidate({
  extends: ['html-validate:recommended'],
  rules: {
    // Style rules the minified output (Docusaurus Faster's HTML minifier) cannot follow: unquoted
    // attributes, <x/> void elements, omitted optional end tags, a lower-case doctype, raw `&&`.
    'attr-quotes': 'off',
    'void-style': 'off',
    'no-implicit-close': 'off',
    'doctype-style': 'off',
    'no-raw-characters': ['error', { relaxed: true }],
    // HTML5 allows any id without spaces; Docusaurus's root is `__docusaurus`.
    'valid-id': ['error', { relaxed: true }],
    // The Prism code theme is applied through inline styles (CSS variables).
    'no-inline-style': 'off',
    // Authoring preferences about Docusaurus's own markup (role="button" on sidebar category links,
    // role="presentation" on the navbar backdrop), not validity errors.
    'prefer-native-element': 'off',
    'presentation-role-style': 'off',
  },
});

describe('HTML validation', () => {
  it.each(samples)('%s', async (file) => {
    const html = readFileSync(join(build, file), 'utf8');
    const report = await validator.validateString(html, file);
    const messages = report.results.flatMap((r) => r.messages.map((m) => `${file}:${m.line}:${m.column} ${m.ruleId}: ${m.message}`));
    expect(messages).toEqual([]);
  });
});
