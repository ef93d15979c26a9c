import React, { type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { CARD_HEIGHT, CARD_WIDTH } from '@site/src/lib/socialCards';

export interface SocialCardProps {
  /** The card's path, base path included (src/lib/socialCards.ts). */
  path: string;
  /** What the card shows, for readers who cannot see it. */
  alt: string;
}

/**
 * A page's own social card (plugins/social-cards renders it): `og:image` with its size and text,
 * and the same for X/Twitter. Set by a page nested inside the theme's site-wide tags, so these win.
 */
export default function SocialCard({ path, alt }: SocialCardProps): ReactNode {
  const url = new URL(path, useDocusaurusContext().siteConfig.url).href;
  return (
    <Head>
      <meta property="og:image" content={url} />
      <meta property="og:image:width" content={String(CARD_WIDTH)} />
      <meta property="og:image:height" content={String(CARD_HEIGHT)} />
      <meta property="og:image:alt" content={alt} />
      <meta name="twitter:image" content={url} />
      <meta name="twitter:image:alt" content={alt} />
      <meta name="twitter:card" content="summary_large_image" />
    </Head>
  );
}
