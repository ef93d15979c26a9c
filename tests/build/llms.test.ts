import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { leftoverLines, proseLines } from '../../src/lib/llms/leftovers';
import type { ApiReferenceData } from '../../src/lib/api/reference';

/**
 * What plugins/llms writes into the build: a Markdown twin beside every page of the latest docs
 * version, starting with the page's H1 and free of MDX; llms.txt listing every page once and
 * nothing of /docs/next; llms-full.txt under 2 MB, in the order the pages' previous/next links give;
 * a twin of every API reference page, written from the data, and llms-api.txt listing them.
 */
const root = join(__dirname, '..', '..');
const build = join(root, 'build');
const [latest] = JSON.parse(readFileSync(join(root, 'versions.json'), 'utf8')) as string[];
const docsDir = join(build, 'docs', latest!);
const budgets: { llms: { fullTxtKB: number } } = JSON.parse(readFileSync(join(root, 'budgets.json'), 'utf8'));
const FULL_LIMIT = budgets.llms.fullTxtKB * 1024;

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });

/** Every page of the version by its URL path (`/docs/2.0/http/routing`), with its HTML: the guides, then the API reference. */
const allPages = walk(docsDir)
  .filter((file) => file.endsWith('/index.html'))
  .map((file) => [`/${relative(build, file).replace(/\/index\.html$/, '')}`, readFileSync(file, 'utf8')] as const);
const apiPath = `/docs/${latest}/api`;
const isReference = (path: string) => path === apiPath || path.startsWith(`${apiPath}/`);
const pages = new Map<string, string>(allPages.filter(([path]) => !isReference(path)));
const referencePages = new Map<string, string>(allPages.filter(([path]) => isReference(path)));
const reference: ApiReferenceData = JSON.parse(
  readFileSync(join(root, 'api', `version-${latest}`, 'reference.json'), 'utf8'),
);

const decode = (html: string): string =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&');
/** Markdown text as read: backslash escapes removed. */
const unescape = (markdown: string): string => markdown.replace(/\\([!-/:-@[-`{-~])/g, '$1');
const twinOf = (path: string): string => join(build, `${path}.md`);
const llmsTxt = readFileSync(join(build, 'llms.txt'), 'utf8');
const llmsFull = readFileSync(join(build, 'llms-full.txt'), 'utf8');
const llmsApi = readFileSync(join(build, 'llms-api.txt'), 'utf8');

describe('the Markdown twins', () => {
  it('exist for every docs page of the latest version', () => {
    expect(pages.size).toBeGreaterThan(100);
    const missing = [...pages.keys()].filter((path) => !existsSync(twinOf(path)));
    expect(missing).toEqual([]);
  });

  it('start with the page H1, and each page points at its twin', () => {
    const problems: string[] = [];
    for (const [path, html] of pages) {
      const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
      const firstLine = readFileSync(twinOf(path), 'utf8').split('\n')[0]!;
      if (h1 === undefined || unescape(firstLine) !== `# ${decode(h1)}`) problems.push(`${path}: ${firstLine} ≠ ${h1}`);
      if (!html.includes(`href=${path}.md `) && !html.includes(`href="${path}.md"`))
        problems.push(`${path}: no link to ${path}.md`);
    }
    expect(problems).toEqual([]);
  });

  it('hold no JSX, import or export statement or directive outside code blocks', () => {
    const problems = [...pages.keys()].flatMap((path) =>
      leftoverLines(readFileSync(twinOf(path), 'utf8')).map((line) => `${path}.md ${line}`),
    );
    expect(problems).toEqual([]);
  });

  it('link only to absolute URLs, and never to the unreleased docs', () => {
    const problems: string[] = [];
    for (const path of pages.keys()) {
      const markdown = readFileSync(twinOf(path), 'utf8');
      for (const [, url] of markdown.matchAll(/\]\(([^)\s]+)/g)) if (!/^(https?:|mailto:)/.test(url!)) problems.push(`${path}: ${url}`);
      if (markdown.includes('/docs/next')) problems.push(`${path}: mentions /docs/next`);
    }
    expect(problems).toEqual([]);
  });
});

describe('llms.txt', () => {
  const listed = [...llmsTxt.matchAll(/^- \[[^\]]+\]\(([^)]+)\)/gm)].map((match) => new URL(match[1]!).pathname);

  it('starts with the site name and summary', () => {
    expect(llmsTxt).toMatch(/^# Larascript Framework\n\n> .+\n/);
  });

  it('lists every guide of the latest version exactly once, by its twin, then llms-api.txt', () => {
    const expected = [...pages.keys()].map((path) => `${path}.md`).sort();
    expect(listed.at(-1)).toBe('/llms-api.txt');
    expect(listed.slice(0, -1).sort()).toEqual(expected);
    expect(new Set(listed).size).toBe(listed.length);
    expect(llmsTxt).not.toContain('/docs/next');
  });

  it('gives each page its description', () => {
    const withoutDescription = llmsTxt.split('\n').filter((line) => line.startsWith('- [') && !/\): \S/.test(line));
    expect(withoutDescription).toEqual([]);
  });
});

