import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { findCodeFences } from '../../src/lib/codeFences';
import { includeIntoCode } from '../../src/lib/codeInclude.cjs';
import { hasNotation, parseNotation } from '../../src/lib/codeNotation.cjs';

/**
 * Every TypeScript code sample in the docs and the blog parses, and every JSON sample is valid
 * JSON. A failure names the file and the line, so a reader never copies broken code.
 */
const root = join(__dirname, '..', '..');
const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : /\.mdx?$/.test(name) ? [full] : [];
  });
const files = ['versioned_docs', 'docs', 'blog'].flatMap((dir) => walk(join(root, dir)));

const TS_LANGS = new Set(['ts', 'tsx', 'typescript']);

/**
 * The fences of a file, with the content of included files (file="...", plugins/remark-include). A
 * fence with line notation (`// [!code ++]`) stands for two files: the result, without the removed
 * lines, and the code before the change, without the added ones; `lineOf[i]` is the fence line of
 * line i.
 */
type Fence = ReturnType<typeof findCodeFences>[number] & { lineOf: number[] | null; side: string };
const fencesOf = (file: string): Fence[] =>
  findCodeFences(readFileSync(file, 'utf8')).flatMap((fence): Fence[] => {
    const node = { value: fence.code, meta: fence.meta };
    includeIntoCode(node, { rootDir: root, page: relative(root, file) });
    if (!hasNotation(node.value)) return [{ ...fence, code: node.value, lineOf: null, side: '' }];
    const parsed = parseNotation(node.value);
    return [
      { ...fence, code: parsed.result, lineOf: parsed.resultLines, side: '' },
      { ...fence, code: parsed.before, lineOf: parsed.beforeLines, side: ' (before the change)' },
    ];
  });

function typescriptErrors(code: string, tsx: boolean, lineOf: number[] | null = null): string[] {
  const source = ts.createSourceFile(
    tsx ? 'sample.tsx' : 'sample.ts',
    code,
    ts.ScriptTarget.Latest,
    true,
    tsx ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const diagnostics = (source as unknown as { parseDiagnostics: ts.Diagnostic[] }).parseDiagnostics;
  return diagnostics.map((d) => {
    const { line } = source.getLineAndCharacterOfPosition(d.start ?? 0);
    return `line +${lineOf ? lineOf[line] : line}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`;
  });
}

describe('code samples', () => {
  it('finds the docs and blog files', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('every ts/tsx/typescript block parses with the TypeScript compiler', () => {
    const problems: string[] = [];
    let count = 0;
    for (const file of files) {
      for (const fence of fencesOf(file)) {
        if (!TS_LANGS.has(fence.lang)) continue;
        count++;
        // An excerpt (`fragment`) of an object or array literal, such as some keys of a config file
        // or one item of a middleware list, parses as its members; any other excerpt as statements.
        const errors = typescriptErrors(fence.code, fence.lang === 'tsx', fence.lineOf);
        const isFragment = /(?:^|\s)fragment(?:\s|$)/.test(fence.meta ?? '');
        const asMembers = () =>
          ['{', '['].some(
            (open) =>
              typescriptErrors(
                `const excerpt = ${open}\n${fence.code}\n${open === '{' ? '}' : ']'};`,
                fence.lang === 'tsx',
              ).length === 0,
          );
        for (const error of errors.length > 0 && isFragment && asMembers() ? [] : errors) {
          problems.push(`${relative(root, file)}:${fence.line}${fence.side} ${error}`);
        }
      }
    }
    expect(count).toBeGreaterThan(300);
    expect(problems).toEqual([]);
  });

  it('every json block is valid JSON', () => {
    const problems: string[] = [];
    for (const file of files) {
      for (const fence of fencesOf(file)) {
        if (fence.lang !== 'json') continue;
        try {
          JSON.parse(fence.code);
        } catch (error) {
          problems.push(`${relative(root, file)}:${fence.line} ${(error as Error).message}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('findCodeFences', () => {
  it('reads language, meta, code and line, including fences indented in lists', () => {
    const md = [
      '# T',
      '',
      '```ts title="a.ts"',
      'const a = 1;',
      '```',
      '',
      '- item',
      '',
      '  ```json',
      '  {"a": 1}',
      '  ```',
    ].join('\n');
    expect(findCodeFences(md)).toEqual([
      { lang: 'ts', meta: 'title="a.ts"', code: 'const a = 1;', line: 4 },
      { lang: 'json', meta: '', code: '{"a": 1}', line: 10 },
    ]);
  });
  it('names the file line of a syntax error', () => {
    expect(typescriptErrors('const a = ;', false)[0]).toMatch(/^line \+0: Expression expected/);
  });
});
