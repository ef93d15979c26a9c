// Reads a `_headers` file (the Netlify / Cloudflare Pages format written by plugins/hosting) and
// answers which headers a path gets, so that `npm run serve` and the tests send what the hosts send.
// A rule's path may end in or contain `*` (any characters, slashes included); every matching rule
// applies, a later rule's value replacing an earlier one's for the same header.

/** @returns {{ pattern: RegExp, headers: [string, string][] }[]} */
export function parseHeaders(text) {
  const rules = [];
  let current = null;
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const path = line.trim();
      const source = path
        .split('*')
        .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('.*');
      current = { pattern: new RegExp(`^${source}$`), headers: [] };
      rules.push(current);
      continue;
    }
    const at = line.indexOf(':');
    if (!current || at < 0) throw new Error(`_headers: cannot read the line "${line.trim()}"`);
    current.headers.push([line.slice(0, at).trim(), line.slice(at + 1).trim()]);
  }
  return rules;
}

/** The headers for a request path (`/docs/2.0/x` and `/docs/2.0/x/` are the same page). */
export function headersFor(rules, pathname) {
  const paths = new Set([
    pathname,
    pathname.endsWith('/') && pathname.length > 1 ? pathname.slice(0, -1) : `${pathname}/`,
  ]);
  const headers = new Map();
  for (const rule of rules) {
    if (![...paths].some((p) => rule.pattern.test(p))) continue;
    for (const [name, value] of rule.headers) headers.set(name, value);
  }
  return headers;
}
