import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import * as shim from '../../src/client/utilsCommon';
import * as utilsCommon from '@docusaurus/utils-common';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const registryLoader = require('../../plugins/generated-files/registryLoader.cjs') as (source: string) => string;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const versionPropsLoader = require('../../plugins/generated-files/versionPropsLoader.cjs') as (
  source: string,
) => string;
const root = join(__dirname, '..', '..');

/** Every file under `dir`, recursively. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

describe('the browser copy of @docusaurus/utils-common', () => {
  it('exports exactly what the package index exports, with the same values', () => {
    expect(Object.keys(shim).sort()).toEqual(Object.keys(utilsCommon).sort());
    for (const [name, value] of Object.entries(utilsCommon)) {
      expect([name, (shim as Record<string, unknown>)[name]]).toEqual([name, value]);
    }
  });

  it('applies trailing slashes as the package does', () => {
    expect(shim.applyTrailingSlash('/docs/2.0/', { trailingSlash: false, baseUrl: '/' })).toBe('/docs/2.0');
  });
});

describe('registryLoader', () => {
  const entry = (chunk: string, module: string) =>
    `  "${chunk}": [() => import(/* webpackChunkName: "${chunk}" */ "${module}"), "${module}", require.resolveWeak("${module}")],`;

  it('blanks the module path that only server rendering reads, and keeps the import and the weak id', () => {
    const source = `export default {\n${entry('0199fafd', '@site/versioned_docs/version-2.0/auth/introduction.md')}\n};\n`;
    const slim = registryLoader(source);
    expect(slim).toContain(
      'import(/* webpackChunkName: "0199fafd" */ "@site/versioned_docs/version-2.0/auth/introduction.md")',
    );
    expect(slim).toContain('require.resolveWeak("@site/versioned_docs/version-2.0/auth/introduction.md")');
    expect(slim).toContain('), "", require.resolveWeak(');
    expect(slim.match(/"@site\/versioned_docs\/version-2\.0\/auth\/introduction\.md"/g)).toHaveLength(2);
  });

  it('fails the build when the generated registry changes shape', () => {
    expect(() => registryLoader('export default {};')).toThrow(/registry\.js no longer has the expected format/);
  });

  it('gives the four docs layout components one chunk name and says which keys it renamed', () => {
    const layout = ['@theme/DocsRoot', '@theme/DocVersionRoot', '@theme/DocRoot', '@theme/DocItem'];
    const source = `export default {\n${[
      entry('0199fafd', '@site/versioned_docs/version-2.0/auth/introduction.md'),
      ...layout.map((module, i) => entry(`aaaa000${i}`, module)),
    ].join('\n')}\n};\n`;
    const slim = registryLoader(source);
    expect(slim.match(/webpackChunkName: "docs-layout"/g)).toHaveLength(4);
    expect(slim).toContain('webpackChunkName: "0199fafd"');
    // The registry object names the chunk of each renamed key, in a property nothing iterates.
    expect(slim).toContain('const registry = {');
    expect(slim).toContain(
      `Object.defineProperty(registry, 'chunkAliases', { value: {"aaaa0000":"docs-layout","aaaa0001":"docs-layout","aaaa0002":"docs-layout","aaaa0003":"docs-layout"} });`,
    );
    expect(slim.trimEnd().endsWith('export default registry;')).toBe(true);
    // Some but not all of them: the theme changed; the build says so.
    expect(() => registryLoader(`export default {\n${entry('aaaa0000', '@theme/DocItem')}\n};\n`)).toThrow(
      /found 1 of the 4 docs layout components/,
    );
  });
});

describe('versionPropsLoader', () => {
  it('empties the docs map, which only doc cards and `doc` navbar items read, and keeps the sidebar', () => {
    const props = {
      version: {
        version: '2.0',
        docsSidebars: { docs: [{ type: 'link', label: 'Routing', href: '/docs/2.0/http/routing' }] },
        docs: {
          'http/routing': { id: 'http/routing', title: 'HTTP Routing', description: 'Long text', sidebar: 'docs' },
        },
      },
    };
    const slim = JSON.parse(versionPropsLoader(JSON.stringify(props)));
    expect(slim.version.docs).toEqual({});
    expect(slim.version.docsSidebars).toEqual(props.version.docsSidebars);
    expect(slim.version.version).toBe('2.0');
  });

  it('leaves other JSON as it is', () => {
    expect(versionPropsLoader('{"a":1}')).toBe('{"a":1}');
  });

  it('is safe: nothing in the site reads the docs map (no `doc` navbar item, no useDocById)', () => {
    const config = readFileSync(join(root, 'docusaurus.config.ts'), 'utf8');
    expect(config).not.toMatch(/type:\s*'doc'/);
    const uses = sourceFiles(join(root, 'src')).filter((file) => /useDocById/.test(readFileSync(file, 'utf8')));
    expect(uses).toEqual([]);
  });
});
