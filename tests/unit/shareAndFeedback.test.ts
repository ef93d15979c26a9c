/** @jest-environment jsdom */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { load as parse } from 'js-yaml';
import { FEEDBACK_LABEL, FEEDBACK_TEMPLATE, feedbackUrl, MAX_FEEDBACK_URL } from '../../src/lib/feedback';
import { currentHeading, linkWithSection, reading } from '../../src/components/PageFeedback/reading';
import { cardPath } from '../../src/lib/socialCards';
import { referenceGroupCard } from '../../src/lib/socialCardGroups';
import { cardKey, drawable, fitTitle } from '../../plugins/social-cards/render.mjs';
import { ASSISTANTS, assistantPrompt } from '../../src/lib/assistants';

/**
 * "Was this page helpful?" links (src/lib/feedback.ts), social card paths and titles
 * (src/lib/socialCards.ts, plugins/social-cards/render.mjs) and the "Open in" links' prompt.
 */
const PAGE = { title: 'HTTP Routing', path: '/docs/2.0/http/routing', version: '2.0', commit: 'a'.repeat(40) };

describe('feedback links', () => {
  it('open the docs-feedback form of the website repository, prefilled with the page', () => {
    const url = new URL(feedbackUrl('owner/site', false, PAGE, 'Route groups (#route-groups)'));
    expect(url.origin + url.pathname).toBe('https://github.com/owner/site/issues/new');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      template: 'docs-feedback.yml',
      title: '[Not helpful] HTTP Routing',
      helpful: 'No',
      path: '/docs/2.0/http/routing',
      version: '2.0',
      heading: 'Route groups (#route-groups)',
      commit: 'a'.repeat(12),
    });
  });

  it('fill fields the issue form has, and the form labels its issues', () => {
    const form = parse(
      readFileSync(join(__dirname, '..', '..', '.github', 'ISSUE_TEMPLATE', FEEDBACK_TEMPLATE), 'utf8'),
    ) as { labels: string[]; body: { id?: string }[] };
    expect(form.labels).toEqual([FEEDBACK_LABEL]);
    const ids = form.body.map((field) => field.id).filter(Boolean);
    const url = new URL(feedbackUrl('owner/site', true, PAGE, 'A (#a)'));
    const fields = [...url.searchParams.keys()].filter((key) => key !== 'template' && key !== 'title');
    expect(fields.filter((key) => !ids.includes(key))).toEqual([]);
  });

  it('leave out what they do not know', () => {
    const url = new URL(feedbackUrl('owner/site', true, { ...PAGE, commit: null }));
    expect(url.searchParams.has('heading')).toBe(false);
    expect(url.searchParams.has('commit')).toBe(false);
    expect(url.searchParams.get('title')).toBe('[Helpful] HTTP Routing');
  });

  it('drop the heading when GitHub would refuse the URL', () => {
    const heading = `${'x'.repeat(MAX_FEEDBACK_URL)} (#long)`;
    expect(feedbackUrl('owner/site', false, PAGE, heading)).toBe(feedbackUrl('owner/site', false, PAGE));
    expect(new URL(feedbackUrl('owner/site', false, PAGE, 'Short (#s)')).searchParams.get('heading')).toBe(
      'Short (#s)',
    );
  });

  it('name the section above the reading line, without the heading anchor', () => {
    document.body.innerHTML = `<article>
      <h2 id="a">First<a class="hash-link" href="#a">\u200b</a></h2><p>…</p>
      <h3 id="b">Second</h3><p>…</p>
      <h2 id="c">Third</h2></article>`;
    const tops: Record<string, number> = { a: -400, b: 100, c: 700 };
    for (const heading of document.querySelectorAll<HTMLElement>('h2, h3'))
      heading.getBoundingClientRect = () => ({ top: tops[heading.id] }) as DOMRect;
    expect(currentHeading(document, 1000)).toBe('Second (#b)');
    tops.b = 500;
    expect(currentHeading(document, 1000)).toBe('First (#a)');
    tops.a = 450;
    expect(currentHeading(document, 1000)).toBeNull();
  });
});

