// Renders social cards (1200×630 PNG) with satori (layout to SVG) and resvg (SVG to PNG), in the
// fonts committed beside this file (Inter, SIL Open Font License: fonts/LICENSE). Plain ES module:
// the plugin's child process loads it without Docusaurus's TypeScript loader.
//
// resvg is its native build (@resvg/resvg-js, a prebuilt binary per platform from the registry):
// the same PNG bytes as its WebAssembly build, drawn in 18 ms a card against 30 (146 cards, 2 cores).
// Its images (3 MB of pixels each) are freed by finalizers, which run only after V8 collects the
// image's handle and the event loop turns: V8 does not see that native memory, so it collects when
// the JavaScript heap asks for it. The loop therefore yields after each card and, when the process
// allows it (`--expose-gc`, as the plugin's child process runs), collects every 8 cards: 146 cards
// took the process to 624 MB without either, 217 MB with the yield alone, 150 MB with both, and
// no longer (18.8 ms a card against 18.5).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
export const WIDTH = 1200;
export const HEIGHT = 630;
/** Raised whenever the layout below changes, so that cached cards are drawn again. */
const TEMPLATE = 3;

const FONTS = [
  { name: 'Inter', weight: 400, file: 'inter-latin-400-normal.woff' },
  { name: 'Inter', weight: 700, file: 'inter-latin-700-normal.woff' },
];

