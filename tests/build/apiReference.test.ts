import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { HtmlValidate } from 'html-validate';
import { sourceUrl, type ApiReferenceData } from '../../src/lib/api/reference';

/**
 * Every API reference page of the build (plugins/api-reference, src/components/ApiReference): one
 * page per entry of the data, each with one h1, its import line, "Defined in" at the release's tag,
 * unique anchors (one per member), its guides, the search index's marks, HTML within the
 * every-page budget, and the page data the browser fetches beside it. The browser tests visit only a sample (tests/e2e/api-reference.spec.ts and
 * the crawl); these checks cover them all.
 */
const site = join(__dirname, '..', '..');
const build = join(site, 'build');
const data: ApiReferenceData = JSON.parse(readFileSync(join(site, 'api', 'version-2.0', 'reference.json'), 'utf8'));
const budgets = JSON.parse(readFileSync(join(site, 'budgets.json'), 'utf8'));
const apiDir = join(build, 'docs', '2.0', 'api');

const decode = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');
/** The text of some HTML, tags removed (highlighted code is split into one element per token). */
const textOf = (html: string) => decode(html.replace(/<[^>]+>/g, ''));
/** An attribute's values, quoted or not (the minifier drops quotes where it can). */
const attributeValues = (html: string, name: string) =>
  [...html.matchAll(new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'g'))].map((m) =>
    decode(m[1] ?? m[2] ?? m[3] ?? ''),
  );
const article = (html: string) => /<article\b[\s\S]*<\/article>/.exec(html)?.[0] ?? '';

describe('API reference pages', () => {
  const pages = data.entries.map((entry) => ({ entry, file: join(apiDir, entry.slug, 'index.html') }));

  it('has a page for every entry of the data', () => {
    expect(pages.filter((p) => !existsSync(p.file)).map((p) => p.entry.name)).toEqual([]);
  });

  it.each(pages.map((p) => [p.entry.name, p] as const))('%s', (_name, { entry, file }) => {
    const html = readFileSync(file, 'utf8');
    const h1s = [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)];
    expect(h1s.map((m) => textOf(m[1]!).replace(/\u200B/g, '').trim())).toEqual([entry.name]);
    expect(/<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1]).toMatch(new RegExp(`^${entry.name} \\|`));
    const text = textOf(article(html));
    expect(text).toContain(entry.import);
    if (entry.source) expect(attributeValues(html, 'href')).toContain(sourceUrl(data, entry.source));
    // Anchors: one per member, none twice on the page.
    const ids = attributeValues(html, 'id');
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    for (const member of entry.members) expect(ids).toContain(member.anchor);
    expect(ids).toContain('used-in-the-guides');
    // The guides it is used in are pages of the build.
    const guides = /id="?used-in-the-guides"?[\s\S]*?<\/h2>([\s\S]*?)(<h2|<div data-page-feedback|<\/article>)/.exec(html)?.[1] ?? '';
    for (const href of attributeValues(guides, 'href'))
      expect(existsSync(join(build, href.split('#')[0]!, 'index.html'))).toBe(true);
    // The search index: the article only, with its version, group, title and type.
    expect(html).toMatch(/<article[^>]*data-pagefind-body/);
    expect(attributeValues(html, 'data-pagefind-filter')).toEqual(expect.arrayContaining(['version:2.0', 'type:reference']));
    expect(attributeValues(html, 'data-pagefind-meta')).toContain(`group:Reference › ${entry.group}`);
    expect(gzipSync(html).length / 1024).toBeLessThanOrEqual(budgets.everyPage.htmlGzipKB);
    // The data the browser fetches for the page (plugins/api-reference/clientRoutes.cjs).
    const pageData = JSON.parse(readFileSync(join(apiDir, entry.slug, 'entry.json'), 'utf8'));
    expect([pageData.url, pageData.entry.name]).toEqual([`/docs/2.0/api/${entry.slug}`, entry.name]);
  });

  it('lists the guides that import an entry, and links names in signatures to their entries', () => {
    const html = readFileSync(join(apiDir, 'model', 'index.html'), 'utf8');
    const guides = /id="?used-in-the-guides"?[\s\S]*?<\/h2>([\s\S]*?)<h2/.exec(html)?.[1] ?? '';
    expect(attributeValues(guides, 'href')).toEqual(expect.arrayContaining(['/docs/2.0/models/events']));
    const apiToken = readFileSync(join(apiDir, 'api-token', 'index.html'), 'utf8');
    expect(attributeValues(apiToken, 'href')).toEqual(expect.arrayContaining(['/docs/2.0/api/model']));
    expect(textOf(apiToken)).toContain('Inherited from Model');
  });

  it('has an index that links every entry and names the tag and commit', () => {
    const html = readFileSync(join(apiDir, 'index.html'), 'utf8');
    const hrefs = new Set(attributeValues(html, 'href'));
    expect(data.entries.filter((e) => !hrefs.has(`/docs/2.0/api/${e.slug}`)).map((e) => e.name)).toEqual([]);
    expect(textOf(html)).toContain(data.tag);
    expect(hrefs).toContain(`https://github.com/${data.repository}/commit/${data.commit}`);
    expect(gzipSync(html).length / 1024).toBeLessThanOrEqual(budgets.everyPage.htmlGzipKB);
  });

  it('is valid HTML (html-validate, as tests/build/html.test.ts)', async () => {
    const validator = new HtmlValidate({
      extends: ['html-validate:recommended'],
      rules: {
        'attr-quotes': 'off',
        'void-style': 'off',
        'no-implicit-close': 'off',
        'doctype-style': 'off',
        'no-raw-characters': ['error', { relaxed: true }],
        'valid-id': ['error', { relaxed: true }],
        'no-inline-style': 'off',
        'prefer-native-element': 'off',
        'presentation-role-style': 'off',
      },
    });
    for (const file of ['index.html', 'model/index.html', 'auth/index.html']) {
      const report = await validator.validateString(readFileSync(join(apiDir, file), 'utf8'), file);
      const messages = report.results.flatMap((r) => r.messages.map((m) => `${file}:${m.line} ${m.ruleId}: ${m.message}`));
      expect(messages).toEqual([]);
    }
  });
});
