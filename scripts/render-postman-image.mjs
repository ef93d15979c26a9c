#!/usr/bin/env node
// Draws the Postman collection's request tree (folders, method badges, request names and paths)
// as an SVG, so the docs can show what the collection looks like once imported into Postman
// without a screenshot that goes stale.
//
// Usage (from the site root):
//   node scripts/render-postman-image.mjs           writes static/images/postman/larascript-collection.svg
//   node scripts/render-postman-image.mjs --check   exits 1 when the SVG is out of date
//
// Run it again whenever static/data/larascript-2.0.postman_collection.json changes.
import { readFileSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const collectionPath = join(root, 'static/data/larascript-2.0.postman_collection.json');
const outputPath = join(root, 'static/images/postman/larascript-collection.svg');

// Badge colors close to Postman's own method colors (text on a light tint of the same hue).
const METHOD_COLORS = {
  GET: '#0b7a3b',
  POST: '#9a6700',
  PUT: '#1d5fbf',
  PATCH: '#6a3fa0',
  DELETE: '#b42318',
  OPTIONS: '#7a2e6e',
  HEAD: '#2e7a73',
};

const WIDTH = 640;
const ROW = 30;
const HEADER = 52;
const FOOTER = 44;
const FONT = "Inter, 'Segoe UI', Helvetica, Arial, sans-serif";
const MONO = "'JetBrains Mono', Menlo, Consolas, monospace";

const escapeXml = (text) =>
  String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The request path as a reader sees it: `:id` segments shown as `{id}`, query string dropped. */
function displayPath(url) {
  const segments =
    typeof url === 'string'
      ? url
          .replace(/^\{\{baseUrl\}\}/, '')
          .split('?')[0]
          .split('/')
      : url.path;
  const path = segments
    .filter((s) => s !== '')
    .map((s) => (s.startsWith(':') ? `{${s.slice(1)}}` : s))
    .join('/');
  return `/${path}`;
}

/** Flattens the collection into rows: folders at depth 0, requests beneath them. */
function rowsOf(items, depth = 0) {
  return items.flatMap((item) =>
    Array.isArray(item.item)
      ? [{ kind: 'folder', name: item.name, depth }, ...rowsOf(item.item, depth + 1)]
      : [{ kind: 'request', name: item.name, depth, method: item.request.method, path: displayPath(item.request.url) }],
  );
}

function folderIcon(x, y) {
  // A small open-folder glyph.
  return `<path d="M${x} ${y + 3}h5l2 2h7v9h-14z" fill="#f2f4f7" stroke="#667085" stroke-width="1.2" stroke-linejoin="round"/>`;
}

function render(collection) {
  const rows = rowsOf(collection.item);
  const height = HEADER + rows.length * ROW + FOOTER;
  const variables = (collection.variable ?? []).map((v) => (v.value ? `${v.key} = ${v.value}` : v.key));
  const requestCount = rows.filter((r) => r.kind === 'request').length;

  const out = [];
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}" role="img" aria-labelledby="t d">`,
    `<title id="t">${escapeXml(collection.info.name)} collection in Postman</title>`,
    `<desc id="d">Request tree of the imported collection: ${rows
      .filter((r) => r.kind === 'request')
      .map((r) => `${r.method} ${r.path}`)
      .join(', ')}.</desc>`,
    `<rect x="0.5" y="0.5" width="${WIDTH - 1}" height="${height - 1}" rx="8" fill="#ffffff" stroke="#d0d5dd"/>`,
    // Header: collection name, like the top of Postman's Collections sidebar.
    `<rect x="1" y="1" width="${WIDTH - 2}" height="${HEADER - 8}" rx="7" fill="#f9fafb"/>`,
    `<path d="M18 17l5 5-5 5" fill="none" stroke="#344054" stroke-width="1.6" transform="rotate(90 20.5 22)"/>`,
    `<text x="36" y="27" font-family="${FONT}" font-size="15" font-weight="700" fill="#101828">${escapeXml(collection.info.name)}</text>`,
    `<text x="${WIDTH - 18}" y="27" font-family="${FONT}" font-size="12" fill="#667085" text-anchor="end">${requestCount} requests</text>`,
    `<line x1="1" y1="${HEADER - 7}" x2="${WIDTH - 1}" y2="${HEADER - 7}" stroke="#eaecf0"/>`,
  );

  rows.forEach((row, index) => {
    const y = HEADER + index * ROW;
    const mid = y + ROW / 2;
    const indent = 20 + row.depth * 26;
    if (row.kind === 'folder') {
      out.push(
        `<path d="M${indent} ${mid - 3}l4 4 4-4" fill="none" stroke="#667085" stroke-width="1.5"/>`,
        folderIcon(indent + 14, mid - 9),
        `<text x="${indent + 36}" y="${mid + 5}" font-family="${FONT}" font-size="14" font-weight="600" fill="#101828">${escapeXml(row.name)}</text>`,
      );
      return;
    }
    const color = METHOD_COLORS[row.method] ?? '#475467';
    out.push(
      `<rect x="${indent}" y="${mid - 10}" width="60" height="20" rx="4" fill="${color}" fill-opacity="0.12"/>`,
      `<text x="${indent + 30}" y="${mid + 4}" font-family="${MONO}" font-size="11" font-weight="700" fill="${color}" text-anchor="middle">${row.method}</text>`,
      `<text x="${indent + 72}" y="${mid + 5}" font-family="${FONT}" font-size="14" fill="#1d2939">${escapeXml(row.name)}</text>`,
      `<text x="${WIDTH - 18}" y="${mid + 5}" font-family="${MONO}" font-size="12" fill="#667085" text-anchor="end">${escapeXml(row.path)}</text>`,
    );
  });

  const footerY = HEADER + rows.length * ROW;
  out.push(
    `<line x1="1" y1="${footerY + 6}" x2="${WIDTH - 1}" y2="${footerY + 6}" stroke="#eaecf0"/>`,
    `<text x="20" y="${footerY + 29}" font-family="${FONT}" font-size="12" fill="#475467">Collection variables: ${escapeXml(variables.join(' · '))}</text>`,
    '</svg>',
  );
  return out.join('\n') + '\n';
}

const collection = JSON.parse(readFileSync(collectionPath, 'utf8'));
const svg = render(collection);

if (process.argv.includes('--check')) {
  const current = existsSync(outputPath) ? readFileSync(outputPath, 'utf8') : '';
  if (current !== svg) {
    console.error(`render-postman-image: ${outputPath} is out of date; run node scripts/render-postman-image.mjs`);
    process.exit(1);
  }
  console.log('render-postman-image: SVG is up to date');
} else {
  mkdirSync(dirname(outputPath), { recursive: true });
  writeFileSync(outputPath, svg);
  console.log(`render-postman-image: wrote ${outputPath} (${Buffer.byteLength(svg)} bytes)`);
}
