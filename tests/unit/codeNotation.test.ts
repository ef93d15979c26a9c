import type { VFile } from 'vfile';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkDirective from 'remark-directive';
import { asDiff, decodeNotation, diffAsNotation, encodeNotation, parseNotation } from '../../src/lib/codeNotation.cjs';
import { includeIntoCode } from '../../src/lib/codeInclude.cjs';
import remarkCodeNotation from '../../plugins/remark-code-notation';
import remarkFileTree from '../../plugins/remark-file-tree';
import { blockNotation, copyText } from '../../src/theme/CodeBlock/notation';
import { join } from 'node:path';

/**
 * Line notation in code fences (src/lib/codeNotation.cjs, plugins/remark-code-notation): what a block
 * shows, what Copy gives and what the samples check compiles; `diff="…"` includes; bad notation
 * failing with the page and line. And `:::tree` file trees (plugins/remark-file-tree).
 */
const ROOT = join(__dirname, '..', '..');
const file = { cwd: '/site', path: '/site/versioned_docs/version-2.0/http/routing.md' } as unknown as VFile;
const parse = (markdown: string) => unified().use(remarkParse).use(remarkDirective).parse(markdown);

const SAMPLE = [
  "import { Schema } from 'zod'; // [!code --]",
  "import { z } from 'zod'; // [!code ++]",
  '',
  'const schema = z.object({}); # [!code focus]',
  'export default schema; /* [!code highlight] */',
].join('\n');

describe('line notation', () => {
  it('shows every line without its notation comment and marks each kind', () => {
    const parsed = parseNotation(SAMPLE);
    expect(parsed.code).toBe(
      "import { Schema } from 'zod';\nimport { z } from 'zod';\n\nconst schema = z.object({});\nexport default schema;",
    );
    expect(parsed.lines).toEqual([['removed'], ['added'], [], ['focus'], ['highlight']]);
  });

  it('stands for its result: the removed lines left out, each result line mapped to the line shown', () => {
    const parsed = parseNotation(SAMPLE);
    expect(parsed.result).toBe("import { z } from 'zod';\n\nconst schema = z.object({});\nexport default schema;");
    expect(parsed.resultLines).toEqual([1, 2, 3, 4]);
  });

  it('also stands for the code before the change: the added lines left out', () => {
    const parsed = parseNotation(SAMPLE);
    expect(parsed.before).toBe("import { Schema } from 'zod';\n\nconst schema = z.object({});\nexport default schema;");
    expect(parsed.beforeLines).toEqual([0, 2, 3, 4]);
  });

  it('takes a count of lines', () => {
    expect(parseNotation('a // [!code ++:3]\nb\nc\nd').lines).toEqual([['added'], ['added'], ['added'], []]);
  });

  it.each([
    ['an unknown notation', 'a\nb // [!code add]', 1, /unknown notation \[!code add\]/],
    ['a notation that is not a trailing comment', "a // [!code ++] + 'b'", 0, /must be a comment at the end/],
    ['a count past the end', 'a // [!code --:3]\nb', 0, /counts past the end/],
    ['a line both added and removed', 'a // [!code ++] [!code --]', 0, /both added/],
  ])('rejects %s, naming the line', (_name, code, line, message) => {
    expect(() => parseNotation(code)).toThrow(
      expect.objectContaining({ line, message: expect.stringMatching(message) }),
    );
  });

  it('travels to the code block as a compact property that the block decodes', () => {
    const encoded = encodeNotation(parseNotation(SAMPLE).lines);
    expect(encoded).toBe('removed:1;added:2;focus:4;highlight:5');
    expect(decodeNotation(encoded)).toEqual({ removed: [1], added: [2], focus: [4], highlight: [5] });
    const notation = blockNotation(encoded)!;
    expect(notation.lineClassNames).toEqual({
      0: ['code-line--removed'],
      1: ['code-line--added'],
      3: ['code-line--focus'],
      4: ['theme-code-block-highlighted-line'],
    });
    expect(copyText(parseNotation(SAMPLE).code, notation)).toBe(parseNotation(SAMPLE).result);
    expect(blockNotation(undefined)).toBeUndefined();
  });

  it('is a unified diff in the Markdown twins', () => {
    expect(asDiff(parseNotation('a\nb // [!code --]\nB // [!code ++]'))).toBe(' a\n-b\n+B');
  });

  it('writes the change between two versions of a file, removed lines in place', () => {
    const marked = diffAsNotation('a\nb\nc', 'a\nB\nc\nd');
    expect(marked).toBe('a\nb // [!code --]\nB // [!code ++]\nc\nd // [!code ++]');
    expect(parseNotation(marked).result).toBe('a\nB\nc\nd');
    expect(diffAsNotation('x', 'x\ny', '#')).toBe('x\ny # [!code ++]');
  });
});

