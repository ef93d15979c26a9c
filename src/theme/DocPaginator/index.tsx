// Swizzled (ejected, small) to apply the parent rule to the labels: "{Group} › {Page}" across groups.
import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import { useLocation } from '@docusaurus/router';
import { useDocsSidebar } from '@docusaurus/plugin-content-docs/client';
import PaginatorNavLink from '@theme/PaginatorNavLink';
import type { Props } from '@theme/DocPaginator';
import { paginatorLinks, type SidebarNode } from '@site/src/lib/paginator';
import styles from './styles.module.css';

export default function DocPaginator({ className, previous, next }: Props): ReactNode {
  const sidebar = useDocsSidebar();
  const { pathname } = useLocation();
  const links = paginatorLinks((sidebar?.items ?? []) as readonly SidebarNode[], pathname, { previous, next });
  const compact = className?.includes('doc-paginator--top');
  return (
    <nav
      // The top copy sits inside the article the search index reads (src/theme/DocItem/Content).
      data-pagefind-ignore={compact ? 'all' : undefined}
      className={clsx(className, 'pagination-nav', compact && styles.compact)}
      aria-label={compact ? 'Docs pages (top)' : 'Docs pages'}>
      {links.previous && <PaginatorNavLink {...links.previous} subLabel="Previous" />}
      {links.next && <PaginatorNavLink {...links.next} subLabel="Next" isNext />}
    </nav>
  );
}
