/**
 * content-rules: fails the build when a docs page or blog post breaks the site's front matter rules
 * (src/lib/contentRules.ts) or a configuration card data file breaks the card rules
 * (src/lib/configCards.ts), or a page named by an Upgrade Guide entry lacks its "Changed in" note
 * (src/lib/upgradeGuide.ts), with a message that names each file and field.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { configFileProblems, formatConfigProblems } from '../../src/lib/configCards';
import {
  blogFrontMatterProblems,
  docFrontMatterProblems,
  formatProblems,
  type FrontMatter,
} from '../../src/lib/contentRules';
import { changedInProblems, GUIDE_PAGE, parseUpgradeGuide } from '../../src/lib/upgradeGuide';

interface DocsContent {
  loadedVersions: { docs: { source: string; frontMatter: FrontMatter }[] }[];
}

interface BlogContent {
  blogPosts: { metadata: { source: string; date: Date | string; frontMatter: FrontMatter } }[];
}

const CONFIG_DATA = join('src', 'data', 'config');

/** Checks every configuration card module (all of src/data/config except the types). */
async function configCardErrors(siteDir: string): Promise<string[]> {
  const errors: string[] = [];
  const dir = join(siteDir, CONFIG_DATA);
  const modules = readdirSync(dir).filter((f) => /\.tsx?$/.test(f) && f !== 'types.ts');
  for (const module of modules) {
    const file = join(CONFIG_DATA, module);
    let problems: string[];
    try {
      const loaded = (await import(join(dir, module))) as { default?: unknown };
      problems = configFileProblems(loaded.default);
    } catch (error) {
      problems = [`cannot be loaded: ${(error as Error).message}`];
    }
    const message = formatConfigProblems(file, problems);
    if (message) errors.push(message);
  }
  return errors;
}

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? markdownFiles(full) : /\.mdx?$/.test(name) ? [full] : [];
  });
}

/** The Upgrade Guide's "Changed in" notes of each docs folder (versioned_docs/version-*, docs). */
function changedInErrors(siteDir: string): string[] {
  const roots = ['docs'];
  const versioned = join(siteDir, 'versioned_docs');
  if (existsSync(versioned)) roots.push(...readdirSync(versioned).map((v) => `versioned_docs/${v}`));
  const errors: string[] = [];
  for (const root of roots) {
    const dir = join(siteDir, root);
    if (!existsSync(join(dir, GUIDE_PAGE))) continue;
    const pages = new Map(
      markdownFiles(dir).map((file) => [relative(dir, file).split('\\').join('/'), readFileSync(file, 'utf8')]),
    );
    const problems: string[] = [];
    const guide = parseUpgradeGuide(pages.get(GUIDE_PAGE)!, problems);
    errors.push(...problems.map((p) => `${root}/${GUIDE_PAGE}: ${p}`), ...changedInProblems(guide, pages, root));
  }
  return errors.length > 0
    ? [`"Changed in" notes of the Upgrade Guide:\n${errors.map((e) => `  - ${e}`).join('\n')}`]
    : [];
}

export default function contentRules(context: LoadContext): Plugin {
  return {
    name: 'content-rules',
    async allContentLoaded({ allContent }) {
      const errors: string[] = [...(await configCardErrors(context.siteDir)), ...changedInErrors(context.siteDir)];
      const docs = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
      for (const version of docs?.loadedVersions ?? []) {
        for (const doc of version.docs) {
          const message = formatProblems(doc.source.replace(/^@site\//, ''), docFrontMatterProblems(doc.frontMatter));
          if (message) errors.push(message);
        }
      }
      const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
      for (const post of blog?.blogPosts ?? []) {
        const { source, date, frontMatter } = post.metadata;
        const message = formatProblems(source.replace(/^@site\//, ''), blogFrontMatterProblems(frontMatter, date));
        if (message) errors.push(message);
      }
      if (errors.length > 0) throw new Error(errors.join('\n'));
    },
  };
}
