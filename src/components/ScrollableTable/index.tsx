import React, { useEffect, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import styles from './styles.module.css';

/**
 * A Markdown table in a horizontally scrolling box. When the table is wider than the box, the box
 * becomes focusable so keyboard users can scroll it too (WCAG: scrollable regions need keyboard access).
 */
export default function ScrollableTable(props: ComponentProps<'table'>): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  const [scrollable, setScrollable] = useState(false);

  useEffect(() => {
    const box = ref.current;
    if (!box) return undefined;
    const measure = (): void => setScrollable(box.scrollWidth > box.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- focusable only while it scrolls, so keyboards can scroll it
    <div ref={ref} className={styles.box} tabIndex={scrollable ? 0 : undefined}>
      <table {...props} />
    </div>
  );
}
