/**
 * Whether an element's content has been rendered at least once. An element with
 * `content-visibility: auto` (code blocks, see CodeBlock/Content) is not rendered while it is off
 * screen; parts that only matter once the reader is at the element can wait until then. Browsers that
 * do not report rendering (no `contentvisibilityautostatechange` event) count it as rendered at once.
 */
import { startTransition, useEffect, useState, type RefObject } from 'react';

/**
 * Whether the browser is skipping the element's content (off screen under `content-visibility:
 * auto`). Browsers that do not report rendering never count as skipping.
 */
export function contentSkipped(element: Element): boolean {
  return (
    'oncontentvisibilityautostatechange' in element &&
    !element.firstElementChild?.checkVisibility({ contentVisibilityAuto: true })
  );
}

export function useRenderedContent(ref: RefObject<HTMLElement | null>): boolean {
  const [rendered, setRendered] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || rendered) return undefined;
    // Not urgent: in a transition, so mounting what waited never blocks input.
    const markRendered = () => startTransition(() => setRendered(true));
    if (!contentSkipped(element)) {
      markRendered();
      return undefined;
    }
    const onChange = (event: Event) => {
      if (!(event as Event & { skipped: boolean }).skipped) markRendered();
    };
    element.addEventListener('contentvisibilityautostatechange', onChange);
    return () => element.removeEventListener('contentvisibilityautostatechange', onChange);
  }, [ref, rendered]);
  return rendered;
}
