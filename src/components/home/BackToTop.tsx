import React, { useEffect, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import { useScrollPosition } from '@site/src/hooks/useScrollPosition';
import { scrollToElement } from '@site/src/lib/scroll';
import styles from './styles.module.css';

/**
 * A "Back to top" button that appears once the reader has scrolled past the section with id
 * `afterSectionId`, and scrolls smoothly to the very top (no padding) when pressed.
 */
export default function BackToTop({ afterSectionId }: { afterSectionId: string }): ReactNode {
  const scrollY = useScrollPosition();
  const [threshold, setThreshold] = useState(Number.POSITIVE_INFINITY);

  useEffect(() => {
    const measure = (): void => {
      const section = document.getElementById(afterSectionId);
      if (section) setThreshold(section.getBoundingClientRect().bottom + window.scrollY);
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [afterSectionId]);

  const visible = scrollY > threshold;
  return (
    <button
      type="button"
      className={clsx(styles.backToTop, visible && styles.backToTopVisible)}
      aria-label="Back to top"
      onClick={() => void scrollToElement(document.documentElement, { offset: 0 })}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          d="M12 19V5M5 12l7-7 7 7"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className={styles.backToTopLabel}>Top</span>
    </button>
  );
}
