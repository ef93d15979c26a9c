import React, { type MouseEvent, type ReactNode } from 'react';
import Heading from '@theme/Heading';
import type { Feature } from '@site/src/data/home';
import { scrollToElement } from '@site/src/lib/scroll';
import FeatureIcon from './FeatureIcon';
import styles from './styles.module.css';

/** Pixels kept between the top of the viewport and a section the grid scrolls to. */
export const FEATURE_SCROLL_OFFSET = 100;

function scrollToSection(event: MouseEvent<HTMLAnchorElement>, id: string): void {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  void scrollToElement(`#${id}`, { offset: FEATURE_SCROLL_OFFSET }).then(() => {
    window.history.pushState(window.history.state, '', `#${id}`);
  });
}

export default function FeatureGrid({ features }: { features: readonly Feature[] }): ReactNode {
  return (
    <section className={styles.gridSection} aria-labelledby="features-title">
      <div className="container">
        <Heading as="h2" id="features-title" className={styles.gridTitle}>
          What comes in the box
        </Heading>
        <ul className={styles.grid}>
          {features.map((feature) => (
            <li key={feature.title} className={styles.gridItem}>
              <a
                className={styles.gridLink}
                href={`#${feature.section}`}
                onClick={(event) => scrollToSection(event, feature.section)}>
                <FeatureIcon name={feature.icon} className={styles.gridIcon} />
                <span className={styles.gridName}>{feature.title}</span>
                <span className={styles.gridSummary}>{feature.summary}</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
