#!/usr/bin/env node
// Serves the production build like real static hosting: gzip compression, clean URLs
// (/docs/2.0/x → x.html, as trailingSlash: false emits), and the 404 page with status 404.
// Usage: node scripts/serve.mjs [--port 3000] [--host 127.0.0.1] [--dir build]
import http from 'node:http';
import { existsSync } from 'node:fs';
import { resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import handler from 'serve-handler';
import compression from 'compression';

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

const compress = compression();
const options = {
  public: dir,
  cleanUrls: true,
  trailingSlash: false,
  headers: [{ source: 'assets/**', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] }],
};

const server = http.createServer((req, res) => {
  compress(req, res, () => {
    handler(req, res, options).catch((error) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });
});
server.listen(port, host, () => console.log(`serve: ${dir} at http://${host}:${port}`));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