/** The characters the committed fonts draw (their "latin" subset, as @fontsource/inter 5.3.0 lists it). */
const RANGES = [
  [0x20, 0xff],
  [0x131, 0x131],
  [0x152, 0x153],
  [0x2bb, 0x2bc],
  [0x2c6, 0x2c6],
  [0x2da, 0x2da],
  [0x2dc, 0x2dc],
  [0x304, 0x304],
  [0x308, 0x308],
  [0x329, 0x329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
];
export const drawable = (char) => {
  const code = char.codePointAt(0);
  return RANGES.some(([from, to]) => code >= from && code <= to);
};

// Title sizes, largest first, with the lines each may take. A line holds about TEXT_WIDTH / (0.6 ×
// size) characters of Inter Bold; the estimate is kept on the safe side of the real width.
const TEXT_WIDTH = 1056;
const SIZES = [
  { size: 76, lines: 2 },
  { size: 64, lines: 3 },
  { size: 54, lines: 3 },
];
const perLine = (size) => Math.floor(TEXT_WIDTH / (0.6 * size));

/** Greedy word wrap: the lines `words` take at `width` characters, or Infinity when a word is wider. */
function linesNeeded(words, width) {
  let lines = 1;
  let used = 0;
  for (const word of words) {
    if (word.length > width) return Infinity;
    if (used === 0) used = word.length;
    else if (used + 1 + word.length <= width) used += 1 + word.length;
    else {
      lines += 1;
      used = word.length;
    }
  }
  return lines;
}

/**
 * The title as the card shows it, and its size. A title with a character the fonts do not draw is
 * cut before the word holding it; one too long for three lines at the smallest size is cut at a
 * word. Either way it ends in "…" and `problem` says why, for the build's warning.
 */
export function fitTitle(title) {
  let words = title.trim().split(/\s+/);
  let problem = null;
  const missing = words.findIndex((word) => [...word].some((char) => !drawable(char)));
  if (missing !== -1) {
    const chars = [...new Set([...words[missing]].filter((char) => !drawable(char)))];
    problem = `the card's font has no glyph for ${chars.map((c) => `"${c}" (U+${c.codePointAt(0).toString(16).toUpperCase().padStart(4, '0')})`).join(', ')}: the title is cut before it`;
    words = words.slice(0, missing);
  }
  for (const { size, lines } of SIZES)
    if (!problem && linesNeeded(words, perLine(size)) <= lines) return { text: words.join(' '), size, problem };
  const { size, lines } = SIZES.at(-1);
  const width = perLine(size);
  // Cut at a word, leaving room for the ellipsis.
  while (words.length > 1 && linesNeeded([...words.slice(0, -1), `${words.at(-1)}…`], width) > lines) words.pop();
  if (!problem) problem = `the title is too long for the card (${title.length} characters): it is cut at a word`;
  const text = words.length ? `${words.join(' ')}…` : '…';
  return { text: text.length > width * lines ? `${text.slice(0, width * lines - 1)}…` : text, size, problem };
}

const el = (type, style, children) => ({ type, props: { style, children } });

const LOGO = `data:image/svg+xml;base64,${readFileSync(join(here, '..', '..', 'static', 'img', 'logo.svg')).toString('base64')}`;

/** The card's layout for satori: the mark and name, the context line, the title, the version and the domain. */
function layout(card, title) {
  return el(
    'div',
    {
      width: '100%',
      height: '100%',
      boxSizing: 'border-box',
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: '64px 72px',
      backgroundColor: '#1e1b4b',
      color: '#ffffff',
      fontFamily: 'Inter',
    },
    [
      el('div', { display: 'flex', alignItems: 'center', justifyContent: 'space-between' }, [
        el('div', { display: 'flex', alignItems: 'center' }, [
          { type: 'img', props: { src: LOGO, width: 72, height: 72, style: { marginRight: 24 } } },
          el('div', { fontSize: 40, fontWeight: 700 }, 'Larascript'),
        ]),
        ...(card.badge
          ? [
              el(
                'div',
                {
                  display: 'flex',
                  fontSize: 28,
                  fontWeight: 700,
                  color: '#1e1b4b',
                  backgroundColor: '#a5b4fc',
                  borderRadius: 999,
                  padding: '8px 24px',
                },
                card.badge,
              ),
            ]
          : []),
      ]),
      el('div', { display: 'flex', flexDirection: 'column' }, [
        ...(card.context
          ? [el('div', { fontSize: 32, color: '#c7d2fe', marginBottom: 20, display: 'flex' }, card.context)]
          : []),
        el(
          'div',
          { fontSize: title.size, fontWeight: 700, lineHeight: 1.12, display: 'flex', letterSpacing: '-0.01em' },
          title.text,
        ),
      ]),
      el('div', { display: 'flex', alignItems: 'center', justifyContent: 'space-between', fontSize: 28 }, [
        el('div', { display: 'flex', color: '#c7d2fe' }, card.domain),
        el('div', { display: 'flex', width: 160, height: 10, borderRadius: 5, backgroundColor: '#4338ca' }, []),
      ]),
    ],
  );
}

let fonts;
const fontData = () =>
  (fonts ??= FONTS.map((f) => ({
    name: f.name,
    weight: f.weight,
    style: 'normal',
    data: readFileSync(join(here, 'fonts', f.file)),
  })));

/** The cache key of a card: what it shows, the layout's version and the fonts. */
export function cardKey(card) {
  const hash = createHash('sha256');
  hash.update(JSON.stringify([TEMPLATE, card.title, card.context ?? '', card.badge ?? '', card.domain]));
  for (const f of FONTS) hash.update(f.file);
  return hash.digest('hex').slice(0, 20);
}

/**
 * Renders the cards not in `cacheDir` yet (by cardKey) and returns, for each card, its cached file,
 * whether it was drawn now, and the title's problem, if any.
 */
export async function renderCards(cards, cacheDir) {
  // Loaded only when a card has to be drawn: a warm build only looks in the cache.
  let satori;
  let Resvg;
  mkdirSync(cacheDir, { recursive: true });
  const results = [];
  let drawnNow = 0;
  for (const card of cards) {
    const title = fitTitle(card.title);
    const file = join(cacheDir, `${cardKey(card)}.png`);
    let drawn = false;
    if (!existsSync(file)) {
      satori ??= (await import('satori')).default;
      Resvg ??= (await import('@resvg/resvg-js')).Resvg;
      const svg = await satori(layout(card, title), { width: WIDTH, height: HEIGHT, fonts: fontData() });
      const resvg = new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } });
      const image = resvg.render();
      writeFileSync(file, image.asPng());
      drawn = true;
      // Frees the native images drawn so far (see the top of this file).
      if (++drawnNow % 8 === 0) globalThis.gc?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
    results.push({ file, drawn, problem: title.problem });
  }
  return results;
}
