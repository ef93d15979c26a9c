/**
 * Where the reader is on a page, for "Was this page helpful?": in the first load (./index.tsx keeps it
 * up to date while the reader scrolls), read by the control when an answer is used (./View.tsx).
 */
import { MAX_FEEDBACK_URL } from '@site/src/lib/feedback';

/**
 * The section the reader is in, as `Text (#anchor)`: the last h2 or h3 of `root` whose top is above
 * 40% of the viewport's height (the part of the screen a reader reads), or null above the first one.
 */
export function currentHeading(root: ParentNode, viewportHeight: number): string | null {
  let found: string | null = null;
  for (const heading of root.querySelectorAll<HTMLElement>('h2[id], h3[id]')) {
    if (heading.getBoundingClientRect().top > viewportHeight * 0.4) break;
    // The anchor link after the text holds only a zero-width space.
    found = `${heading.textContent!.replace(/\u200b/g, '').trim()} (#${heading.id})`;
  }
  return found;
}

/** The section the reader was in while the question was still out of sight, or null. */
export const reading: { heading: string | null } = { heading: null };

/**
 * Puts the section the reader was in into an answer's link (as its `heading` field), unless that
 * would make the link longer than GitHub accepts (MAX_FEEDBACK_URL).
 */
export function linkWithSection(link: HTMLAnchorElement): void {
  const heading = reading.heading ?? currentHeading(link.closest('article') ?? document, innerHeight);
  const url = new URL(link.href);
  url.searchParams.set('heading', heading ?? '');
  if (url.href.length <= MAX_FEEDBACK_URL) link.href = url.href;
}
