import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { codeTheme } from '../../src/lib/codeTheme';

const css = readFileSync(join(__dirname, '../../src/css/code-theme.css'), 'utf8');

/** The `--code-*` custom properties declared in the block that starts with `selector {`. */
function palette(selector: string): Map<string, string> {
  const start = css.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`code-theme.css has no "${selector} {" block`);
  const block = css.slice(start, css.indexOf('}', start));
  return new Map([...block.matchAll(/--code-([\w-]+):\s*(#[0-9a-f]{6});/gi)].map((m) => [m[1]!, m[2]!]));
}

/** WCAG relative luminance and contrast ratio of two #rrggbb colors. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
const contrast = (a: string, b: string): number => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

const light = palette(':root');
const dark = palette("[data-theme='dark']");

describe.each([
  ['light', light],
  ['dark', dark],
])('%s code palette', (_name, colors) => {
  it('declares the three backgrounds and the eleven token colors', () => {
    expect([...colors.keys()].sort()).toEqual(
      [
        'background',
        'plain',
        'comment',
        'keyword',
        'string',
        'number',
        'function',
        'class-name',
        'tag',
        'property',
        'deleted',
        'inserted',
        'added-background',
        'removed-background',
      ].sort(),
    );
  });

  it.each(['background', 'added-background', 'removed-background'])(
    'every token color has at least 4.5:1 contrast on the code %s (lines marked added and removed have their own)',
    (backgroundName) => {
      const background = colors.get(backgroundName)!;
      const weak = [...colors]
        .filter(([name]) => !name.endsWith('background'))
        .filter(([, color]) => contrast(color, background) < 4.5)
        .map(([name, color]) => `${name} ${color}: ${contrast(color, background).toFixed(2)}`);
      expect(weak).toEqual([]);
    },
  );
});

describe('code theme', () => {
  it('uses every color it declares', () => {
    const unused = [...light.keys()].filter((name) => !css.includes(`var(--code-${name})`));
    expect(unused).toEqual([]);
  });

  // The code line (src/theme/CodeBlock/Line) builds each token's props without the theme's styles.
  it('puts no inline color on code, so server HTML is right in both color modes', () => {
    expect(codeTheme.plain).toEqual({});
    expect(codeTheme.styles).toEqual([]);
  });
});
