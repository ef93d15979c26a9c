import React, { type ReactNode } from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import type { ApiIndexPageData } from './types';

export default function ApiIndexPage({ data }: { data: ApiIndexPageData }): ReactNode {
  return (
    <Layout
      title={`API Reference (${data.versionLabel})`}
      description={`Larascript ${data.versionLabel} API reference`}>
      <main className="container margin-vert--lg">
        <h1>API Reference</h1>
        {data.groups.map((group) => (
          <section key={group.group}>
            <h2>{group.group}</h2>
            <ul>
              {group.entries.map((entry) => (
                <li key={entry.url}>
                  <Link to={entry.url}>{entry.name}</Link> {entry.summary}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </main>
    </Layout>
  );
}
