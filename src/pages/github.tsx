import React, { type ReactNode } from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import { useSite } from '@site/src/hooks/useSite';
import styles from '@site/src/components/pages/styles.module.css';

function NewTabNote(): ReactNode {
  return <span className="sr-only"> (opens in a new tab)</span>;
}

export default function GitHub(): ReactNode {
  const site = useSite();
  return (
    <Layout title="GitHub" description={`Star the ${site.siteName} on GitHub and support its development.`}>
      <main className="container margin-vert--xl">
        <div className={`prose ${styles.page}`}>
          <Heading as="h1">Star Larascript on GitHub</Heading>
          <p className={styles.lead}>
            If Larascript saved you time or taught you something, a star on GitHub is the quickest way to say so.
          </p>

          <section className={styles.card} aria-labelledby="star-title">
            <Heading as="h2" id="star-title">
              Why a star helps
            </Heading>
            <p>
              Stars are how developers judge whether a young project is alive. Each one makes Larascript easier to find
              for the next person comparing frameworks, and tells the author that the beta is worth carrying on.
            </p>
            <p>
              While you are there, <em>Watch → Custom → Releases</em> sends you a note when a new version is tagged, so
              you never miss a release post.
            </p>
            <div className={styles.actions}>
              <a
                className="button button--primary button--lg"
                href={site.githubRepository}
                target="_blank"
                rel="noopener noreferrer">
                Star {site.githubRepo} on GitHub
                <NewTabNote />
              </a>
            </div>
          </section>

          <section className={styles.card} aria-labelledby="donate-title">
            <Heading as="h2" id="donate-title">
              Support development
            </Heading>
            <p>
              Larascript is free and built in spare time. If your project depends on it, a donation pays for the hours
              that go into fixes, releases and these docs.
            </p>
            <div className={styles.actions}>
              <a
                className="button button--secondary button--lg"
                href={site.paypalMe}
                target="_blank"
                rel="noopener noreferrer">
                Donate
                <NewTabNote />
              </a>
            </div>
          </section>
        </div>
      </main>
    </Layout>
  );
}
