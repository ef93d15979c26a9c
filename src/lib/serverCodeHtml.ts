/**
 * Reuse of server-rendered code while the page hydrates.
 *
 * Every code block in the static HTML is already highlighted. Highlighting it again in the browser
 * during hydration (Prism splitting the code into tokens, then one element per token compared with the DOM) is most of
 * the hydration work of a docs page. Until the page has hydrated, `take` hands each code block
 * the inner HTML of the server-rendered `<code>` element that holds the same code, so the block
 * hydrates as one element and keeps its markup. That covers the blocks Docusaurus mounts a second
 * time right after hydration too (Tabs re-mount their panels to show the reader's saved choice).
 * Once the page has hydrated (`data-has-hydrated="true"`), blocks highlight as usual.
 */

export interface ServerCodeHtml {
  /** The server HTML of a `<code>` element holding `code`, or null to highlight as usual. */
  take(code: string): string | null;
}

/** The text a highlighted `<code>` element holds: each line's tokens, lines separated by `<br>`. */
export const renderedText = (code: string): string => code.replace(/\r?\n/g, '');

/**
 * Matches code to the server's `<code>` elements under `root`. Each request takes the element that
 * holds the same text and has been handed out the fewest times, the earliest in document order
 * among those: blocks hydrating in document order get one element each, and a block mounted again
 * gets its element again.
 */
export function createServerCodeHtml(root: ParentNode, selector = 'pre.prism-code > code'): ServerCodeHtml {
  let blocks: { element: Element; text: string; taken: number }[] | null = null;
  return {
    take(code) {
      blocks ??= Array.from(root.querySelectorAll(selector), (element) => ({
        element,
        text: element.textContent ?? '',
        taken: 0,
      }));
      const text = renderedText(code);
      let best: (typeof blocks)[number] | undefined;
      for (const block of blocks) {
        if (block.text === text && (!best || block.taken < best.taken)) best = block;
      }
      if (!best) return null;
      best.taken += 1;
      return best.element.innerHTML;
    },
  };
}

let page: ServerCodeHtml | null = null;

/** The server HTML for a code block mounting now, while the page has not finished hydrating. */
export function takeServerCodeHtml(code: string): string | null {
  if (typeof document === 'undefined') return null;
  // The static HTML says data-has-hydrated="false"; Docusaurus sets "true" once the page hydrated.
  if (document.documentElement.dataset.hasHydrated === 'true') {
    page = null;
    return null;
  }
  page ??= createServerCodeHtml(document);
  return page.take(code);
}
