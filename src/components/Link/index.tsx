// Stands in for @docusaurus/Link (aliased by plugins/link; core exports cannot be swizzled).
// It renders exactly what the core Link renders (React Router links for internal pages, plain
// anchors otherwise, base URL and trailing slash applied, links reported to the broken-link check),
// and differs only in when it fetches the linked page's code (src/lib/linkPrefetch.ts): the core
// Link creates one IntersectionObserver per link (again on every render) and prefetches every
// visible route at once after hydration, a few hundred observers and one of the longest tasks on a
// docs page; this one registers with a single shared observer that prefetches in idle time, preloads
// on hover, focus and touch, and fetches nothing ahead on a slow or save-data connection.
import React, {
  useCallback,
  useImperativeHandle,
  useRef,
  type FocusEvent,
  type MouseEvent,
  type ReactNode,
  type TouchEvent,
} from 'react';
import { NavLink, Link as RouterLink } from 'react-router-dom';
import { applyTrailingSlash } from '@docusaurus/utils-common';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import isInternalUrl from '@docusaurus/isInternalUrl';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import { useBaseUrlUtils } from '@docusaurus/useBaseUrl';
import type { Props } from '@docusaurus/Link';
import { prefetchWhenVisible, preloadRoute } from '@site/src/lib/linkPrefetch';

function Link(
  {
    isNavLink,
    to,
    href,
    activeClassName,
    isActive,
    'data-noBrokenLinkCheck': noBrokenLinkCheck,
    autoAddBaseUrl = true,
    ...props
  }: Props,
  forwardedRef: React.ForwardedRef<HTMLAnchorElement>,
): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const { trailingSlash, baseUrl } = siteConfig;
  const router = siteConfig.future.experimental_router;
  const { withBaseUrl } = useBaseUrlUtils();
  const brokenLinks = useBrokenLinks();
  const innerRef = useRef<HTMLAnchorElement | null>(null);
  useImperativeHandle(forwardedRef, () => innerRef.current!);

  // `to` and `href` mean the same; `pathname://` marks a same-site link that must load as a page.
  const targetLinkUnprefixed = to ?? href;
  const isInternal = isInternalUrl(targetLinkUnprefixed);
  const withoutPathnameProtocol = targetLinkUnprefixed?.replace('pathname://', '');
  let targetLink =
    withoutPathnameProtocol !== undefined && autoAddBaseUrl && withoutPathnameProtocol.startsWith('/')
      ? withBaseUrl(withoutPathnameProtocol)
      : withoutPathnameProtocol;
  if (router === 'hash' && targetLink?.startsWith('./')) targetLink = targetLink.slice(1);
  if (targetLink && isInternal) targetLink = applyTrailingSlash(targetLink, { trailingSlash, baseUrl });

  const isAnchorLink = targetLink?.startsWith('#') ?? false;
  const hasInternalTarget = !props.target || props.target === '_self';
  const isRegularHtmlLink = !targetLink || !isInternal || !hasInternalTarget || (isAnchorLink && router !== 'hash');

  if (!noBrokenLinkCheck && (isAnchorLink || !isRegularHtmlLink)) brokenLinks.collectLink(targetLink);
  if (props.id) brokenLinks.collectAnchor(props.id);

  // Stable per target, so a re-render does not observe the element again; React 19 calls the
  // returned clean-up when the element goes away.
  const observeRef = useCallback(
    (element: HTMLAnchorElement | null) => {
      innerRef.current = element;
      if (!element || !targetLink) return undefined;
      const stop = prefetchWhenVisible(element, targetLink);
      return () => {
        stop();
        innerRef.current = null;
      };
    },
    [targetLink],
  );

  if (isRegularHtmlLink) {
    return (
      // eslint-disable-next-line jsx-a11y/anchor-has-content -- the content comes in through props
      <a
        ref={innerRef}
        href={targetLink}
        {...(targetLinkUnprefixed && !isInternal && { target: '_blank', rel: 'noopener noreferrer' })}
        {...props}
      />
    );
  }

  const { onMouseEnter, onTouchStart, onFocus } = props;
  const preload = () => preloadRoute(targetLink!);
  const LinkComponent = isNavLink ? NavLink : RouterLink;
  return (
    <LinkComponent
      {...props}
      onMouseEnter={(event: MouseEvent<HTMLAnchorElement>) => {
        preload();
        onMouseEnter?.(event);
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        preload();
        onTouchStart?.(event);
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        preload();
        onFocus?.(event);
      }}
      innerRef={observeRef}
      to={targetLink!}
      {...(isNavLink && { isActive, activeClassName })}
    />
  );
}

export default React.forwardRef(Link);
