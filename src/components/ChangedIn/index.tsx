import React, { type ReactNode } from 'react';
import styles from './styles.module.css';

/**
 * A "Changed in 2.0.N: <entry>" note on a docs page. plugins/remark-upgrade-guide fills its text and
 * link from the Upgrade Guide entry that `<ChangedIn entry="…" />` names.
 */
export default function ChangedIn({ children }: { release?: string; children: ReactNode }): ReactNode {
  return (
    <div className={styles.note} role="note">
      {children}
    </div>
  );
}
