import { transform } from '../../plugins/api-reference/clientRoutes.cjs';
import { dropDataModules } from '../../plugins/generated-files/registryLoader.cjs';

const options = {
  prefixes: ['/docs/2.0/api/'],
  route: '/site/src/components/ApiReference/entryRoute.tsx',
};

const routes = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/docs/2.0/api',
    component: ComponentCreator('/docs/2.0/api', '16c'),
    exact: true
  },
  {
    path: '/docs/2.0/api/auth',
    component: ComponentCreator('/docs/2.0/api/auth', 'a1b'),
    exact: true
  },
  {
    path: '/docs/2.0/api/model',
    component: ComponentCreator('/docs/2.0/api/model', 'ec9'),
    exact: true
  },
  {
    path: '/github',
    component: ComponentCreator('/github', 'dca'),
    exact: true
  },
];
`;

describe('the browser bundle has one route for all reference entries of a version', () => {
  it('replaces the entries’ routes with one `:slug` route and keeps the others', () => {
    const out = transform(routes, { ...options, part: 'routes' });
    expect(out.startsWith(`import apiEntryRoute from "${options.route}";\n`)).toBe(true);
    expect(out).toContain(`{ path: '/docs/2.0/api/:slug', component: apiEntryRoute("/docs/2.0/api/"), exact: true },`);
    expect(out).not.toContain("'/docs/2.0/api/model'");
    expect(out).not.toContain("'/docs/2.0/api/auth'");
    expect(out).toContain("ComponentCreator('/docs/2.0/api', '16c')");
    expect(out).toContain("ComponentCreator('/github', 'dca')");
  });

  it('drops the entries’ data modules from the registry (the registry loader) and their chunk names', () => {
    const dataFiles = ['api-2.0-model.json', 'api-2.0-auth.json'];
    const registry = [
      'export default {',
      '  "293f1e60": [() => import(/* webpackChunkName: "293f1e60" */ "/s/.docusaurus/api-reference/default/api-2.0-model.json"), "", require.resolveWeak("/s/x")],',
      '  "e3fcb1f9": [() => import(/* webpackChunkName: "e3fcb1f9" */ "/s/.docusaurus/api-reference/default/api-2.0-index.json"), "", require.resolveWeak("/s/z")],',
      // The generated file closes on its last entry's line.
      '  "11111111": [() => import(/* webpackChunkName: "11111111" */ "/s/.docusaurus/api-reference/default/api-2.0-auth.json"), "", require.resolveWeak("/s/y")],};',
    ].join('\n');
    const out = dropDataModules(registry, dataFiles);
    expect(out).not.toContain('api-2.0-model.json');
    expect(out).not.toContain('api-2.0-auth.json');
    expect(out).toContain('api-2.0-index.json');
    expect(out.trimEnd().endsWith('};')).toBe(true);
    const chunkNames = JSON.stringify({
      '/docs/2.0/api-16c': { __comp: 'a' },
      '/docs/2.0/api/model-ec9': { __comp: 'b', data: 'c' },
      '/github-dca': { __comp: 'd' },
    });
    expect(Object.keys(JSON.parse(transform(chunkNames, { ...options, part: 'chunkNames' })))).toEqual([
      '/docs/2.0/api-16c',
      '/github-dca',
    ]);
  });

  it('fails when the generated files no longer look as expected', () => {
    expect(() => transform('export default [];', { ...options, part: 'routes' })).toThrow(/no route under/);
    expect(() => dropDataModules('export default {};', ['api-2.0-model.json', 'api-2.0-auth.json'])).toThrow(
      /found 0 of the 2 API reference entry data modules/,
    );
  });
});
