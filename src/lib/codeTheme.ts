import type { PrismTheme } from 'prism-react-renderer';

/**
 * Code themes whose every token color meets WCAG AA (4.5:1) on its background. Palettes after
 * GitHub's Primer light and dark themes; contrasts are checked in tests/unit/codeTheme.test.ts.
 */

interface Palette {
  background: string;
  plain: string;
  comment: string;
  keyword: string;
  string: string;
  number: string;
  function: string;
  className: string;
  tag: string;
  property: string;
  deleted: string;
  inserted: string;
}

function themeFrom(p: Palette): PrismTheme {
  return {
    plain: { color: p.plain, backgroundColor: p.background },
    styles: [
      { types: ['comment', 'prolog', 'doctype', 'cdata'], style: { color: p.comment, fontStyle: 'italic' } },
      { types: ['punctuation', 'operator'], style: { color: p.plain } },
      { types: ['keyword', 'atrule', 'important', 'selector', 'rule'], style: { color: p.keyword } },
      { types: ['string', 'char', 'template-string', 'regex', 'url', 'attr-value'], style: { color: p.string } },
      { types: ['number', 'boolean', 'constant', 'symbol', 'entity'], style: { color: p.number } },
      { types: ['function', 'method'], style: { color: p.function } },
      { types: ['class-name', 'builtin', 'namespace', 'maybe-class-name'], style: { color: p.className } },
      { types: ['tag'], style: { color: p.tag } },
      { types: ['property', 'attr-name', 'variable', 'parameter', 'property-access'], style: { color: p.property } },
      { types: ['deleted'], style: { color: p.deleted } },
      { types: ['inserted'], style: { color: p.inserted } },
      { types: ['bold'], style: { fontWeight: 'bold' } },
      { types: ['italic'], style: { fontStyle: 'italic' } },
    ],
  };
}

export const lightPalette: Palette = {
  background: '#f6f8fa',
  plain: '#1f2328',
  comment: '#57606a',
  keyword: '#cf222e',
  string: '#0a3069',
  number: '#0550ae',
  function: '#6639ba',
  className: '#953800',
  tag: '#116329',
  property: '#0550ae',
  deleted: '#82071e',
  inserted: '#116329',
};

export const darkPalette: Palette = {
  background: '#161b22',
  plain: '#e6edf3',
  comment: '#8b949e',
  keyword: '#ff7b72',
  string: '#a5d6ff',
  number: '#79c0ff',
  function: '#d2a8ff',
  className: '#ffa657',
  tag: '#7ee787',
  property: '#79c0ff',
  deleted: '#ffa198',
  inserted: '#7ee787',
};

export const codeThemeLight: PrismTheme = themeFrom(lightPalette);
export const codeThemeDark: PrismTheme = themeFrom(darkPalette);
