import React, { useEffect, useId, useRef, type ReactNode, type SyntheticEvent } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useSite } from '@site/src/hooks/useSite';
import { currentHeading, feedbackUrl, type FeedbackAnswer, type FeedbackPage } from '@site/src/lib/feedback';
import styles from './styles.module.css';

export interface PageFeedbackProps {
  /** The page's title, path (base path included) and docs version label. */
  title: string;
  path: string;
  version: string;
}

const ANSWERS: { answer: FeedbackAnswer; label: string }[] = [
  { answer: 'yes', label: 'Yes' },
  { answer: 'no', label: 'No' },
];

/**
 * "Was this page helpful?" at the end of a docs page or reference entry. Each answer is a plain link
 * to GitHub's new-issue form for the website's repository, prefilled with the page, its version and
 * the commit the site was built from (src/lib/feedback.ts); no request, cookie or script of anyone
 * else's. When the reader points at, focuses or follows an answer, the link also gets the section
 * they were reading: the last one at the reading line while the question was still out of sight
 * (reaching the question scrolls the page to its end). Without JavaScript the links work as
 * rendered, without the section.
 */
export default function PageFeedback({ title, path, version }: PageFeedbackProps): ReactNode {
  const { websiteRepository } = useSite();
  const commit = (useDocusaurusContext().siteConfig.customFields!.buildCommit as string | null) ?? null;
  const page: FeedbackPage = { title, path, version, commit };
  const questionId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const reading = useRef<ReturnType<typeof currentHeading>>(null);
  useEffect(() => {
    const control = ref.current;
    if (!control) return undefined;
    const article = control.closest('article') ?? document;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const note = () => {
      timer = undefined;
      if (control.getBoundingClientRect().top >= window.innerHeight)
        reading.current = currentHeading(article, window.innerHeight);
    };
    const onScroll = () => {
      timer ??= setTimeout(note, 200);
    };
    note();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      clearTimeout(timer);
    };
  }, []);
  const withSection = (answer: FeedbackAnswer) => (event: SyntheticEvent<HTMLAnchorElement>) => {
    const article = event.currentTarget.closest('article') ?? document;
    event.currentTarget.href = feedbackUrl(
      websiteRepository,
      answer,
      page,
      reading.current ?? currentHeading(article, window.innerHeight),
    );
  };
  return (
    <div ref={ref} className={styles.feedback} role="group" aria-labelledby={questionId} data-pagefind-ignore="all">
      <p id={questionId} className={styles.question}>
        Was this page helpful?
      </p>
      <div className={styles.answers}>
        {ANSWERS.map(({ answer, label }) => (
          <a
            key={answer}
            className="button button--secondary button--sm"
            href={feedbackUrl(websiteRepository, answer, page)}
            data-feedback={answer}
            onPointerDown={withSection(answer)}
            onFocus={withSection(answer)}
            onClick={withSection(answer)}>
            {label}
          </a>
        ))}
      </div>
      <p className={styles.hint}>
        Either answer opens a short form on GitHub, filled in with this page. Nothing is sent until you submit it there.
      </p>
    </div>
  );
}
