// Swizzled (ejected, tiny): the stock icon names itself with aria-label on the <svg>; a hidden text
// label is announced the same way and keeps the SVG decorative.
import React, { type ReactNode } from 'react';
import type { Props } from '@theme/Icon/ExternalLink';
import styles from './styles.module.css';

export default function IconExternalLink({ width = 13.5, height = 13.5 }: Props): ReactNode {
  return (
    <>
      <svg width={width} height={height} aria-hidden="true" focusable="false" className={styles.icon}>
        <use href="#theme-svg-external-link" />
      </svg>
      <span className="sr-only"> (opens in new tab)</span>
    </>
  );
}
