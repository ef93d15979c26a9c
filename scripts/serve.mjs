#!/usr/bin/env node
// Serves the production build like real static hosting: gzip compression, clean URLs, the 404 page
// with status 404, and the response headers of the build's `_headers` file (plugins/hosting), the
// same file Netlify and Cloudflare Pages apply: what the tests check is what is hosted.
// Usage: node scripts/serve.mjs [--port 3000] [--host 127.0.0.1] [--dir build]
import http from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import handler from 'serve-handler';
import compression from 'compression';
import { headersFor, parseHeaders } from './lib/headers.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
};
const port = Number(arg('port', process.env.PORT ?? '3000'));
const host = arg('host', '127.0.0.1');
const dir = resolve(root, arg('dir', 'build'));

if (!existsSync(resolve(dir, 'index.html'))) {
  console.error(`serve: no site build in ${dir}. Run \`npm run build\` first.`);
  process.exit(1);
}

const headersFile = resolve(dir, '_headers');
if (!existsSync(headersFile))
  console.warn('serve: this build has no _headers file; responses go out without security headers.');
const rules = existsSync(headersFile) ? parseHeaders(readFileSync(headersFile, 'utf8')) : [];
const compress = compression();
const options = { public: dir, cleanUrls: true, trailingSlash: false };

const server = http.createServer((req, res) => {
  let pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
  try {
    pathname = decodeURIComponent(pathname);
  } catch {
    // A malformed escape: match the raw path.
  }
  for (const [name, value] of headersFor(rules, pathname)) res.setHeader(name, value);
  compress(req, res, () => {
    handler(req, res, options).catch((error) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });
});
server.listen(port, host, () => console.log(`serve: ${dir} at http://${host}:${port}`));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
