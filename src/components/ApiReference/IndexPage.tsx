import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import ReferenceLayout from './ReferenceLayout';
import { referenceGroupId, type ApiIndexPageData } from './types';
import styles from './styles.module.css';

/** The reference of a docs version (/docs/<v>/api): where it comes from, how to read it, every entry by group. */
export default function ApiIndexPage({ data }: { data: ApiIndexPageData }): ReactNode {
  const count = data.groups.reduce((n, g) => n + g.entries.length, 0);
  const toc = [
    { value: 'How to read an entry', id: 'how-to-read-an-entry', level: 2 as const },
    ...data.groups.map((g) => ({
      value: g.group.replace(/&/g, '&amp;').replace(/</g, '&lt;'),
      id: referenceGroupId(g.group),
      level: 2 as const,
    })),
  ];
  const repository = `https://github.com/${data.repository}`;
  return (
    <Layout
      title="API Reference"
      description={`The Larascript ${data.versionLabel} API: ${count} classes, interfaces, functions, types and constants the guides use, generated from the framework's source.`}>
      <ReferenceLayout toc={toc} breadcrumbs={[{ label: 'API Reference' }]} version={data.version} group="Reference">
        <header className={styles.header}>
          <Heading as="h1" className={styles.title}>
            <span data-pagefind-meta="title">API Reference</span>
          </Heading>
          <span className={styles.kind} data-pagefind-filter="type:reference">
            Larascript {data.versionLabel}
          </span>
        </header>
        <p>
          The {count} classes, interfaces, functions, types and constants that the guides&apos; code samples import, the
          global helpers, and the base classes a project extends. Each entry is generated from the framework&apos;s
          source at tag{' '}
          <a href={`${repository}/tree/${data.tag}`}>
            <code>{data.tag}</code>
          </a>{' '}
          (commit{' '}
          <a href={`${repository}/commit/${data.commit}`}>
            <code>{data.commit.slice(0, 7)}</code>
          </a>
          ), so its signatures are the ones your project compiles against.
        </p>
        <Heading as="h2" id="how-to-read-an-entry">
          How to read an entry
        </Heading>
        <ul>
          <li>The import line to copy, then the declaration with its type parameters.</li>
          <li>
            &quot;Defined in&quot; links to the file and line on GitHub at the tag; &quot;Used in the guides&quot; lists
            the pages whose samples import it.
          </li>
          <li>
            Members follow: the constructor, then properties and methods. <em>static</em> and <em>protected</em> are
            marked; members a class inherits come last, under the class or interface that declares them.
          </li>
          <li>Names of other entries in a signature link to them.</li>
        </ul>
        {data.groups.map((group) => (
          <section key={group.group}>
            <Heading as="h2" id={referenceGroupId(group.group)}>
              {group.group}
            </Heading>
            <ul className={styles.entryList}>
              {group.entries.map((entry) => (
                <li key={entry.url}>
                  <Link to={entry.url}>
                    <code>{entry.name}</code>
                  </Link>{' '}
                  <span className={styles.badge}>{entry.kind}</span>
                  {entry.summary && <span className={styles.summary}>{entry.summary}</span>}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </ReferenceLayout>
    </Layout>
  );
}
