import { docSummary, linkSignature, parseDocText, parseInline } from '../../src/lib/api/docText';

const urls = { Model: '/docs/2.0/api/model', auth: '/docs/2.0/api/auth', IModel: '/docs/2.0/api/i-model' };

describe('parseInline', () => {
  it('splits text, inline code and {@link} tags; code naming an entry links to it', () => {
    expect(parseInline('Call `auth()` or `save()`, see {@link IModel} and {@link Other | the other}.', urls)).toEqual([
      { type: 'text', text: 'Call ' },
      { type: 'code', text: 'auth()', href: '/docs/2.0/api/auth' },
      { type: 'text', text: ' or ' },
      { type: 'code', text: 'save()' },
      { type: 'text', text: ', see ' },
      { type: 'link', text: 'IModel', href: '/docs/2.0/api/i-model' },
      { type: 'text', text: ' and ' },
      { type: 'code', text: 'the other' },
      { type: 'text', text: '.' },
    ]);
  });
  it('leaves an unpaired backtick and names that only look like object keys alone', () => {
    expect(parseInline('a ` b', urls)).toEqual([{ type: 'text', text: 'a ` b' }]);
    expect(parseInline('`constructor`', { constructor: '/x' })).toEqual([
      { type: 'code', text: 'constructor', href: '/x' },
    ]);
    expect(parseInline('`toString`', urls)).toEqual([{ type: 'code', text: 'toString' }]);
  });
});

describe('parseDocText', () => {
  it('joins the lines of a paragraph and separates paragraphs at blank lines', () => {
    expect(parseDocText('Abstract base class\nfor models.\n\nSecond `one`.')).toEqual([
      { type: 'paragraph', inlines: [{ type: 'text', text: 'Abstract base class for models.' }] },
      {
        type: 'paragraph',
        inlines: [
          { type: 'text', text: 'Second ' },
          { type: 'code', text: 'one' },
          { type: 'text', text: '.' },
        ],
      },
    ]);
  });
  it('reads a list that starts right under a paragraph line, with continued items', () => {
    const blocks = parseDocText('Key features:\n- one\n  continued\n - two\n\n1. first\n2. second');
    expect(blocks.map((b) => b.type)).toEqual(['paragraph', 'list', 'list']);
    expect(blocks[1]).toEqual({
      type: 'list',
      ordered: false,
      items: [[{ type: 'text', text: 'one continued' }], [{ type: 'text', text: 'two' }]],
    });
    expect(blocks[2]).toMatchObject({ type: 'list', ordered: true });
  });
  it('keeps fenced code as it is, dedented, TypeScript when the fence names no language', () => {
    const blocks = parseDocText('Example usage:\n```\n  const a = 1;\n\n  if (a) {\n    run();\n  }\n```\nAfter.');
    expect(blocks).toEqual([
      { type: 'paragraph', inlines: [{ type: 'text', text: 'Example usage:' }] },
      { type: 'code', language: 'ts', code: 'const a = 1;\n\nif (a) {\n  run();\n}' },
      { type: 'paragraph', inlines: [{ type: 'text', text: 'After.' }] },
    ]);
    expect(parseDocText('```js\nx\n```')).toEqual([{ type: 'code', language: 'js', code: 'x' }]);
  });
  it('ends an unclosed fence at the end of the comment, and gives nothing for no comment', () => {
    expect(parseDocText('```ts\nx')).toEqual([{ type: 'code', language: 'ts', code: 'x' }]);
    expect(parseDocText(undefined)).toEqual([]);
    expect(parseDocText('  \n\n')).toEqual([]);
  });
});

describe('docSummary', () => {
  it('is the first sentence of the first paragraph, code in backticks', () => {
    expect(docSummary('Saves the `model`. Then more.\n\nOther.')).toBe('Saves the `model`.');
    expect(docSummary('No full stop\nhere')).toBe('No full stop here');
  });
  it('is cut with an ellipsis when long, and absent when the comment starts with code', () => {
    expect(docSummary('a'.repeat(200), 20)).toBe(`${'a'.repeat(19)}…`);
    expect(docSummary('```ts\nx\n```')).toBeUndefined();
    expect(docSummary(undefined)).toBeUndefined();
  });
});

describe('linkSignature', () => {
  it('links the names of other entries where they are used, not where they are declared', () => {
    expect(linkSignature('create(model: Model, auth?: IModel): Promise<Model>', urls)).toEqual([
      { text: 'create(model: ' },
      { text: 'Model', href: '/docs/2.0/api/model' },
      { text: ', auth?: ' },
      { text: 'IModel', href: '/docs/2.0/api/i-model' },
      { text: '): Promise<' },
      { text: 'Model', href: '/docs/2.0/api/model' },
      { text: '>' },
    ]);
  });
  it('does not link a method named like a helper, nor a property after a dot', () => {
    expect(linkSignature('auth(): void', urls)).toEqual([{ text: 'auth(): void' }]);
    expect(linkSignature('x: typeof a.Model', urls)).toEqual([{ text: 'x: typeof a.Model' }]);
  });
});
