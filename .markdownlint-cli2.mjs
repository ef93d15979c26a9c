// markdownlint over the docs and the blog.
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { identicalMirrorFiles } from './scripts/lib/mirror.mjs';

const root = dirname(fileURLToPath(import.meta.url));

export default {
  config: {
    default: true,
    // Prose is not wrapped.
    MD013: false,
    // MDX components (<AnchorNav>, <Tabs>, <ConfigReference>) are HTML-like.
    MD033: false,
    // The front matter title is the page's h1.
    MD041: false,
    MD025: { front_matter_title: '' },
    // Same heading text is allowed under different parents (e.g. "Example" under each rule).
    MD024: { siblings_only: true },
    MD046: { style: 'fenced' },
    MD048: { style: 'backtick' },
    MD049: { style: 'consistent' },
    MD050: { style: 'consistent' },
    MD004: { style: 'dash' },
    MD029: { style: 'ordered' },
    // Admonitions (:::note) and tabs need blank-line layouts markdownlint does not know.
    MD031: false,
    MD032: false,
    // Link fragments to config cards (#settings.secret) are ids markdownlint cannot see.
    MD051: false,
    MD059: false,
    MD060: false,
  },
  globs: ['versioned_docs/**/*.{md,mdx}', 'docs/**/*.{md,mdx}', 'blog/**/*.md'],
  // Files of docs/ identical to their twin in versioned_docs/ are checked once, as the twin (scripts/lib/mirror.mjs).
  ignores: ['node_modules/**', 'build/**', ...identicalMirrorFiles(root).filter((f) => /\.mdx?$/.test(f))],
  // The ignore list above is long: print the summary only.
  noProgress: true,
};
