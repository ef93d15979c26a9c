import * as shim from '../../src/client/utilsCommon';
import * as utilsCommon from '@docusaurus/utils-common';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const registryLoader = require('../../plugins/client-size/registryLoader.cjs') as (source: string) => string;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const versionPropsLoader = require('../../plugins/client-size/versionPropsLoader.cjs') as (source: string) => string;

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
});

describe('versionPropsLoader', () => {
  it('drops each doc description and keeps titles, ids and the sidebar', () => {
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
    expect(slim.version.docs['http/routing']).toEqual({ id: 'http/routing', title: 'HTTP Routing', sidebar: 'docs' });
    expect(slim.version.docsSidebars).toEqual(props.version.docsSidebars);
  });

  it('leaves other JSON as it is', () => {
    expect(versionPropsLoader('{"a":1}')).toBe('{"a":1}');
  });
});
