import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import CodeBlock from '@theme/CodeBlock';
import { docSummary } from '@site/src/lib/api/docText';
import { entrySections, entryToc } from '@site/src/lib/api/entrySections';
import { sourceUrl } from '@site/src/lib/api/reference';
import { hasMarkdownTwin, markdownPath } from '@site/src/lib/llms/paths';
import PageActions from '@site/src/components/PageActions';
import SocialCard from '@site/src/components/SocialCard';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { cardAlt } from '@site/src/lib/socialCards';
import { referenceGroupCard } from '@site/src/lib/socialCardGroups';
import { referenceGroupId } from './types';
import DocText from './DocText';
import Member from './Member';
import Signature from './Signature';
import ReferenceLayout from './ReferenceLayout';
import type { ApiEntryPageData } from './types';
import styles from './styles.module.css';

/** One API reference entry (a class, interface, function, type or constant) at /docs/<v>/api/<slug>. */
export default function ApiEntryPage({ data }: { data: ApiEntryPageData }): ReactNode {
  const { entry, related: urls } = data;
  const sections = entrySections(entry);
  const { baseUrl } = useDocusaurusContext().siteConfig;
  const toc = [{ value: 'Used in the guides', id: 'used-in-the-guides', level: 2 as const }, ...entryToc(sections)];
  const description = `${docSummary(entry.doc) ?? `The ${entry.kind} ${entry.name}.`} Larascript ${data.versionLabel} API reference.`;
  return (
    <Layout title={entry.name} description={description}>
      <SocialCard
        path={referenceGroupCard(data.indexUrl, entry.group, baseUrl)}
        alt={cardAlt(entry.group, `Larascript ${data.versionLabel} API reference`)}
      />
      <ReferenceLayout
        toc={toc}
        breadcrumbs={[
          { label: 'API Reference', url: data.indexUrl },
          { label: entry.group, url: `${data.indexUrl}#${referenceGroupId(entry.group)}` },
        ]}
        version={data.version}
        versionLabel={data.versionLabel}
        title={entry.name}
        group={`Reference › ${entry.group}`}>
        <header className={styles.header}>
          <Heading as="h1" className={styles.title}>
            <span data-pagefind-meta="title">{entry.name}</span>
          </Heading>
          <span className={styles.kind} data-pagefind-filter="type:reference">
            {entry.kind}
          </span>
        </header>
        {hasMarkdownTwin(data.version) && (
          <div className={styles.pageActions}>
            <PageActions markdownUrl={markdownPath(data.url)} />
          </div>
        )}
        {entry.deprecated !== undefined && (
          <p className={styles.deprecated}>
            <strong>Deprecated.</strong> {entry.deprecated}
          </p>
        )}
        <DocText doc={entry.doc} urls={urls} />
        <CodeBlock language="ts">{entry.import}</CodeBlock>
        <CodeBlock language="ts">{entry.declaration}</CodeBlock>
        {entry.source && (
          <p>
            Defined in{' '}
            <a href={sourceUrl(data, entry.source)}>
              <code>{entry.source.file}</code>, line {entry.source.line}
            </a>{' '}
            at <code>{data.tag}</code>.
          </p>
        )}
        {entry.alsoExported?.length ? (
          <p>
            Also exported as{' '}
            {entry.alsoExported.map((other, i) => (
              <React.Fragment key={`${other.module}#${other.export}`}>
                {i > 0 && ', '}
                <code>{other.export === 'default' ? other.module : `${other.export} from ${other.module}`}</code>
              </React.Fragment>
            ))}
            .
          </p>
        ) : null}
        {entry.signatures?.map((signature, i) => (
          <Signature key={i} signature={signature} urls={urls} />
        ))}
        <Heading as="h2" id="used-in-the-guides">
          Used in the guides
        </Heading>
        {data.usedIn.length > 0 ? (
          <ul className={styles.guides}>
            {data.usedIn.map((guide) => (
              <li key={guide.permalink}>
                <Link to={guide.permalink}>{guide.title}</Link>
              </li>
            ))}
          </ul>
        ) : (
          <p>No guide&apos;s code sample imports {entry.name} yet.</p>
        )}
        {sections.map((section) => (
          <section
            key={section.id}
            className={clsx(section.inheritedFrom && styles.inherited)}
            // Members inherited from another entry are indexed on that entry's page, not on each subclass's.
            data-pagefind-ignore={section.inheritedFrom && urls[section.inheritedFrom] ? 'all' : undefined}>
            <Heading as="h2" id={section.id}>
              {section.inheritedFrom && urls[section.inheritedFrom] ? (
                <>
                  Inherited from <Link to={urls[section.inheritedFrom]}>{section.inheritedFrom}</Link>
                </>
              ) : (
                section.title
              )}
            </Heading>
            {section.members.map((member) => (
              <Member
                key={member.anchor}
                member={member}
                urls={urls}
                release={data}
                headingless={section.id === 'constructor'}
                inheritedDocs={data.inheritedDocs}
              />
            ))}
          </section>
        ))}
      </ReferenceLayout>
    </Layout>
  );
}
