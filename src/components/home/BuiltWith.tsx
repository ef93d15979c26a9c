import React, { type ReactNode } from 'react';
import Heading from '@theme/Heading';
import { useBaseUrlUtils } from '@docusaurus/useBaseUrl';
import type { BuiltWithLogo } from '@site/src/data/home';
import styles from './styles.module.css';

// The row is at the foot of the page: its logos load lazily, as the reader scrolls near them.
export default function BuiltWith({ logos }: { logos: readonly BuiltWithLogo[] }): ReactNode {
  const { withBaseUrl } = useBaseUrlUtils();
  return (
    <section className={styles.builtWith} aria-labelledby="built-with-title">
      <div className="container">
        <Heading as="h2" id="built-with-title" className={styles.builtWithTitle}>
          Built With
        </Heading>
        <ul className={styles.logos}>
          {logos.map((logo) => (
            <li key={logo.name}>
              <a href={logo.href} className={styles.logo} target="_blank" rel="noopener noreferrer">
                <img src={withBaseUrl(logo.src)} alt="" width="48" height="48" decoding="async" loading="lazy" />
                <span>{logo.name}</span>
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
