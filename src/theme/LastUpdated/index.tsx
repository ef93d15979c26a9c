// Swizzled (ejected, small) to show the date in the site's own format, as on the blog: "Last
// updated on November 23rd, 2026". Dates come from git (showLastUpdateTime in docusaurus.config.ts).
import React, { type ReactNode } from 'react';
import { ThemeClassNames } from '@docusaurus/theme-common';
import type { Props } from '@theme/LastUpdated';
import { formatOrdinalDate, isoDate } from '@site/src/lib/dates';

export default function LastUpdated({ lastUpdatedAt, lastUpdatedBy }: Props): ReactNode {
  if (!lastUpdatedAt && !lastUpdatedBy) return null;
  return (
    <span className={ThemeClassNames.common.lastUpdated}>
      Last updated
      {lastUpdatedAt && (
        <>
          {' on '}
          <b>
            <time dateTime={isoDate(lastUpdatedAt)} itemProp="dateModified">
              {formatOrdinalDate(lastUpdatedAt)}
            </time>
          </b>
        </>
      )}
      {lastUpdatedBy && (
        <>
          {' by '}
          <b>{lastUpdatedBy}</b>
        </>
      )}
    </span>
  );
}
