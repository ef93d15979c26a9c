/**
 * The code block's word-wrap state, for the theme's word-wrap button.
 *
 * Same contract as Docusaurus's `useCodeWordWrap` (the button shows when the code is wider than its
 * block, or while wrapping is on), measured differently: Docusaurus gives every block a resize
 * listener, a MutationObserver for hidden tab panels and a layout read in an effect, so the first
 * effects after hydration force a layout and run one listener set-up per block. Here all blocks
 * share one ResizeObserver, which reports each block once it is laid out (also when a hidden tab
 * panel is shown or the window is resized) without forcing a layout of its own, and a block off
 * screen is measured when it is first rendered.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { useCodeWordWrap as useThemeCodeWordWrap } from '@docusaurus/theme-common/internal';
import { contentSkipped } from './useRenderedContent';

type WordWrap = ReturnType<typeof useThemeCodeWordWrap>;

let observer: ResizeObserver | null = null;
const onResize = new WeakMap<Element, () => void>();

function observeSize(element: Element, callback: () => void): () => void {
  observer ??= new ResizeObserver((entries) => entries.forEach((entry) => onResize.get(entry.target)?.()));
  onResize.set(element, callback);
  observer.observe(element);
  return () => {
    observer?.unobserve(element);
    onResize.delete(element);
  };
}

export function useCodeWordWrap(): WordWrap {
  const codeBlockRef = useRef<HTMLPreElement | null>(null);
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);

  useEffect(() => {
    const block = codeBlockRef.current;
    if (!block || typeof ResizeObserver === 'undefined') return undefined;
    // Off screen, a block's lines are not laid out (content-visibility: auto, see CodeBlock/Content):
    // measuring them then would force the layout the browser skipped, so the block is measured when
    // it is rendered. Browsers without the event measure at once, as before.
    const measure = () => {
      if (contentSkipped(block)) return;
      setIsCodeScrollable(block.scrollWidth > block.clientWidth);
    };
    const onRendered = (event: Event) => {
      if (!(event as Event & { skipped: boolean }).skipped) measure();
    };
    block.addEventListener('contentvisibilityautostatechange', onRendered);
    const unobserve = observeSize(block, measure);
    return () => {
      unobserve();
      block.removeEventListener('contentvisibilityautostatechange', onRendered);
    };
  }, []);

  const toggle = useCallback(() => setIsEnabled((enabled) => !enabled), []);
  return { codeBlockRef, isEnabled, isCodeScrollable, toggle };
}
