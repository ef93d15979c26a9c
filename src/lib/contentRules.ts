/**
 * Front matter rules the site adds on top of Docusaurus's own validation. Each returns the list of
 * problems of one file; the content-rules plugin fails the build naming the file and the field.
 */

export type FrontMatter = Record<string, unknown>;

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

export const MAX_DESCRIPTION_LENGTH = 200;

/** A docs page needs a title, a short label for the sidebar and a one-sentence description. */
export function docFrontMatterProblems(frontMatter: FrontMatter): string[] {
  const problems: string[] = [];
  if (!nonEmpty(frontMatter.title)) problems.push('"title" must be a non-empty string (the page title)');
  if (!nonEmpty(frontMatter.sidebar_label))
    problems.push('"sidebar_label" must be a non-empty string (the short sidebar label)');
  if (!Number.isInteger(frontMatter.sidebar_position))
    problems.push('"sidebar_position" must be a whole number (the order inside the section)');
  if (!nonEmpty(frontMatter.description)) {
    problems.push('"description" must be a non-empty string (one sentence for search results and link previews)');
  } else if (frontMatter.description.length > MAX_DESCRIPTION_LENGTH) {
    problems.push(`"description" must be at most ${MAX_DESCRIPTION_LENGTH} characters`);
  }
  return problems;
}

const SLUG_PATTERN = /^(\d{2})-(\d{2})-(\d{4})-[a-z0-9][a-z0-9.-]*$/;

function asDate(value: unknown): Date | null {
  if (!(value instanceof Date) && typeof value !== 'string') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const utcDay = (date: Date): string => date.toISOString().slice(0, 10);

/**
 * A blog post needs a title, a description, a dd-mm-yyyy-… slug that matches its date, a cover
 * image with alt text, authors, tags and an updated date that is not before the post date.
 */
export function blogFrontMatterProblems(frontMatter: FrontMatter, postDate: Date | string): string[] {
  const problems: string[] = [];
  for (const key of ['title', 'description'] as const) {
    if (!nonEmpty(frontMatter[key])) problems.push(`"${key}" must be a non-empty string`);
  }
  const date = asDate(postDate);
  const slug = frontMatter.slug;
  const match = typeof slug === 'string' ? SLUG_PATTERN.exec(slug) : null;
  if (!match) {
    problems.push('"slug" must look like dd-mm-yyyy-words (e.g. 08-06-2025-larascript-framework-beta-2.0.6-release)');
  } else if (date && `${match[3]}-${match[2]}-${match[1]}` !== utcDay(date)) {
    problems.push(`"slug" starts with ${match[1]}-${match[2]}-${match[3]} but the post is dated ${utcDay(date)}`);
  }
  if (!nonEmpty(frontMatter.image) || !String(frontMatter.image).startsWith('/img/blog/')) {
    problems.push('"image" must be a cover image under /img/blog/');
  }
  if (!nonEmpty(frontMatter.image_alt))
    problems.push('"image_alt" must be a non-empty string (the cover image\'s alt text)');
  if (!Array.isArray(frontMatter.authors) || frontMatter.authors.length === 0)
    problems.push('"authors" must list at least one author');
  if (!Array.isArray(frontMatter.tags) || frontMatter.tags.length === 0)
    problems.push('"tags" must list at least one tag');
  const lastUpdate = frontMatter.last_update as { date?: unknown } | undefined;
  const updated = asDate(lastUpdate?.date);
  if (!updated) {
    problems.push('"last_update.date" must be a date (YYYY-MM-DD)');
  } else if (date && utcDay(updated) < utcDay(date)) {
    problems.push(`"last_update.date" (${utcDay(updated)}) is before the post date (${utcDay(date)})`);
  }
  return problems;
}

/** One error message for a file's problems, or null when it has none. */
export function formatProblems(file: string, problems: readonly string[]): string | null {
  if (problems.length === 0) return null;
  return `Invalid front matter in ${file}:\n${problems.map((p) => `  - ${p}`).join('\n')}`;
}
