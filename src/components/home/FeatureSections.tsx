import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import Heading from '@theme/Heading';
import type { FeatureSection } from '@site/src/data/home';
import { splitInlineCode } from '@site/src/lib/inlineCode';
import styles from './styles.module.css';

function Paragraph({ text }: { text: string }): ReactNode {
  return (
    <p>
      {splitInlineCode(text).map((segment, index) =>
        segment.code ? (
          <code key={index}>{segment.text}</code>
        ) : (
          <React.Fragment key={index}>{segment.text}</React.Fragment>
        ),
      )}
    </p>
  );
}

export default function FeatureSections({
  sections,
  docsBase,
}: {
  sections: readonly FeatureSection[];
  docsBase: string;
}): ReactNode {
  return (
    <>
      {sections.map((section, index) => (
        <section
          key={section.id}
          id={section.id}
          className={clsx(styles.feature, index % 2 === 1 && styles.featureAlt)}
          aria-labelledby={`${section.id}-title`}>
          <div className={clsx('container', styles.featureInner)}>
            <div className={styles.featureText}>
              <p className={styles.eyebrow}>{section.eyebrow}</p>
              <Heading as="h2" id={`${section.id}-title`}>
                {section.title}
              </Heading>
              {section.paragraphs.map((text) => (
                <Paragraph key={text} text={text} />
              ))}
              <Link className={styles.docsLink} to={`${docsBase}/${section.docsPath}`}>
                {section.docsLabel} <span aria-hidden="true">→</span>
              </Link>
            </div>
            <div className={styles.featureCode}>
              <CodeBlock language="ts" title={section.codeTitle}>
                {section.code}
              </CodeBlock>
            </div>
          </div>
        </section>
      ))}
    </>
  );
}
