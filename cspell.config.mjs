// Spell check of the prose (docs, blog, site code), with cspell-words.txt for framework terms.
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { identicalMirrorFiles } from './scripts/lib/mirror.mjs';

const root = dirname(fileURLToPath(import.meta.url));

/** @type {import('cspell').CSpellUserSettings} */
export default {
  version: '0.2',
  language: 'en-US',
  dictionaryDefinitions: [{ name: 'project-words', path: './cspell-words.txt', addWords: true }],
  dictionaries: ['project-words', 'typescript', 'node', 'npm', 'softwareTerms', 'companies', 'html', 'css', 'bash'],
  files: ['versioned_docs/**/*.{md,mdx}', 'docs/**/*.{md,mdx}', 'blog/**/*.md', 'src/**/*.{ts,tsx}', 'plugins/**/*.ts'],
  ignorePaths: [
    'node_modules/**',
    'build/**',
    '.docusaurus/**',
    'static/**',
    // Files of docs/ identical to their twin in versioned_docs/ are checked once, as the twin (scripts/lib/mirror.mjs).
    ...identicalMirrorFiles(root),
  ],
  ignoreRegExpList: ['Urls', 'Email', 'markdownCodeBlocks', 'markdownInlineCode', 'frontMatterKeys', 'JsxAttributes'],
  patterns: [
    { name: 'markdownCodeBlocks', pattern: '/^([ \\t]*)(`{3,}|~{3,})[\\s\\S]*?^\\1\\2/gm' },
    { name: 'markdownInlineCode', pattern: '/`[^`\\n]+`/g' },
    { name: 'frontMatterKeys', pattern: '/^[a-z_]+:/gm' },
    { name: 'JsxAttributes', pattern: '/<[A-Z][A-Za-z]*[^>]*>/g' },
  ],
};
