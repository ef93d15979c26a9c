import React, { type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

export interface SocialCardProps {
  /** The card's path, base path included (src/lib/socialCards.ts). */
  path: string;
  /** What the card shows, for readers who cannot see it. */
  alt: string;
}

/**
 * A page's own social card (plugins/social-cards renders it): `og:image` and its text, and the image
 * for X/Twitter. Set by a page nested inside the theme's site-wide tags, so these win; the size and
 * `twitter:card`, the same on every page, are site-wide (themeConfig.metadata).
 */
export default function SocialCard({ path, alt }: SocialCardProps): ReactNode {
  const url = useDocusaurusContext().siteConfig.url + path;
  return (
    <Head>
      <meta property="og:image" content={url} />
      <meta property="og:image:alt" content={alt} />
      <meta name="twitter:image" content={url} />
    </Head>
  );
}
