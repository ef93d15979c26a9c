import React, { type ReactNode } from 'react';
import Layout from '@theme/Layout';
import type { ApiEntryPageData } from './types';

export default function ApiEntryPage({ data }: { data: ApiEntryPageData }): ReactNode {
  const { entry } = data;
  return (
    <Layout title={entry.name} description={entry.doc?.split('\n')[0] ?? entry.declaration}>
      <main className="container margin-vert--lg">
        <h1>{entry.name}</h1>
        <pre>
          <code>{entry.import}</code>
        </pre>
        <pre>
          <code>{entry.declaration}</code>
        </pre>
        {entry.members.map((member) => (
          <section key={member.anchor}>
            <h2 id={member.anchor}>{member.name}</h2>
            {member.signatures.map((s) => (
              <pre key={s.text}>
                <code>{s.text}</code>
              </pre>
            ))}
          </section>
        ))}
      </main>
    </Layout>
  );
}
