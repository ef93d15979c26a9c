/** @jest-environment jsdom */
import { createServerCodeHtml, renderedText, takeServerCodeHtml } from '../../src/lib/serverCodeHtml';

// Markup as the code block renders it: one span per line, tokens inside, a <br> ending each line.
const block = (lines: string[]): string =>
  `<pre class="prism-code language-ts"><code>${lines
    .map((l) => `<span class="token-line"><span class="token plain">${l}</span><br></span>`)
    .join('')}</code></pre>`;

function page(...blocks: string[]): Document {
  document.body.innerHTML = blocks.join('<p>text</p>');
  return document;
}

describe('renderedText', () => {
  it('is the code without its line breaks, as the <br>-separated lines read', () => {
    expect(renderedText('const a = 1;\nconst b = 2;\r\n')).toBe('const a = 1;const b = 2;');
  });
});

describe('createServerCodeHtml', () => {
  it('hands each block the server HTML of its own <code>, in document order', () => {
    const doc = page(block(['const a = 1;']), block(['let b;', 'b = 2;']));
    const reuse = createServerCodeHtml(doc);
    expect(reuse.take('const a = 1;')).toContain('const a = 1;');
    const second = reuse.take('let b;\nb = 2;');
    expect(second).toBe(doc.querySelectorAll('code')[1]!.innerHTML);
  });

  it('gives two blocks with the same code one element each', () => {
    const doc = page(block(['x()']), block(['x()']));
    const reuse = createServerCodeHtml(doc);
    const codes = doc.querySelectorAll('code');
    expect(reuse.take('x()')).toBe(codes[0]!.innerHTML);
    expect(reuse.take('x()')).toBe(codes[1]!.innerHTML);
    // A third request (one of them mounted again) gets the least-used element, the first.
    expect(reuse.take('x()')).toBe(codes[0]!.innerHTML);
  });

  it('returns null for code the page does not hold', () => {
    const doc = page(block(['one']), block(['two']));
    const reuse = createServerCodeHtml(doc);
    expect(reuse.take('not on the page')).toBeNull();
    expect(reuse.take('one')).not.toBeNull();
    expect(reuse.take('two')).not.toBeNull();
  });

  it('matches by code, whatever order the blocks mount in', () => {
    const doc = page(block(['first']), block(['second']));
    const reuse = createServerCodeHtml(doc);
    const codes = doc.querySelectorAll('code');
    expect(reuse.take('second')).toBe(codes[1]!.innerHTML);
    expect(reuse.take('first')).toBe(codes[0]!.innerHTML);
  });

  it('hands a block mounted a second time (a re-mounted tab panel) its element again', () => {
    const doc = page(block(['npm run dev']), block(['yarn dev']));
    const reuse = createServerCodeHtml(doc);
    const codes = doc.querySelectorAll('code');
    reuse.take('npm run dev');
    reuse.take('yarn dev');
    expect(reuse.take('npm run dev')).toBe(codes[0]!.innerHTML);
    expect(reuse.take('yarn dev')).toBe(codes[1]!.innerHTML);
  });
});

describe('takeServerCodeHtml', () => {
  it('reuses server markup until the page has hydrated, and not after', () => {
    page(block(['const a = 1;']));
    document.documentElement.dataset.hasHydrated = 'false';
    expect(takeServerCodeHtml('const a = 1;')).toContain('const a = 1;');
    document.documentElement.dataset.hasHydrated = 'true';
    expect(takeServerCodeHtml('const a = 1;')).toBeNull();
  });
});
