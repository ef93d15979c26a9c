import React, { useId, type ReactNode, type SyntheticEvent } from 'react';
import { useSite } from '@site/src/hooks/useSite';
import { feedbackUrl, type FeedbackPage } from '@site/src/lib/feedback';
import { currentHeading, reading } from './reading';
import styles from './styles.module.css';

export interface PageFeedbackProps {
  /** The page's title, path (base path included) and docs version label. */
  title: string;
  path: string;
  version: string;
}

/**
 * The question and its two answers (./index.tsx loads this when the reader nears it). Each answer is
 * a plain link to GitHub's new-issue form for the website's repository, prefilled with the page, its
 * version and the commit the site was built from (src/lib/feedback.ts). When the reader points at,
 * focuses or follows an answer, the link also gets the section they were reading (./reading.ts).
 */
export default function PageFeedbackView({ title, path, version }: PageFeedbackProps): ReactNode {
  const { websiteRepository } = useSite();
  // The commit the site is built from (plugins/page-feedback), empty when unknown.
  const page: FeedbackPage = { title, path, version, commit: process.env.SITE_BUILD_COMMIT || null };
  const questionId = useId();
  const withSection = ({ currentTarget: link }: SyntheticEvent<HTMLAnchorElement>) => {
    link.href = feedbackUrl(
      websiteRepository,
      link.dataset.feedback === 'yes',
      page,
      reading.heading ?? currentHeading(link.closest('article') ?? document, innerHeight),
    );
  };
  const answer = (helpful: boolean) => (
    <a
      className="button button--secondary button--sm"
      href={feedbackUrl(websiteRepository, helpful, page)}
      data-feedback={helpful ? 'yes' : 'no'}
      onPointerDown={withSection}
      onFocus={withSection}
      onClick={withSection}>
      {helpful ? 'Yes' : 'No'}
    </a>
  );
  return (
    <div className={styles.feedback} role="group" aria-labelledby={questionId} data-pagefind-ignore="all">
      <p id={questionId} className={styles.question}>
        Was this page helpful?
      </p>
      <div className={styles.answers}>
        {answer(true)}
        {answer(false)}
      </div>
      <p className={styles.hint}>
        Either answer opens a GitHub issue form about this page; nothing is sent until you submit it.
      </p>
    </div>
  );
}
