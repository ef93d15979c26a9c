// Swizzled (ejected) so a page that crashes inside the layout shows "Unexpected Application Error!"
// with the error's status or message, the stack only in development, and a way back home.
import React, { type ReactNode } from 'react';
import type { Props } from '@theme/Error';
import ErrorScreen from '@site/src/components/ErrorScreen';
import { useSite } from '@site/src/hooks/useSite';

export default function ErrorPageContent({ error, tryAgain }: Props): ReactNode {
  const { isDevelopment, baseUrl } = useSite();
  return <ErrorScreen error={error} tryAgain={tryAgain} showStack={isDevelopment} homeHref={baseUrl} />;
}
