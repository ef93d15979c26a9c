/**
 * "Was this page helpful?" (src/components/PageFeedback): each answer is a link to GitHub's new-issue
 * page of the website's repository, with the docs-feedback issue form (.github/ISSUE_TEMPLATE/
 * docs-feedback.yml) prefilled through its field ids. Nothing is sent anywhere until the reader
 * submits the form on GitHub. Pure, so the unit tests and the build checks share it.
 */

/** The issue form's file name and its label. */
export const FEEDBACK_TEMPLATE = 'docs-feedback.yml';
export const FEEDBACK_LABEL = 'docs-feedback';

/**
 * The longest new-issue URL we hand GitHub. Longer URLs are refused by GitHub (an error page) well
 * before browsers' limits; 8,000 characters leaves room for its own redirects to sign-in.
 */
export const MAX_FEEDBACK_URL = 8000;

export type FeedbackAnswer = 'yes' | 'no';

export interface FeedbackPage {
  /** The page's title, as in its <h1>. */
  title: string;
  /** The page's path, base path included: `/docs/2.0/http/routing`. */
  path: string;
  /** The docs version label: `2.0`, or `Next`. */
  version: string;
  /** The commit the site was built from (full hash), or null when unknown. */
  commit: string | null;
}

const ANSWERS: Record<FeedbackAnswer, { title: string; helpful: string }> = {
  yes: { title: 'Helpful', helpful: 'Yes' },
  no: { title: 'Not helpful', helpful: 'No' },
};

/**
 * The new-issue URL for an answer. `heading` is the section the reader was in (its text and anchor),
 * left out when absent. When the URL would be longer than GitHub accepts, the heading goes first,
 * then the title is shortened (at a word, with "…"): the page's path and version always stay.
 */
export function feedbackUrl(
  repository: string,
  answer: FeedbackAnswer,
  page: FeedbackPage,
  heading?: { text: string; id: string } | null,
): string {
  const build = (title: string, withHeading: boolean): string => {
    const params = new URLSearchParams({
      template: FEEDBACK_TEMPLATE,
      labels: FEEDBACK_LABEL,
      title: `[${ANSWERS[answer].title}] ${title}`,
      helpful: ANSWERS[answer].helpful,
      page: title,
      path: page.path,
      version: page.version,
    });
    if (withHeading && heading) params.set('heading', `${heading.text} (#${heading.id})`);
    if (page.commit) params.set('commit', page.commit);
    return `https://github.com/${repository}/issues/new?${params.toString()}`;
  };
  let url = build(page.title, true);
  if (url.length <= MAX_FEEDBACK_URL) return url;
  url = build(page.title, false);
  if (url.length <= MAX_FEEDBACK_URL) return url;
  // Only an absurd title gets here: keep as many of its words as fit (found by halving).
  const words = page.title.split(/\s+/);
  const cut = (count: number) => build(`${words.slice(0, count).join(' ')}…`, false);
  let [fits, fails] = [0, words.length];
  while (fails - fits > 1) {
    const middle = Math.floor((fits + fails) / 2);
    if (cut(middle).length <= MAX_FEEDBACK_URL) fits = middle;
    else fails = middle;
  }
  return fits > 0 ? cut(fits) : build(`${page.title.slice(0, 200)}…`, false);
}

/**
 * The section the reader is in: the last h2 or h3 of `root` whose top is above 40% of the viewport's
 * height (the part of the screen a reader reads), or null above the first one.
 */
export function currentHeading(root: ParentNode, viewportHeight: number): { text: string; id: string } | null {
  let found: { text: string; id: string } | null = null;
  for (const heading of root.querySelectorAll<HTMLElement>('h2[id], h3[id]')) {
    if (heading.getBoundingClientRect().top > viewportHeight * 0.4) break;
    // The heading's own text, without the "#" of its anchor link.
    const text = [...heading.childNodes]
      .filter((node) => !(node instanceof HTMLElement && node.classList.contains('hash-link')))
      .map((node) => node.textContent ?? '')
      .join('')
      .trim();
    found = { text, id: heading.id };
  }
  return found;
}
