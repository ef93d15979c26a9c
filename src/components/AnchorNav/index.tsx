import React, { useEffect, useRef, type ReactNode } from 'react';
import styles from './styles.module.css';

export interface AnchorNavProps {
  /** Accessible name of the list, e.g. "Routes on this page". */
  label?: string;
  /** Scroll animation length in ms (default: the scroller's, 1000). */
  duration?: number;
  /** Pixels to stop above the target (default 0). */
  offset?: number;
  children: ReactNode;
}

/** The smooth scroller, outside the first load of every docs page (few pages have an anchor list). */
const loadScroller = () => import('@site/src/lib/scroll');

/**
 * An in-page list of anchor links (written as a Markdown list inside the tag) whose links scroll
 * smoothly to their section and then update the URL hash.
 */
export default function AnchorNav({
  label = 'On this page',
  duration,
  offset = 0,
  children,
}: AnchorNavProps): ReactNode {
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    const nav = ref.current;
    if (!nav) return undefined;
    // One delegated listener for the Markdown links inside; Enter on a focused link fires `click` too.
    const onClick = (event: MouseEvent): void => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      ) {
        return;
      }
      const hash = (event.target as Element).closest('a')?.getAttribute('href');
      if (!hash || !hash.startsWith('#') || hash.length < 2) return;
      event.preventDefault();
      void loadScroller()
        .then(({ scrollToElement }) => scrollToElement(hash, { duration, offset }))
        .then(() => {
          // Keep react-router's entry in history.state so Back still works.
          window.history.pushState(window.history.state, '', hash);
        });
    };
    // The scroller loads when the reader points at or focuses the list, so it is there by the click.
    const preload = (): void => void loadScroller();
    nav.addEventListener('click', onClick);
    nav.addEventListener('pointerover', preload, { once: true });
    nav.addEventListener('focusin', preload, { once: true });
    return () => {
      nav.removeEventListener('click', onClick);
      nav.removeEventListener('pointerover', preload);
      nav.removeEventListener('focusin', preload);
    };
  }, [duration, offset]);

  return (
    <nav ref={ref} aria-label={label} className={styles.anchorNav}>
      {children}
    </nav>
  );
}
