import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import remarkDiagram, { DIAGRAMS } from '../../plugins/remark-diagram';
import { DIAGRAM_DATA } from '../../src/data/diagrams';

/**
 * plugins/remark-diagram: a `::diagram{name="…"}` line becomes the named diagram component,
 * imported by the page itself; an unknown name fails with the file and line; and each of the four
 * flows is drawn on the docs page where a reader meets it.
 */
const ROOT = join(__dirname, '..', '..');
const file = { cwd: '/site', path: '/site/versioned_docs/version-2.0/http/introduction.md' } as unknown as VFile;

function directive(name: string | undefined, type = 'leafDirective', line = 7) {
  return {
    type,
    name: 'diagram',
    attributes: name === undefined ? {} : { name },
    children: [],
    position: { start: { line, column: 1 }, end: { line, column: 30 } },
  };
}

function transform(children: unknown[]): Root {
  const tree = { type: 'root', children } as unknown as Root;
  remarkDiagram()(tree, file);
  return tree;
}

describe('remark-diagram', () => {
  it('turns the directive into the component and imports it once from src/components', () => {
    const paragraph = { type: 'paragraph', children: [{ type: 'text', value: 'Every route…' }] };
    const tree = transform([paragraph, directive('http-pipeline'), directive('http-pipeline', 'leafDirective', 9)]);
    const [esm, ...rest] = tree.children as unknown as Record<string, unknown>[];
    expect(esm.type).toBe('mdxjsEsm');
    expect(esm.value).toBe("import HttpPipelineDiagram from '@site/src/components/HttpPipelineDiagram'");
    const program = (esm.data as { estree: { body: { source: { value: string } }[] } }).estree;
    expect(program.body.map((declaration) => declaration.source.value)).toEqual([
      '@site/src/components/HttpPipelineDiagram',
    ]);
    expect(rest[0]).toBe(paragraph);
    expect(rest.slice(1)).toEqual([
      { type: 'mdxJsxFlowElement', name: 'HttpPipelineDiagram', attributes: [], children: [] },
      { type: 'mdxJsxFlowElement', name: 'HttpPipelineDiagram', attributes: [], children: [] },
    ]);
  });

  it('leaves pages without a diagram and other directives alone', () => {
    const other = { ...directive('x'), name: 'other' };
    const tree = transform([other]);
    expect(tree.children).toEqual([other]);
  });

  it('fails with the file and line for an unknown or missing name, or the inline form', () => {
    expect(() => transform([directive('mermaid-flow')])).toThrow(
      'versioned_docs/version-2.0/http/introduction.md:7: unknown diagram "mermaid-flow"',
    );
    expect(() => transform([directive(undefined, 'leafDirective', 12)])).toThrow(
      'versioned_docs/version-2.0/http/introduction.md:12: unknown diagram (no name)',
    );
    expect(() => transform([directive('toString')])).toThrow('unknown diagram "toString"');
    expect(() =>
      transform([{ type: 'paragraph', children: [directive('http-pipeline', 'textDirective', 3)] }]),
    ).toThrow('versioned_docs/version-2.0/http/introduction.md:3: write a diagram on a line of its own');
  });

  it('names a component that exists for every diagram', () => {
    for (const component of Object.values(DIAGRAMS))
      expect(existsSync(join(ROOT, 'src', 'components', component, 'index.tsx'))).toBe(true);
  });

  it('has the content of every diagram for the Markdown twins, and no content without a component', () => {
    expect(Object.keys(DIAGRAM_DATA).sort()).toEqual(Object.keys(DIAGRAMS).sort());
  });

  it.each([
    ['service-providers/introduction.md', 'provider-lifecycle', '## How the application boots'],
    ['http/introduction.md', 'http-pipeline', '## How a request flows'],
    ['events/introduction.md', 'event-dispatch', '## Drivers: now or later'],
    ['models/observers.md', 'model-lifecycle', '## Lifecycle order'],
  ])('%s shows the %s diagram in its section %s', (page, name, heading) => {
    for (const dir of [join('versioned_docs', 'version-2.0'), 'docs']) {
      const text = readFileSync(join(ROOT, dir, page), 'utf8');
      const line = `\n::diagram{name="${name}"}\n`;
      expect(text.split(line)).toHaveLength(2);
      const section = text.slice(text.indexOf(heading), text.indexOf(line));
      expect(section.startsWith(heading)).toBe(true);
      expect(section.slice(heading.length)).not.toMatch(/\n## /);
    }
  });
});
