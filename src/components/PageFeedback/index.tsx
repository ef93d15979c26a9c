import React, { useEffect, useRef, useState, type ReactNode } from 'react';
import { loadedView, loadView } from '#page-feedback-view';
import { currentHeading, linkWithSection, reading } from './reading';
import type { PageFeedbackProps } from './View';

/**
 * "Was this page helpful?" at the end of a docs page or reference entry (./View.tsx). The view's code
 * is not in the page's first load (`#page-feedback-view`, plugins/page-feedback): on a page the
 * server rendered, hydration keeps the server's markup for good (nothing is replaced under a reader's
 * focus), and its links get the section as they are used. A page opened from another loads the view
 * a screen before the reader reaches the question. Meanwhile this notes the section the reader is
 * in while the question is out of sight (./reading.ts): reaching the question scrolls the page to
 * its end, so an answer carries the section read before.
 */
export default function PageFeedback(props: PageFeedbackProps): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  const [View, setView] = useState(loadedView);
  // While the page hydrates: the control's markup as the server rendered it.
  const [markup] = useState(() =>
    View || document.documentElement.dataset.hasHydrated === 'true'
      ? null
      : (document.querySelector('[data-page-feedback]')?.innerHTML ?? null),
  );
  useEffect(() => {
    const element = ref.current!;
    const article = element.closest('article') ?? document;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const note = () => {
      timer = undefined;
      if (element.getBoundingClientRect().top >= innerHeight) reading.heading = currentHeading(article, innerHeight);
    };
    const onScroll = () => {
      timer ??= setTimeout(note, 200);
    };
    reading.heading = null;
    note();
    addEventListener('scroll', onScroll, { passive: true });
    // The server's markup stays for good: its links get the section as the reader points at or
    // focuses them. Without it (a page opened from another), the view loads a screen before the
    // reader reaches the question.
    const onAnswer = (event: Event) => {
      const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-feedback]');
      if (link) linkWithSection(link);
    };
    const observer = new IntersectionObserver(
      (entries, self) =>
        entries[0]!.isIntersecting && (self.disconnect(), void loadView().then((v) => setView(() => v))),
      { rootMargin: '100% 0px' },
    );
    if (markup === null) observer.observe(element);
    element.addEventListener('pointerdown', onAnswer);
    element.addEventListener('focusin', onAnswer);
    return () => {
      removeEventListener('scroll', onScroll);
      clearTimeout(timer);
      observer.disconnect();
      element.removeEventListener('pointerdown', onAnswer);
      element.removeEventListener('focusin', onAnswer);
    };
  }, [markup]);
  return View ? (
    <div ref={ref} data-page-feedback="">
      <View {...props} />
    </div>
  ) : (
    <div ref={ref} data-page-feedback="" dangerouslySetInnerHTML={{ __html: markup ?? '' }} />
  );
}
