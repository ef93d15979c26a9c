import { codeThemeDark, codeThemeLight } from '../../src/lib/codeTheme';

/** WCAG relative luminance and contrast ratio of two #rrggbb colors. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string): number => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

describe.each([
  ['light', codeThemeLight],
  ['dark', codeThemeDark],
])('%s code theme', (_name, theme) => {
  it('every token color has at least 4.5:1 contrast on the code background', () => {
    const background = theme.plain.backgroundColor!;
    const colors = [
      theme.plain.color!,
      ...theme.styles.map((s) => s.style.color).filter((c): c is string => Boolean(c)),
    ];
    const weak = colors
      .filter((c) => contrast(c, background) < 4.5)
      .map((c) => `${c}: ${contrast(c, background).toFixed(2)}`);
    expect(weak).toEqual([]);
  });
});
