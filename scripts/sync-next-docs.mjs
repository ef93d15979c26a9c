#!/usr/bin/env node
// Makes docs/ (the next version's working copy) an exact copy of the latest released version in
// versioned_docs/, which is the rule while that release line is current. Run after editing a 2.0
// page: `npm run docs:sync`. Prints what it changed.
import { cpSync, existsSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const [latest] = JSON.parse(readFileSync(join(root, 'versions.json'), 'utf8'));
const source = join(root, 'versioned_docs', `version-${latest}`);
const target = join(root, 'docs');

const walk = (dir, base = dir) =>
  existsSync(dir)
    ? readdirSync(dir).flatMap((name) => {
        const full = join(dir, name);
        return statSync(full).isDirectory() ? walk(full, base) : [relative(base, full)];
      })
    : [];

const before = new Map(walk(target).map((f) => [f, readFileSync(join(target, f), 'utf8')]));
rmSync(target, { recursive: true, force: true });
cpSync(source, target, { recursive: true });
const after = walk(target);
const changed = after.filter((f) => before.get(f) !== readFileSync(join(target, f), 'utf8'));
const removed = [...before.keys()].filter((f) => !after.includes(f));
for (const f of changed) console.log(`${before.has(f) ? 'updated' : 'added'}: docs/${f}`);
for (const f of removed) console.log(`removed: docs/${f}`);
console.log(
  `docs-sync: docs/ mirrors versioned_docs/version-${latest} (${after.length} files, ${changed.length + removed.length} changed)`,
);
