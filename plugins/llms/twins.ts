/**
 * The Markdown twins of docs pages, converted from their sources (src/lib/llms/markdown.ts). The llms
 * plugin runs this in a low-priority child process while the site is bundled (./child.cjs), or
 * itself when none was started.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, extname, join } from 'node:path';
import { pageToMarkdown, type TwinContext } from '../../src/lib/llms/markdown';
import { leftoverLines } from '../../src/lib/llms/leftovers';

/** A page to convert: its source file (relative to the site), its metadata and URL. */
export interface TwinJob {
  file: string;
  title: string;
  description: string;
  url: string;
}

export interface TwinSite {
  siteDir: string;
  /** The site's URL with its base path, e.g. `https://www.larascriptnode.com/`. */
  siteRoot: string;
}

/** A page's twin, or why it has none. */
export type TwinResult = { file: string; markdown: string } | { file: string; error: string };

const MODULE_EXTENSIONS = ['', '.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'];

/** Converts pages of one docs version; links between them become their absolute URLs. */
export async function convertTwins(site: TwinSite, jobs: TwinJob[]): Promise<TwinResult[]> {
  const { siteDir, siteRoot } = site;
  const urlOfFile = new Map(jobs.map((job) => [job.file, job.url]));

  /** A module an MDX page imports (`@site/src/data/config/http`): its default export. */
  async function loadModule(specifier: string, fromFile: string): Promise<unknown> {
    const base = specifier.startsWith('@site/')
      ? join(siteDir, specifier.slice('@site/'.length))
      : specifier.startsWith('.')
        ? join(siteDir, dirname(fromFile), specifier)
        : undefined;
    const file = base && MODULE_EXTENSIONS.map((ext) => base + ext).find((path) => extname(path) && existsSync(path));
    const loaded = (await import(file || specifier)) as { default?: unknown };
    return loaded.default;
  }

  const results: TwinResult[] = [];
  for (const job of jobs) {
    const twinContext: TwinContext = {
      siteRoot,
      rootDir: siteDir,
      pageUrlOf: (target) => urlOfFile.get(target),
      loadModule: (specifier) => loadModule(specifier, job.file),
    };
    try {
      const markdown = await pageToMarkdown(
        {
          source: readFileSync(join(siteDir, job.file), 'utf8'),
          file: job.file,
          title: job.title,
          description: job.description,
          url: job.url,
        },
        twinContext,
      );
      const leftovers = leftoverLines(markdown);
      if (leftovers.length > 0)
        throw new Error(`${job.file}: its Markdown still has MDX:\n  ${leftovers.join('\n  ')}`);
      results.push({ file: job.file, markdown });
    } catch (error) {
      results.push({ file: job.file, error: (error as Error).message });
    }
  }
  return results;
}

// The child process loads this module through Docusaurus's module loader, which returns the default export.
export default convertTwins;
