import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { copyMarkdown, type CopyEnvironment } from '../../src/lib/copyPage';
import PageActions from '../../src/components/PageActions';

jest.mock(
  '@docusaurus/useDocusaurusContext',
  () => ({ __esModule: true, default: () => ({ siteConfig: { url: 'https://docs.example.com' } }) }),
  { virtual: true },
);

/** "Copy page" (src/lib/copyPage.ts, src/components/PageActions): what is fetched and copied. */
class FakeClipboardItem {
  constructor(readonly items: Record<string, Promise<Blob>>) {}
}

function environment(options: { status?: number; pendingItems?: boolean; clipboard?: boolean } = {}) {
  const copied: string[] = [];
  const fetched: string[] = [];
  const env: CopyEnvironment = {
    fetch: async (url) => {
      fetched.push(url);
      const status = options.status ?? 200;
      return { ok: status === 200, status, text: async () => `# Page at ${url}\n` };
    },
    clipboard:
      options.clipboard === false
        ? undefined
        : {
            write: async (items) => {
              if (options.pendingItems === false) throw new TypeError('pending clipboard items are not supported');
              const blob = await (items[0] as unknown as FakeClipboardItem).items['text/plain']!;
              copied.push(await blob.text());
            },
            writeText: async (text) => {
              copied.push(text);
            },
          },
    ClipboardItem: FakeClipboardItem as unknown as CopyEnvironment['ClipboardItem'],
  };
  return { env, copied, fetched };
}

describe('copying a page', () => {
  it('fetches the twin and hands the clipboard the pending text, as Safari requires', async () => {
    const { env, copied, fetched } = environment();
    await copyMarkdown('/docs/2.0/http/routing.md', env);
    expect(fetched).toEqual(['/docs/2.0/http/routing.md']);
    expect(copied).toEqual(['# Page at /docs/2.0/http/routing.md\n']);
  });

  it('copies the text once it is here where pending clipboard items are not supported', async () => {
    const { env, copied } = environment({ pendingItems: false });
    await copyMarkdown('/site/docs/2.0/a.md', env);
    expect(copied).toEqual(['# Page at /site/docs/2.0/a.md\n']);
  });

  it('fails when the twin cannot be fetched or there is no clipboard', async () => {
    const missing = environment({ status: 404 });
    await expect(copyMarkdown('/docs/2.0/gone.md', missing.env)).rejects.toThrow('/docs/2.0/gone.md answered 404');
    expect(missing.copied).toEqual([]);
    const noClipboard = environment({ clipboard: false });
    await expect(copyMarkdown('/docs/2.0/a.md', noClipboard.env)).rejects.toThrow(/no clipboard/);
  });
});

describe('the page actions', () => {
  it('render a button, a link to the twin and a live region, outside the search index', () => {
    const html = renderToStaticMarkup(<PageActions markdownUrl="/site/docs/2.0/http/routing.md" />);
    expect(html).toContain('data-pagefind-ignore="all"');
    expect(html).toMatch(/<button type="button"[^>]*>Copy page<\/button>/);
    expect(html).toContain(
      '<a class="view" href="/site/docs/2.0/http/routing.md" type="text/markdown">View as Markdown</a>',
    );
    expect(html).toContain('<span role="status" class="sr-only"></span>');
    // Open in ChatGPT and Claude: new tabs whose prompt names the twin's absolute address.
    const twin = 'https://docs.example.com/site/docs/2.0/http/routing.md'.replace(/\./g, '\\.');
    expect(html).toMatch(
      new RegExp(
        `<a class="view" href="https://chatgpt\\.com/\\?hints=search&amp;q=[^"]*${twin}[^"]*" target="_blank" rel="noopener noreferrer">Open in ChatGPT<span class="sr-only"> \\(opens in a new tab\\)</span></a>`,
      ),
    );
    expect(html).toMatch(
      new RegExp(
        `<a class="view" href="https://claude\\.ai/new\\?q=[^"]*${twin}[^"]*" target="_blank" rel="noopener noreferrer">Open in Claude`,
      ),
    );
  });
});
