/**
 * On the page a search result opens: the words the reader searched for are highlighted in the
 * article (the link carries them as `?highlight=`), and the page eases to the result's heading.
 * Highlighting uses the CSS Custom Highlight API: ranges over the existing text, styled by
 * `::highlight(search-match)` in src/css/custom.css, so the DOM React owns is never rewritten.
 * Browsers without the API still get the scroll.
 */
import { scrollToElement } from '../scroll';
import { highlightTerms } from './query';

export const HIGHLIGHT_NAME = 'search-match';
/** Documentation anchors: 500 ms, 100 px below the top (the spec's figures). */
const SCROLL = { duration: 500, offset: 100 };

type HighlightRegistry = { set(name: string, highlight: unknown): void; delete(name: string): void };
type HighlightConstructor = new (...ranges: Range[]) => unknown;

const registry = (): HighlightRegistry | undefined =>
  (globalThis as { CSS?: { highlights?: HighlightRegistry } }).CSS?.highlights;

/** Character ranges of `terms` in `text`, case-insensitive, longest term first, not overlapping. */
export function matchRanges(text: string, terms: readonly string[]): [number, number][] {
  const lower = text.toLowerCase();
  const ranges: [number, number][] = [];
  for (const term of terms.map((t) => t.toLowerCase()).filter(Boolean)) {
    for (let at = lower.indexOf(term); at >= 0; at = lower.indexOf(term, at + term.length)) {
      const end = at + term.length;
      if (!ranges.some(([s, e]) => at < e && end > s)) ranges.push([at, end]);
    }
  }
  return ranges.sort((a, b) => a[0] - b[0]);
}

export function clearHighlight(): void {
  registry()?.delete(HIGHLIGHT_NAME);
}

export function highlightOnPage(query: string, hash: string): void {
  const root = document.querySelector('[data-pagefind-body]') ?? document.querySelector('main');
  const terms = highlightTerms(query);
  const ranges: Range[] = [];
  if (root && terms.length) {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const [start, end] of matchRanges(node.nodeValue ?? '', terms)) {
        const range = document.createRange();
        range.setStart(node, start);
        range.setEnd(node, end);
        ranges.push(range);
      }
    }
  }
  const Highlight = (globalThis as { Highlight?: HighlightConstructor }).Highlight;
  if (ranges.length && Highlight) registry()?.set(HIGHLIGHT_NAME, new Highlight(...ranges));
  const target = hash
    ? document.getElementById(decodeURIComponent(hash.slice(1)))
    : ranges[0]?.startContainer.parentElement;
  if (target) void scrollToElement(target, SCROLL);
}