describe('diff="…" includes', () => {
  const include = (meta: string) => {
    const node = { value: '', meta };
    includeIntoCode(node, { rootDir: ROOT, page: 'tutorial/validation.md' });
    return node;
  };

  it("shows a tutorial step's file with what it changed from the earlier step marked", () => {
    const node = include(
      'title="src/app/routes/postRoutes.ts" file="tutorial/steps/04-validation/src/app/routes/postRoutes.ts" diff="tutorial/steps/03-routes/src/app/routes/postRoutes.ts"',
    );
    expect(node.meta).toBe('title="src/app/routes/postRoutes.ts"');
    const parsed = parseNotation(node.value);
    expect(parsed.lines.some((kinds) => kinds.includes('added'))).toBe(true);
    // What the page stands for is exactly the later file.
    const { readFileSync } = jest.requireActual<typeof import('node:fs')>('node:fs');
    const later = readFileSync(join(ROOT, 'tutorial/steps/04-validation/src/app/routes/postRoutes.ts'), 'utf8');
    expect(parsed.result).toBe(later.replace(/\n$/, ''));
  });

  it('fails naming the page when the earlier file is missing or nothing changed', () => {
    expect(() =>
      include('file="tutorial/steps/04-validation/src/app/routes/postRoutes.ts" diff="tutorial/steps/00-none/x.ts"'),
    ).toThrow('tutorial/validation.md: included file not found: tutorial/steps/00-none/x.ts');
    expect(() =>
      include(
        'file="tutorial/steps/04-validation/src/app/routes/postRoutes.ts" diff="tutorial/steps/04-validation/src/app/routes/postRoutes.ts"',
      ),
    ).toThrow(/nothing changed/);
  });
});

describe('remark-code-notation', () => {
  it('removes the notation from the code and hands the marked lines to the code block', () => {
    const tree = parse('Text.\n\n```ts\nconst a = 1; // [!code ++]\nconst b = 2;\n```\n');
    remarkCodeNotation()(tree as unknown as Parameters<ReturnType<typeof remarkCodeNotation>>[0], file);
    const code = tree.children[1] as unknown as { value: string; data: { hProperties: Record<string, string> } };
    expect(code.value).toBe('const a = 1;\nconst b = 2;');
    expect(code.data.hProperties.codeNotation).toBe('added:1');
  });

  it('fails the build naming the page and the line of a bad notation', () => {
    const tree = parse('Text.\n\n```ts\nconst a = 1;\nconst b = 2; // [!code plus]\n```\n');
    expect(() =>
      remarkCodeNotation()(tree as unknown as Parameters<ReturnType<typeof remarkCodeNotation>>[0], file),
    ).toThrow(/^versioned_docs\/version-2\.0\/http\/routing\.md:5: unknown notation \[!code plus\]/);
  });
});

describe('remark-file-tree', () => {
  type Node = {
    type: string;
    value?: string;
    children?: Node[];
    data?: { hName?: string; hProperties?: { className?: string } };
  };
  const tree = (markdown: string): Node => {
    const root = parse(markdown) as unknown as Node;
    remarkFileTree()(root as Parameters<ReturnType<typeof remarkFileTree>>[0], file);
    return root;
  };
  const text = (node: Node): string => node.value ?? (node.children ?? []).map(text).join('');

  it('turns the list into folders and files, each name with its comment', () => {
    const root = tree(
      ':::tree\n- src/\n  - app.ts the entry point\n  - `my file.ts`\n- storage the uploads, as `files/`\n:::\n',
    );
    // The page imports the component, which only pages with a tree load.
    const [esm, container] = root.children! as (Node & { name?: string })[];
    expect(esm!.type).toBe('mdxjsEsm');
    expect(esm!.value).toBe("import FileTree from '@site/src/components/FileTree'");
    expect(container).toMatchObject({ type: 'mdxJsxFlowElement', name: 'FileTree' });
    const [src, storage] = container!.children![0]!.children!;
    expect(src!.data!.hProperties!.className).toBe('file-tree__folder');
    expect(storage!.data!.hProperties!.className).toBe('file-tree__file');
    const [line, nested] = src!.children!;
    expect(text(line!)).toBe('src/');
    const [appTs, myFile] = nested!.children!;
    const [name, comment] = appTs!.children![0]!.children!;
    expect([text(name!), text(comment!)]).toEqual(['app.ts', 'the entry point']);
    expect(text(myFile!)).toBe('my file.ts');
    // Inline code in a comment stays inline code.
    const storageComment = storage!.children![0]!.children![1]!;
    expect(storageComment.children!.map((n) => n.type)).toEqual(['text', 'inlineCode']);
  });

  it('adds the slash to a folder written without one', () => {
    const root = tree(':::tree\n- src\n  - app.ts\n:::\n');
    expect(text(root.children![1]!.children![0]!.children![0]!.children![0]!)).toBe('src/');
  });

  it('fails naming the page and line when the container holds anything but one bulleted list', () => {
    expect(() => tree('Intro.\n\n:::tree\nJust text.\n:::\n')).toThrow(
      /^versioned_docs\/version-2\.0\/http\/routing\.md:3: :::tree: the container holds one bulleted list/,
    );
    expect(() => tree(':::tree\n1. src/\n:::\n')).toThrow(/one bulleted list/);
  });
});
