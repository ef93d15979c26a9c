// Swizzled (ejected, small) to draw the navbar's logo inline instead of as two <img> elements (one per
// color mode) of static/img/logo.svg. An SVG in an <img> is a document of its own: the browser parses
// and lays it out on the main thread as soon as the file arrives, which on every page was before the
// page's own first layout (React also preloads the image from the <head>). Inline, it is laid out
// with the page and costs no request. The mark is the same in both color modes; `navbar.logo` in
// docusaurus.config.ts still gives its alt text, size and link. The drawing is static/img/logo.svg's,
// written out as JSX (a build check, tests/build/output.test.ts, keeps the two the same): imported
// through SVGR it cost the first load of every page 0.4 KB more.
import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useThemeConfig } from '@docusaurus/theme-common';
import type { Props } from '@theme/Logo';

export default function Logo({ imageClassName, titleClassName, ...linkProps }: Props): ReactNode {
  const {
    siteConfig: { title },
  } = useDocusaurusContext();
  const {
    navbar: { title: navbarTitle, logo },
  } = useThemeConfig();
  const logoLink = useBaseUrl(logo?.href || '/');
  // With a visible title beside it the mark is decorative unless the config names it (as Docusaurus does).
  const alt = logo?.alt ?? (navbarTitle ? '' : title);
  const mark = logo && (
    <svg
      viewBox="0 0 64 64"
      className={logo.className}
      width={logo.width}
      height={logo.height}
      style={logo.style}
      {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}>
      <rect width="64" height="64" rx="14" fill="#4338ca" />
      <path d="M20 14h8v28h16v8H20z" fill="#fff" />
      <path d="M36 14h10l-6 10h-8z" fill="#a5b4fc" />
    </svg>
  );
  return (
    <Link to={logoLink} {...linkProps} {...(logo?.target && { target: logo.target })}>
      {mark && (imageClassName ? <div className={imageClassName}>{mark}</div> : mark)}
      {navbarTitle != null && <b className={titleClassName}>{navbarTitle}</b>}
    </Link>
  );
}
