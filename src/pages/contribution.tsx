import React, { useState, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import { decodeEmail } from '@site/src/lib/email';
import { useEncodedAuthorEmail, useSite, useDocsEntryPath } from '@site/src/hooks/useSite';
import styles from '@site/src/components/pages/styles.module.css';

const futureIdeas: { title: string; text: string }[] = [
  {
    title: 'Auto-generated API documentation',
    text: 'Describe routes, validators and resources once and publish an API reference from them, so client developers always see what the server accepts.',
  },
  {
    title: 'Views',
    text: 'Server-rendered pages beyond the EJS views and email templates that arrived in 2.0.6: richer layouts, components and helpers for HTML responses.',
  },
  {
    title: 'Caching',
    text: 'A cache service with drivers, so expensive queries and responses can be stored and reused.',
  },
  {
    title: 'Transactions on MongoDB',
    text: 'The query builder runs transactions on PostgreSQL only; MongoDB support would make the two databases interchangeable in more places.',
  },
  {
    title: 'Eager loading for has-many relationships',
    text: 'Loading belongs-to relationships with the query builder works today; has-many relationships still load one model at a time.',
  },
  {
    title: 'URLs from route names',
    text: 'Route names are metadata in 2.0; generating URLs from them would keep links right when paths change.',
  },
  {
    title: 'Framework packages',
    text: 'Splitting the framework core into installable packages, so projects can upgrade without merging template changes by hand.',
  },
];

function RevealButton({
  id,
  label,
  revealedLabel,
  children,
}: {
  id: string;
  label: string;
  revealedLabel: string;
  children: () => ReactNode;
}): ReactNode {
  const [shown, setShown] = useState(false);
  return (
    <div className={styles.reveal}>
      <button
        type="button"
        className="button button--primary"
        aria-expanded={shown}
        aria-controls={id}
        onClick={() => setShown(true)}
        disabled={shown}>
        {shown ? revealedLabel : label}
      </button>
      <div id={id} className={styles.revealed} aria-live="polite">
        {shown ? children() : null}
      </div>
    </div>
  );
}

export default function Contribution(): ReactNode {
  const site = useSite();
  const encodedEmail = useEncodedAuthorEmail();
  const docsEntry = useDocsEntryPath();
  return (
    <Layout title="Contribute" description={`How to contribute to the ${site.siteName} and its documentation.`}>
      <main className="container margin-vert--xl">
        <div className={`prose ${styles.page}`}>
          <Heading as="h1">Contribute</Heading>
          <p className={styles.lead}>
            Larascript is built in the open by one author and whoever joins in. Bug reports, fixes, documentation and
            ideas are all welcome. Here is how to help.
          </p>

          <Heading as="h2">Contribute to the framework</Heading>
          <ol className={styles.steps}>
            <li>
              <strong>Fork</strong> the <a href={site.githubRepository}>framework repository</a> on GitHub and clone
              your fork.
            </li>
            <li>
              <strong>Branch</strong> from <code>develop</code>, where changes collect before a release, and give the
              branch a name that says what it does, such as <code>fix/resource-pagination</code>.
            </li>
            <li>
              <strong>Change</strong> the code following the project&apos;s <code>standards.md</code>: camelCase for
              methods and variables, PascalCase for classes, interfaces prefixed with <code>I</code>, and absolute{' '}
              <code>@src/…</code> imports.
            </li>
            <li>
              <strong>Test</strong>: start the databases with <code>yarn db:up</code>, run <code>yarn test</code>, and
              tidy imports and lint with <code>yarn fix</code>. Add a test in <code>src/tests</code> for what you
              changed.
            </li>
            <li>
              <strong>Open a pull request</strong> against <code>develop</code> that explains the problem, the change
              and how you tested it.
            </li>
          </ol>

          <Heading as="h2">Improve these docs</Heading>
          <ol className={styles.steps}>
            <li>
              <strong>Fork</strong> this website&apos;s repository and clone it.
            </li>
            <li>
              <strong>Branch</strong> from <code>main</code>.
            </li>
            <li>
              <strong>Change</strong> the page&apos;s Markdown: a fix to the 2.0 docs goes in{' '}
              <code>versioned_docs/version-2.0/&lt;section&gt;/&lt;page&gt;.md</code> and the same file under{' '}
              <code>docs/</code>. Preview it with <code>npm install &amp;&amp; npm start</code>.
            </li>
            <li>
              <strong>Test</strong> with <code>npm test</code>: it type-checks, builds the site, checks every link and
              runs the browser tests.
            </li>
            <li>
              <strong>Open a pull request</strong> that says which page you changed and why.
            </li>
          </ol>
          <p>
            Found a mistake but short on time? <a href={`${site.githubRepository}/issues`}>Open an issue</a> and
            describe it; a link to the page and a sentence is enough. The <Link to={docsEntry}>documentation</Link> is
            the best place to learn the framework before you start.
          </p>

          <Heading as="h2">Future ideas</Heading>
          <p>Where the framework could go next. Pick one up, or suggest your own in an issue.</p>
          <ul className={styles.ideas}>
            {futureIdeas.map((idea) => (
              <li key={idea.title}>
                <strong>{idea.title}.</strong> {idea.text}
              </li>
            ))}
          </ul>

          <Heading as="h2">Get in touch</Heading>
          <p>Questions, or want to talk a change through before you write it? Reach the author or the community.</p>
          <div className={styles.contact}>
            <RevealButton id="author-email" label="Show the author's e-mail" revealedLabel="Author's e-mail">
              {() => {
                const address = decodeEmail(encodedEmail);
                return <a href={`mailto:${address}`}>{address}</a>;
              }}
            </RevealButton>
            <RevealButton id="community-chat" label="Show the community chat invite" revealedLabel="Community chat">
              {() => (
                <a href={site.discordInvite} target="_blank" rel="noopener noreferrer">
                  {site.discordInvite}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              )}
            </RevealButton>
          </div>
        </div>
      </main>
    </Layout>
  );
}
