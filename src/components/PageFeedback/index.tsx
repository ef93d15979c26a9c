import React, { useEffect, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { loadedView, loadView } from '#page-feedback-view';
import { currentHeading, reading } from './reading';
import type { PageFeedbackProps } from './View';

/** While the page hydrates: the control's markup as the server rendered it, or null. */
function serverMarkup(): string | null {
  if (typeof document === 'undefined' || document.documentElement.dataset.hasHydrated === 'true') return null;
  return document.querySelector('[data-page-feedback]')?.innerHTML ?? null;
}

/**
 * "Was this page helpful?" at the end of a docs page or reference entry (./View.tsx). The view's code
 * is not in the page's first load (`#page-feedback-view`, plugins/page-feedback): until it arrives,
 * hydration keeps the server's markup, whose plain links work. It is loaded a screen before the
 * reader reaches the question, or when they point at or focus it. Meanwhile this notes the section
 * the reader is in while the question is out of sight (./reading.ts): reaching the question scrolls
 * the page to its end, so an answer carries the section read before.
 */
export default function PageFeedback(props: PageFeedbackProps): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  const [View, setView] = useState(loadedView);
  const [markup] = useState(() => (View ? null : serverMarkup()));
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
    let load: (() => void) | undefined = () => {
      load = undefined;
      void loadView().then((loaded) => {
        // The view replaces the server's markup in one step, and the answer that had the focus gets it back.
        const focused = (document.activeElement as HTMLElement | null)?.dataset.feedback;
        flushSync(() => setView(() => loaded));
        if (focused) element.querySelector<HTMLElement>(`[data-feedback="${focused}"]`)?.focus();
      });
    };
    const need = () => load?.();
    const observer = new IntersectionObserver((entries) => entries[0]!.isIntersecting && need(), {
      rootMargin: '100% 0px',
    });
    observer.observe(element);
    element.addEventListener('pointerover', need);
    element.addEventListener('focusin', need);
    return () => {
      removeEventListener('scroll', onScroll);
      clearTimeout(timer);
      observer.disconnect();
      element.removeEventListener('pointerover', need);
      element.removeEventListener('focusin', need);
    };
  }, []);
  return View ? (
    <div ref={ref} data-page-feedback="">
      <View {...props} />
    </div>
  ) : (
    <div ref={ref} data-page-feedback="" dangerouslySetInnerHTML={{ __html: markup ?? '' }} />
  );
}
