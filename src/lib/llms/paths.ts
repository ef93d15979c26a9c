/**
 * Where a docs page's Markdown twin is served (plugins/llms writes it, the page's "Copy page" and
 * "View as Markdown" read it): the page's URL with `.md` added, `/docs/2.0/http/routing.md`, a file
 * beside the page's folder. Kept apart from the converter so the browser bundle gets only this.
 */

/** The twin's path for a page's permalink (base path included, as the docs plugin gives it). */
export function markdownPath(permalink: string): string {
  return `${permalink.replace(/\/+$/, '')}.md`;
}

/** Docs versions have twins except the unreleased working copy (`current`, served as /docs/next). */
export function hasMarkdownTwin(versionName: string): boolean {
  return versionName !== 'current';
}
