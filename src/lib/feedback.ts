/**
 * "Was this page helpful?" (src/components/PageFeedback): each answer is a link to GitHub's new-issue
 * page of the website's repository, with the docs-feedback issue form (.github/ISSUE_TEMPLATE/
 * docs-feedback.yml) prefilled through its field ids. Nothing is sent anywhere until the reader
 * submits the form on GitHub. Pure, so the unit tests and the build checks share it.
 */

/** The issue form's file name, and the label the form gives its issues. */
export const FEEDBACK_TEMPLATE = 'docs-feedback.yml';
export const FEEDBACK_LABEL = 'docs-feedback';

/**
 * The longest new-issue URL we hand GitHub. Longer URLs are refused by GitHub (an error page) well
 * before browsers' limits; 8,000 characters leaves room for its own redirects to sign-in.
 */
export const MAX_FEEDBACK_URL = 8000;

export interface FeedbackPage {
  /** The page's title, as in its <h1>. */
  title: string;
  /** The page's path, base path included: `/docs/2.0/http/routing`. */
  path: string;
  /** The docs version label: `2.0`, or `Next`. */
  version: string;
  /** The commit the site was built from (its hash, abbreviated to 12 characters), or null when unknown. */
  commit: string | null;
}

/**
 * The new-issue URL for an answer (`helpful`: true for Yes). `heading` is the section the reader was
 * in, as `Text (#anchor)`, left out when absent, and left out when the URL would be longer than
 * GitHub accepts (page titles are short: the build checks every page's links against the limit).
 */
export function feedbackUrl(repository: string, helpful: boolean, page: FeedbackPage, heading?: string | null): string {
  const url = (title: string, section?: string | null): string => {
    // The title names the page; the form itself adds its label.
    const params = new URLSearchParams({
      template: FEEDBACK_TEMPLATE,
      title: `[${helpful ? 'Helpful' : 'Not helpful'}] ${title}`,
      helpful: helpful ? 'Yes' : 'No',
      path: page.path,
      version: page.version,
    });
    if (section) params.set('heading', section);
    if (page.commit) params.set('commit', page.commit.slice(0, 12));
    // A query may hold `/` as it is: the page's path stays readable.
    return `https://github.com/${repository}/issues/new?${String(params).replace(/%2F/g, '/')}`;
  };
  const result = url(page.title, heading);
  return result.length > MAX_FEEDBACK_URL ? url(page.title) : result;
}
