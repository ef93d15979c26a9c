import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import type { Impact } from '@site/src/lib/upgradeGuide';
import styles from './styles.module.css';

/** An Upgrade Guide entry's impact as a labelled badge: the word carries the meaning, the color repeats it. */
export default function UpgradeImpact({ level }: { level: Impact }): ReactNode {
  return <span className={clsx(styles.badge, styles[level])}>Impact: {level}</span>;
}
