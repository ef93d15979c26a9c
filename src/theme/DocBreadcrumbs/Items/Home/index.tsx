// Swizzled (ejected, tiny) so the breadcrumb starts with "Docs" (Docs › Group › Page), linking to the
// first page of the docs version being read, instead of a home icon.
import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { useDocsSidebar } from '@docusaurus/plugin-content-docs/client';
import type { PropSidebarItem } from '@docusaurus/plugin-content-docs';

function firstDocHref(items: readonly PropSidebarItem[]): string | undefined {
  for (const item of items) {
    if (item.type === 'link' && item.docId) return item.href;
    if (item.type === 'category') {
      const href = firstDocHref(item.items);
      if (href) return href;
    }
  }
  return undefined;
}

export default function HomeBreadcrumbItem(): ReactNode {
  const sidebar = useDocsSidebar();
  const href = firstDocHref(sidebar?.items ?? []) ?? '/docs';
  return (
    <li className="breadcrumbs__item">
      <Link className="breadcrumbs__link" href={href}>
        Docs
      </Link>
    </li>
  );
}
