/**
 * @jest-environment jsdom
 */
import React from 'react';
import { applyHeadState, headStateOf, mergeHeadStates, tagKey } from '../../src/client/head';

/** The browser's `<Head>` (src/client/head.tsx): what a page change leaves in document.head. */
describe('what a <Head> asks for', () => {
  test('title, html and body attributes, and head elements with their HTML attribute names', () => {
    const state = headStateOf(
      <>
        <html lang="en" className="docs-wrapper plugin-docs" data-has-hydrated={false} />
        <body className="blog" />
        <title>
          {'HTTP Routing'}
          {' | Larascript'}
        </title>
        <meta property="og:title" content="HTTP Routing" />
        <meta httpEquiv="refresh" content="0" />
        <link rel="alternate" href="https://x.test/" hrefLang="en" />
        <script type="application/ld+json">{'{"@type":"TechArticle"}'}</script>
        {false}
        {null}
      </>,
    );
    expect(state).toEqual({
      title: 'HTTP Routing | Larascript',
      html: { lang: 'en', class: 'docs-wrapper plugin-docs', 'data-has-hydrated': 'false' },
      body: { class: 'blog' },
      tags: [
        { type: 'meta', attributes: { property: 'og:title', content: 'HTTP Routing' } },
        { type: 'meta', attributes: { 'http-equiv': 'refresh', content: '0' } },
        { type: 'link', attributes: { rel: 'alternate', href: 'https://x.test/', hreflang: 'en' } },
        { type: 'script', attributes: { type: 'application/ld+json' }, text: '{"@type":"TechArticle"}' },
      ],
    });
  });

  test('anything but head elements is an error, as with Helmet', () => {
    const Custom = () => null;
    expect(() => headStateOf(<Custom />)).toThrow(/accepts only title, html, body, meta/);
    expect(() => headStateOf(<div />)).toThrow('<Head> does not accept <div>');
  });
});

describe('several <Head>s', () => {
  test('the later one wins for the title, per attribute, and per element key', () => {
    const site = headStateOf(
      <>
        <html lang="en" dir="ltr" />
        <title>Larascript</title>
        <meta name="description" content="site" />
        <meta property="og:locale" content="en" />
        <link rel="canonical" href="https://x.test/" />
      </>,
    );
    const page = headStateOf(
      <>
        <html className="docs-doc-page" />
        <title>Routing | Larascript</title>
        <meta name="Description" content="page" />
        <link rel="canonical" href="https://x.test/docs/routing" />
        <link rel="alternate" href="https://x.test/docs/routing" hrefLang="en" />
        <link rel="alternate" href="https://x.test/docs/routing" hrefLang="x-default" />
      </>,
    );
    const merged = mergeHeadStates([site, page]);
    expect(merged.title).toBe('Routing | Larascript');
    expect(merged.html).toEqual({ lang: 'en', dir: 'ltr', class: 'docs-doc-page' });
    expect(merged.tags.map((t) => `${t.type} ${JSON.stringify(t.attributes)}`)).toEqual([
      'meta {"property":"og:locale","content":"en"}',
      'meta {"name":"Description","content":"page"}',
      'link {"rel":"canonical","href":"https://x.test/docs/routing"}',
      // Within one <Head>, elements with the same key are all kept.
      'link {"rel":"alternate","href":"https://x.test/docs/routing","hreflang":"en"}',
      'link {"rel":"alternate","href":"https://x.test/docs/routing","hreflang":"x-default"}',
    ]);
  });

  test('keys: meta by name or property, the canonical link, other links by href, scripts by src or text', () => {
    expect(tagKey({ type: 'meta', attributes: { name: 'Author', content: 'x' } })).toBe('meta:name=author');
    expect(tagKey({ type: 'link', attributes: { rel: 'Canonical', href: '/a' } })).toBe('link:canonical');
    expect(tagKey({ type: 'link', attributes: { rel: 'icon', href: '/i.svg' } })).toBe('link:href=/i.svg');
    expect(tagKey({ type: 'script', attributes: { src: '/a.js' } })).toBe('script:src=/a.js');
    expect(tagKey({ type: 'script', attributes: {}, text: '{}' })).toBe('script:text={}');
    expect(tagKey({ type: 'meta', attributes: { content: 'x' } })).toBeUndefined();
  });
});

describe('bringing the document up to date', () => {
  beforeEach(() => {
    document.head.innerHTML = [
      '<meta charset="UTF-8">',
      '<title data-rh="true">Routing | Larascript</title>',
      '<meta data-rh="true" name="description" content="routing">',
      '<link data-rh="true" rel="canonical" href="https://x.test/docs/routing">',
      '<link rel="stylesheet" href="/styles.css">',
    ].join('');
    document.title = 'Routing | Larascript';
    document.documentElement.className = 'docs-doc-page';
  });

  test('the server-rendered head, asked for again, is left exactly as it is', () => {
    const before = [...document.head.children];
    applyHeadState(
      headStateOf(
        <>
          <title>Routing | Larascript</title>
          <meta name="description" content="routing" />
          <link rel="canonical" href="https://x.test/docs/routing" />
        </>,
      ),
    );
    expect([...document.head.children]).toEqual(before);
    expect([...document.head.children].every((el, i) => el === before[i])).toBe(true);
  });

  test('another page: new title, elements replaced, attributes no longer asked for removed, others untouched', () => {
    applyHeadState(headStateOf(<html className="docs-doc-page" lang="en" />));
    applyHeadState(
      headStateOf(
        <>
          <html lang="en" />
          <title>Blog | Larascript</title>
          <meta name="description" content="blog" />
          <link rel="canonical" href="https://x.test/blog" />
        </>,
      ),
    );
    expect(document.title).toBe('Blog | Larascript');
    expect(document.documentElement.hasAttribute('class')).toBe(false);
    expect(document.documentElement.getAttribute('lang')).toBe('en');
    expect(document.head.querySelector('meta[name=description]')?.getAttribute('content')).toBe('blog');
    expect(document.head.querySelectorAll('link[rel=canonical]')).toHaveLength(1);
    expect(document.head.querySelector('link[rel=canonical]')?.getAttribute('href')).toBe('https://x.test/blog');
    // Elements the server put in without data-rh are not Head's.
    expect(document.head.querySelector('meta[charset]')).not.toBeNull();
    expect(document.head.querySelector('link[rel=stylesheet]')).not.toBeNull();
  });
});
