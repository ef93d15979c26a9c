// Swizzled (replaces core's fallback) for crashes outside the page layout: the same error screen,
// rendered without the layout because the layout itself may be what crashed.
import React, { type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import type { Props } from '@theme/Error';
import ErrorScreen from '@site/src/components/ErrorScreen';
import { useSite } from '@site/src/hooks/useSite';
import { ERROR_SCREEN_TITLE } from '@site/src/lib/errors';

export default function Error({ error, tryAgain }: Props): ReactNode {
  const { isDevelopment, siteName, baseUrl } = useSite();
  return (
    <>
      <Head>
        <title>{`${ERROR_SCREEN_TITLE} | ${siteName}`}</title>
      </Head>
      <ErrorScreen error={error} tryAgain={tryAgain} showStack={isDevelopment} homeHref={baseUrl} />
    </>
  );
}
