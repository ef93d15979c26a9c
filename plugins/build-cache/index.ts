/**
 * build-cache: the bundler's persistent cache (Docusaurus Faster, kept in node_modules/.cache
 * between builds, and on only with SITE_BUILD_CACHE=true: docusaurus.config.ts) is thrown away
 * when Docusaurus itself or docusaurus.config.ts changes, but not when the site's own build code
 * does: our plugins and loaders (plugins/), the remark plugins' logic and the server-side code they
 * and the config use (src/lib, src/ssr, src/site.ts). A change there would otherwise build with
 * modules transformed by the old code: a loader edit that seems to do nothing. This adds those files
 * to the cache's build dependencies, so a change to any of them starts a cold build. The API
 * reference data (api/version-<v>/reference.json) is one too: the remark plugin that links samples
 * to it (plugins/remark-api-links) reads it, and it changes only when a release is regenerated.
 * (Only `npm run build` keeps a persistent cache, and only when asked; `npm start` does not.)
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { enabledOverrides } from '../overrides';

const CODE = /\.(c|m)?[jt]sx?$/;

/** Every version's API reference data file. */
function referenceDataFiles(siteDir: string): string[] {
  const dir = join(siteDir, 'api');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .map((name) => join(dir, name, 'reference.json'))
    .filter((file) => existsSync(file));
}

export function buildCodeFiles(siteDir: string): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = join(dir, name);
      return statSync(full).isDirectory() ? walk(full) : CODE.test(name) ? [full] : [];
    });
  return [
    ...walk(join(siteDir, 'plugins')),
    ...walk(join(siteDir, 'src', 'lib')),
    ...walk(join(siteDir, 'src', 'ssr')),
    join(siteDir, 'src', 'site.ts'),
    ...referenceDataFiles(siteDir),
  ].sort();
}

export default function buildCache(context: LoadContext): Plugin {
  return {
    name: 'build-cache',
    configureWebpack(config, _isServer, { currentBundler }) {
      // Rspack keeps its persistent cache under experiments.cache, webpack under cache; the files
      // are merged into Docusaurus's own list, when there is a persistent cache at all.
      // The overrides switched on (SITE_STOCK, SITE_OVERRIDES) are part of the cache's version: a
      // build with another set must not reuse modules that the other set's loaders transformed.
      const overrides = createHash('sha256')
        .update([...enabledOverrides()].join(','))
        .digest('hex')
        .slice(0, 12);
      const rspackCache = (config as { experiments?: { cache?: { type?: string; version?: string } } }).experiments
        ?.cache;
      const webpackCache = config.cache as { type?: string; version?: string } | boolean | undefined;
      if (currentBundler.name === 'rspack' && rspackCache?.type === 'persistent')
        return {
          experiments: {
            cache: {
              version: `${rspackCache.version ?? ''}-overrides-${overrides}`,
              buildDependencies: buildCodeFiles(context.siteDir),
            },
          },
        } as object;
      if (typeof webpackCache === 'object' && webpackCache.type === 'filesystem')
        return {
          cache: {
            version: `${webpackCache.version ?? ''}-overrides-${overrides}`,
            buildDependencies: { site: buildCodeFiles(context.siteDir) },
          },
        } as object;
      return {};
    },
  };
}