describe("the server's feedback links", () => {
  it('get the section read last as they are used, unless the URL would grow too long', () => {
    document.body.innerHTML = `<article><a data-feedback="yes" href="${feedbackUrl('owner/site', true, PAGE)}">Yes</a></article>`;
    const link = document.querySelector('a')!;
    reading.heading = 'Route groups (#route-groups)';
    linkWithSection(link);
    expect(new URL(link.href).searchParams.get('heading')).toBe('Route groups (#route-groups)');
    expect(new URL(link.href).searchParams.get('path')).toBe(PAGE.path);
    reading.heading = 'x'.repeat(MAX_FEEDBACK_URL);
    linkWithSection(link);
    expect(new URL(link.href).searchParams.get('heading')).toBe('Route groups (#route-groups)');
    reading.heading = null;
  });
});

describe('social cards', () => {
  it('are named by the page route, under the base path', () => {
    expect(cardPath('/docs/2.0/http/routing', '/')).toBe('/img/social/docs/2.0/http/routing.png');
    expect(cardPath('/docs/2.0/http/routing/', '/')).toBe('/img/social/docs/2.0/http/routing.png');
    expect(cardPath('/', '/')).toBe('/img/social/index.png');
    expect(cardPath('/site/blog/post', '/site/')).toBe('/site/img/social/blog/post.png');
    expect(cardPath('/site/', '/site/')).toBe('/site/img/social/index.png');
    expect(referenceGroupCard('/docs/2.0/api', 'Query Builder', '/')).toBe(
      '/img/social/docs/2.0/api/groups/query-builder.png',
    );
    expect(referenceGroupCard('/docs/2.0/api', 'Access & Control', '/')).toBe(
      '/img/social/docs/2.0/api/groups/access-and-control.png',
    );
  });

  it('fit a title in the largest size that holds it', () => {
    expect(fitTitle('HTTP Routing')).toEqual({ text: 'HTTP Routing', size: 76, problem: null });
    const post = 'Larascript Framework Beta 2.0.6 Release: rate limiting, Resend mail and a welcome page';
    expect(fitTitle(post)).toEqual({ text: post, size: 54, problem: null });
  });

  it('cut a title that is too long at a word, and say so', () => {
    const title = Array.from({ length: 40 }, () => 'configuration').join(' ');
    const fitted = fitTitle(title);
    expect(fitted.text).toMatch(/^(configuration )+configuration…$/);
    expect(fitted.text.length).toBeLessThan(title.length);
    expect(fitted.problem).toMatch(/too long for the card \(559 characters\)/);
  });

  it('cut a title before a character the font lacks, and name it', () => {
    expect(drawable('é')).toBe(true);
    expect(drawable('→')).toBe(false);
    expect(fitTitle('auth.acl → acl.basic')).toEqual({
      text: 'auth.acl…',
      size: 54,
      problem: 'the card\'s font has no glyph for "→" (U+2192): the title is cut before it',
    });
  });

  it('are cached by what they show', () => {
    const card = { title: 'A', context: 'B', badge: 'Docs 2.0', domain: 'example.com' };
    expect(cardKey(card)).toBe(cardKey({ ...card }));
    expect(cardKey(card)).not.toBe(cardKey({ ...card, title: 'A2' }));
    expect(cardKey(card)).not.toBe(cardKey({ ...card, badge: 'Blog' }));
  });
});

describe('"Open in" an assistant', () => {
  it('starts a chat whose prompt carries the page twin URL', () => {
    const prompt = assistantPrompt('https://www.larascriptnode.com/docs/2.0/http/routing.md');
    expect(prompt).toContain('https://www.larascriptnode.com/docs/2.0/http/routing.md');
    const urls = ASSISTANTS.map((a) => new URL(a.url(prompt)));
    expect(urls.map((u) => u.origin)).toEqual(['https://chatgpt.com', 'https://claude.ai']);
    expect(urls.map((u) => u.searchParams.get('q'))).toEqual([prompt, prompt]);
  });
});
