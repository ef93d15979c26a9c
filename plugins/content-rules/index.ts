/**
 * content-rules: fails the build when a docs page or blog post breaks the site's front matter rules
 * (src/lib/contentRules.ts), with a message that names each file and field.
 */
import type { Plugin } from '@docusaurus/types';
import {
  blogFrontMatterProblems,
  docFrontMatterProblems,
  formatProblems,
  type FrontMatter,
} from '../../src/lib/contentRules';

interface DocsContent {
  loadedVersions: { docs: { source: string; frontMatter: FrontMatter }[] }[];
}

interface BlogContent {
  blogPosts: { metadata: { source: string; date: Date | string; frontMatter: FrontMatter } }[];
}

export default function contentRules(): Plugin {
  return {
    name: 'content-rules',
    async allContentLoaded({ allContent }) {
      const errors: string[] = [];
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
