// A folder layout (plugins/remark-file-tree turns a `:::tree` list into this component, imported by
// the page itself): the list inside, marked up by the plugin, drawn by styles.module.css.
import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

export default function FileTree({ children }: { children?: ReactNode }): ReactNode {
  return <div className={clsx('file-tree', styles.tree)}>{children}</div>;
}
