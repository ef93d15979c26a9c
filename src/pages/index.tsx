import React, { type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import FeatureGrid from '@site/src/components/home/FeatureGrid';
import FeatureSections from '@site/src/components/home/FeatureSections';
import BuiltWith from '@site/src/components/home/BuiltWith';
import BackToTop from '@site/src/components/home/BackToTop';
import { builtWith, features, sections } from '@site/src/data/home';
import { useSite, useDocsEntryPath } from '@site/src/hooks/useSite';
import SocialCard from '@site/src/components/SocialCard';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { cardAlt, cardPath } from '@site/src/lib/socialCards';
import styles from '@site/src/components/home/styles.module.css';

export default function Home(): ReactNode {
  const site = useSite();
  const docsEntry = useDocsEntryPath();
  const docsBase = docsEntry.replace(/\/getting-started\/introduction$/, '');
  const baseUrl = useBaseUrl('/');
  return (
    <Layout description={site.meta.description}>
      <Head>
        <title>{site.meta.title}</title>
        <meta property="og:title" content={site.meta.title} />
      </Head>
      <SocialCard path={cardPath(baseUrl, baseUrl)} alt={cardAlt(site.siteName, site.siteDescription)} />
      <main>
        <div className={styles.hero}>
          <div className="container">
            <Heading as="h1" className={styles.heroTitle}>
              {site.siteName}
            </Heading>
            <p className={styles.heroLead}>
              {site.siteDescription} Routing, controllers, models on PostgreSQL or MongoDB, JWT authentication,
              validation and a command line, in one TypeScript project you own.
            </p>
            <div className={styles.heroActions}>
              <Link className="button button--primary button--lg" to={docsEntry}>
                Get started
              </Link>
              <Link className="button button--secondary button--lg" to="/blog">
                Blog
              </Link>
              <Link className="button button--secondary button--lg" href={site.githubRepository}>
                GitHub
              </Link>
            </div>
            <p className={styles.secondPath}>
              New to Larascript? <Link to={`${docsBase}/tutorial/new-project`}>Follow the tutorial</Link> and build a
              blog API with posts, validation, login and tests in seven steps.
            </p>
            <p className={styles.beta}>
              <span className={styles.betaBadge}>Beta</span>
              <span>
                Larascript is in beta. It is not recommended for production and suits small-scale and experimental
                projects only.
              </span>
            </p>
          </div>
        </div>
        <FeatureGrid features={features} />
        <FeatureSections sections={sections} docsBase={docsBase} />
        <BuiltWith logos={builtWith} />
        <BackToTop afterSectionId="express" />
      </main>
    </Layout>
  );
}