describe('llms-full.txt', () => {
  it('stays under its budget (2 MB) and never mentions the unreleased docs', () => {
    expect(Buffer.byteLength(llmsFull)).toBeLessThan(FULL_LIMIT);
    expect(llmsFull).not.toContain('/docs/next');
  });

  it('holds every page once, in sidebar order (the order of the pages’ previous/next links)', () => {
    const nextOf = (html: string) => /pagination-nav__link--next" href=([^\s>]+)/.exec(html)?.[1]?.replace(/"/g, '');
    const hasPrevious = (html: string) => html.includes('pagination-nav__link--prev');
    const [first] = [...pages].find(([, html]) => !hasPrevious(html)) ?? [];
    const order: string[] = [];
    for (let path = first; path && pages.has(path) && !order.includes(path); path = nextOf(pages.get(path)!))
      order.push(path);
    expect(order).toHaveLength(pages.size);
    const sources = proseLines(llmsFull)
      .map(([, line]) => /^Source: <([^>]+)>$/.exec(line)?.[1])
      .filter((url): url is string => url !== undefined)
      .map((url) => new URL(url).pathname);
    expect(sources).toEqual(order);
  });

  it('leaves the API reference out (it has llms-api.txt; both would pass the 2 MB budget)', () => {
    expect(llmsFull).not.toContain(`${apiPath}/`);
  });

  it('holds each page as its twin', () => {
    const path = `/docs/${latest}/configuration/http`;
    expect(llmsFull).toContain(readFileSync(twinOf(path), 'utf8').trimEnd());
  });
});

describe('the API reference for AI tools', () => {
  const entryPaths = reference.entries.map((entry) => `${apiPath}/${entry.slug}`);

  it('has a twin for every entry of the data and for the index, and a built page for each', () => {
    expect(entryPaths.length).toBeGreaterThan(250);
    const missing = [apiPath, ...entryPaths].filter((path) => !existsSync(twinOf(path)));
    expect(missing).toEqual([]);
    expect([...referencePages.keys()].sort()).toEqual([apiPath, ...entryPaths].sort());
  });

  it('twins start with the entry’s name and page URL and give its import line, with no MDX and absolute links only', () => {
    const problems: string[] = [];
    for (const entry of reference.entries) {
      const path = `${apiPath}/${entry.slug}`;
      const markdown = readFileSync(twinOf(path), 'utf8');
      if (unescape(markdown.split('\n')[0]!) !== `# ${entry.name}`) problems.push(`${path}: title ${markdown.split('\n')[0]}`);
      if (!new RegExp(`^Source: <https?://[^>]+${path}>$`, 'm').test(markdown)) problems.push(`${path}: no Source line`);
      if (!markdown.includes(entry.import)) problems.push(`${path}: no import line`);
      for (const line of leftoverLines(markdown)) problems.push(`${path}.md ${line}`);
      for (const [, url] of markdown.matchAll(/\]\(([^)\s]+)/g)) if (!/^https?:/.test(url!)) problems.push(`${path}: ${url}`);
    }
    expect(problems).toEqual([]);
  });

  it('the Model twin lists its members and the guides that use it', () => {
    const model = readFileSync(twinOf(`${apiPath}/model`), 'utf8');
    const usedIn = /^## Used in the guides\n\n((?:- .+\n)+)/m.exec(model)?.[1] ?? '';
    expect(usedIn).toMatch(/^- \[Models Introduction\]\(https?:\/\/[^)]+\/docs\/2\.0\/models\/introduction\)$/m);
    expect(model).toContain('## Methods');
    expect(model).toMatch(/Defined in \[src\/core\/domains\/models\/base\/Model\.ts:\d+\]\(https:\/\/github\.com\/[^)]+\/blob\/v2\.0\.6-beta-release\//);
  });

  it('llms-api.txt lists every entry once, by its twin, and llms.txt points to it', () => {
    const listed = [...llmsApi.matchAll(/^- \[[^\]]+\]\(([^)]+)\)/gm)].map((match) => new URL(match[1]!).pathname);
    expect([...listed].sort()).toEqual(entryPaths.map((path) => `${path}.md`).sort());
    expect(llmsApi).toMatch(/^# Larascript Framework API Reference\n\n> .+\n/);
    expect(llmsApi).not.toContain('/docs/next');
    expect(llmsTxt).toMatch(/^- \[llms-api\.txt\]\(https?:\/\/[^)]+\/llms-api\.txt\): /m);
  });
});
