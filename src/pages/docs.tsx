import React, { useEffect, type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import { useHistory } from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import { useDocsEntryPath } from '@site/src/hooks/useSite';

/**
 * `/docs` sends readers to the latest version's introduction: a meta refresh in the static HTML
 * (works without JavaScript) and a client-side replace for in-app navigation.
 */
export default function DocsIndex(): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const target = useDocsEntryPath();
  // The meta refresh and the canonical link are plain URLs: they need the base URL themselves.
  const targetUrl = useBaseUrl(target);
  const history = useHistory();

  useEffect(() => {
    history.replace(target);
  }, [history, target]);

  return (
    <Layout title="Documentation" description={`The ${siteConfig.title} documentation.`}>
      <Head>
        <meta httpEquiv="refresh" content={`0; url=${targetUrl}`} />
        <meta name="robots" content="noindex" />
        <link rel="canonical" href={`${siteConfig.url}${targetUrl}`} />
      </Head>
      <main className="container margin-vert--xl">
        <Heading as="h1">Documentation</Heading>
        <p>
          Taking you to the <Link to={target}>introduction of the latest documentation</Link>.
        </p>
      </main>
    </Layout>
  );
}
