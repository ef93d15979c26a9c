// The pure parts of the external-link check (scripts/check-external-links.mjs) and of the issue the
// scheduled workflow keeps up to date (scripts/external-links-issue.mjs, .github/workflows/external-links.yml):
// which links are external, what a failed request was, the report grouped by URL, the summary the
// command prints, the issue's body and whether to open, update or close the issue.
// Unit-tested in tests/unit/externalLinks.test.ts.

/**
 * @typedef {{ url: string, ok: boolean, status?: number, error?: string, code?: string, requested?: boolean,
 *   skipped?: boolean }} UrlResult  the check of one unique URL (`requested: false`: its host was given up)
 * @typedef {{ url: string, status: number, error?: string, code?: string, requested?: false,
 *   pages: string[] }} BrokenUrl
 * @typedef {{ host: string, urls: number, broken: number, notRequested: number,
 *   failures: Record<string, number> }} HostCount
 * @typedef {{ checkedAt: string, site: string, commit?: string, pages: number, urls: number,
 *   durationMs?: number, broken: BrokenUrl[], hosts: HostCount[] }} Report
 * @typedef {{ runUrl?: string, repository?: string, maxPages?: number, maxLength?: number }} IssueOptions
 * @typedef {{ action: 'open', title: string, labels: string[], body: string, number?: number }
 *   | { action: 'update', number: number, body: string }
 *   | { action: 'close', number: number, comment: string }
 *   | { action: 'none', number?: undefined }} IssueAction
 */

/** The label that finds the one issue the workflow keeps up to date. */
export const ISSUE_LABEL = 'external-links';
export const ISSUE_TITLE = 'Broken external links';
/** Marks the bodies the workflow wrote (a person can read the issue; the workflow finds it by label). */
export const ISSUE_MARKER = '<!-- external-links-report -->';
/** GitHub refuses an issue body over 65,536 characters. */
export const ISSUE_BODY_LIMIT = 60000;

const isLoopback = (hostname) =>
  hostname === 'localhost' ||
  hostname.endsWith('.localhost') ||
  /^127\.\d+\.\d+\.\d+$/.test(hostname) ||
  hostname === '[::1]' ||
  hostname === '0.0.0.0';
/** Failures that say the host's name does not resolve: one is enough to stop asking that host. */
const DNS_CODES = new Set(['ENOTFOUND', 'EAI_AGAIN', 'EAI_NODATA', 'EAI_FAIL']);
/** Failures to reach a host at all: after a few, the rest of its URLs are not requested. */
const CONNECTION_CODES = new Set([
  'TIMEOUT',
  'ETIMEDOUT',
  'ECONNREFUSED',
  'ECONNRESET',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_SOCKET',
]);

/**
 * A build file's page path: `docs/2.0/x/index.html` → `/docs/2.0/x`, `index.html` → `/`, `404.html` stays.
 * @param {string} file
 */
export function sitePath(file) {
  const path = `/${file.split('\\').join('/').replace(/^\/+/, '')}`;
  if (path === '/index.html') return '/';
  return path.replace(/\/index\.html$/, '');
}

/**
 * Links the site fills in for each page (GitHub's new-issue form of the feedback buttons,
 * src/lib/feedback.ts; "Open in ChatGPT" and "Open in Claude", src/lib/assistants.ts): their query is
 * the page's data, not another resource, so the
 * endpoint is checked once, without it, for all of them (else about 1,800 of these links, 4 a page,
 * would be requested one by one).
 */
export const FORM_ENDPOINTS = [
  /^https:\/\/github\.com\/[^/]+\/[^/]+\/issues\/new$/,
  /^https:\/\/chatgpt\.com\/$/,
  /^https:\/\/claude\.ai\/new$/,
];

/**
 * The URL a link is checked as: without its fragment, and without its query for a form endpoint
 * (FORM_ENDPOINTS); null for anything but http(s).
 * @param {string} href
 * @returns {string | null}
 */
export function linkKey(href) {
  let url;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  url.hash = '';
  const endpoint = `${url.origin}${url.pathname}`;
  if (url.search && FORM_ENDPOINTS.some((re) => re.test(endpoint))) return endpoint;
  return url.href;
}

/**
 * Whether a link leaves the site: http(s), not the site's own host, not a loopback address.
 * @param {string} href
 * @param {string} siteUrl
 */
export function isExternalLink(href, siteUrl) {
  const key = linkKey(href);
  if (key === null) return false;
  const { hostname } = new URL(key);
  if (isLoopback(hostname)) return false;
  return hostname !== new URL(siteUrl).hostname;
}

/**
 * What went wrong, from linkinator's `failureDetails` (errors and non-2xx responses, the HEAD's and then
 * the GET's): the last error's most specific message and code (`ENOTFOUND`, `TIMEOUT`, …), or nothing
 * when the server answered (the status says it).
 * @param {unknown[] | undefined} details
 * @returns {{ error?: string, code?: string }}
 */
export function describeFailure(details = []) {
  const errors = /** @type {any[]} */ (details).filter(
    (d) => d && typeof d === 'object' && typeof d.message === 'string',
  );
  const last = errors.at(-1);
  if (!last) return {};
  const cause = last.cause && typeof last.cause === 'object' ? last.cause : undefined;
  let code = typeof cause?.code === 'string' ? cause.code : typeof last.code === 'string' ? last.code : undefined;
  if (!code && (last.name === 'TimeoutError' || cause?.name === 'TimeoutError')) code = 'TIMEOUT';
  const error = cause?.message || last.message;
  return code ? { error, code } : { error };
}

/**
 * Worth asking once more a little later: rate limits, server errors, time-outs and dropped connections.
 * @param {{ status?: number, code?: string }} failure
 */
export function isTransient({ status, code }) {
  if (status === 429 || (status !== undefined && status >= 500)) return true;
  return code !== undefined && CONNECTION_CODES.has(code) && code !== 'ECONNREFUSED';
}

/**
 * Remembers hosts that cannot be reached so that their other URLs fail at once instead of each waiting
 * for its own DNS error or time-out: a DNS failure gives a host up at once, connection failures after
 * `threshold` of them. HTTP answers (even 404 or 500) never do.
 * @param {{ threshold?: number }} [options]
 */
export function createHostBreaker({ threshold = 2 } = {}) {
  /** @type {Map<string, number>} */
  const failures = new Map();
  /** @type {Map<string, { code: string, error?: string }>} */
  const down = new Map();
  return {
    /** @param {string} url @param {{ code?: string, error?: string }} failure */
    record(url, { code, error }) {
      if (!code) return;
      const { host } = new URL(url);
      if (down.has(host)) return;
      if (DNS_CODES.has(code)) {
        down.set(host, { code, error });
      } else if (CONNECTION_CODES.has(code)) {
        const count = (failures.get(host) ?? 0) + 1;
        failures.set(host, count);
        if (count >= threshold) down.set(host, { code, error });
      }
    },
    /** Why the host of `url` is given up, or undefined. @param {string} url */
    downFor(url) {
      return down.get(new URL(url).host);
    },
    get hosts() {
      return [...down.keys()];
    },
  };
}

/**
 * The URLs in the order they are checked: sorted, then one host after another in turn, so that a
 * few requests at a time go to each host rather than all of them to the first, and an unreachable
 * host is given up after its first failures instead of after a whole batch of its URLs.
 * @param {string[]} urls
 */
export function interleaveByHost(urls) {
  /** @type {Map<string, string[]>} */
  const queues = new Map();
  for (const url of [...urls].sort()) {
    const host = new URL(url).host;
    if (!queues.has(host)) queues.set(host, []);
    queues.get(host).push(url);
  }
  const order = [];
  for (let i = 0; order.length < urls.length; i++) {
    for (const queue of queues.values()) if (i < queue.length) order.push(queue[i]);
  }
  return order;
}

/** @param {{ url: string }} a @param {{ url: string }} b */
const byUrl = (a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0);

/**
 * The report: one entry per broken URL with the pages that link to it (deduplicated, sorted), and the
 * checked URLs counted by host.
 * - `occurrences`: `{ url, page }` for each link found, any number per URL and page;
 * - `results`: one `{ url, ok, status?, error?, code? }` per unique URL checked.
 * @param {{ checkedAt: string, site: string, commit?: string, pages: number, durationMs?: number,
 *   occurrences: { url: string, page: string }[], results: UrlResult[] }} input
 * @returns {Report}
 */
export function buildReport({ checkedAt, site, commit, pages, durationMs, occurrences, results }) {
  /** @type {Map<string, Set<string>>} */
  const pagesOf = new Map();
  for (const { url, page } of occurrences) {
    if (!pagesOf.has(url)) pagesOf.set(url, new Set());
    pagesOf.get(url).add(page);
  }
  const broken = results
    .filter((r) => !r.ok)
    .map(
      (r) =>
        /** @type {BrokenUrl} */ ({
          url: r.url,
          status: r.status ?? 0,
          ...(r.error ? { error: r.error } : {}),
          ...(r.code ? { code: r.code } : {}),
          ...(r.requested === false ? { requested: false } : {}),
          pages: [...(pagesOf.get(r.url) ?? [])].sort(),
        }),
    )
    .sort(byUrl);
  /** @type {Map<string, HostCount>} */
  const hosts = new Map();
  for (const r of results) {
    const host = new URL(r.url).host;
    const entry = hosts.get(host) ?? { host, urls: 0, broken: 0, notRequested: 0, failures: {} };
    entry.urls++;
    if (!r.ok) {
      entry.broken++;
      if (r.requested === false) entry.notRequested++;
      const kind = r.code ?? String(r.status ?? 0);
      entry.failures[kind] = (entry.failures[kind] ?? 0) + 1;
    }
    hosts.set(host, entry);
  }
  return {
    checkedAt,
    site,
    ...(commit ? { commit } : {}),
    pages,
    urls: results.length,
    ...(durationMs !== undefined ? { durationMs } : {}),
    broken,
    hosts: [...hosts.values()].sort((a, b) => b.urls - a.urls || (a.host < b.host ? -1 : 1)),
  };
}

/** @param {number} n @param {string} one @param {string} [many] */
const plural = (n, one, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
/** @param {BrokenUrl} b */
const statusText = (b) => (b.status ? String(b.status) : (b.code ?? 'error'));
/** @param {string[]} list @param {number} max @param {(page: string) => string} [show] */
const fewPages = (list, max, show = (p) => p) =>
  list.length <= max
    ? list.map(show).join(', ')
    : `${list.slice(0, max).map(show).join(', ')} and ${list.length - max} more`;

/**
 * What the command prints: the figures, each broken URL with its status and a few of its pages, the hosts.
 * @param {Report} report
 * @param {{ maxPages?: number }} [options]
 */
export function renderSummary(report, { maxPages = 3 } = {}) {
  const lines = [
    `Checked ${plural(report.urls, 'unique external URL')} on ${plural(report.pages, 'page')}: ${report.broken.length} broken.`,
  ];
  // URLs of a host given up as unreachable were not requested: one line per host says how many.
  /** @type {Map<string, number>} */
  const notRequested = new Map();
  for (const b of report.broken) {
    if (b.requested === false) {
      const host = new URL(b.url).host;
      notRequested.set(host, (notRequested.get(host) ?? 0) + 1);
      continue;
    }
    lines.push(`  ${statusText(b)}  ${b.url}${b.status === 0 && b.error ? `  (${b.error})` : ''}`);
    lines.push(`      linked from ${plural(b.pages.length, 'page')}: ${fewPages(b.pages, maxPages)}`);
  }
  for (const [host, n] of notRequested) {
    lines.push(`  ${host} unreachable: ${plural(n, 'more URL')} of it not requested (the JSON report lists them)`);
  }
  if (report.hosts.length > 0) {
    lines.push('By host (URLs checked, broken):');
    for (const h of report.hosts) {
      const failures = Object.entries(h.failures)
        .map(([kind, n]) => `${kind} ${n}`)
        .join(', ');
      const skipped = h.notRequested ? `, ${h.notRequested} of them not requested` : '';
      lines.push(`  ${h.host}: ${h.urls}, ${h.broken} broken${failures ? ` (${failures}${skipped})` : ''}`);
    }
  }
  return lines.join('\n');
}

/** @param {string} text */
const code = (text) => `\`${String(text).replace(/`/g, '%60')}\``;
/** @param {string} [sha] */
const shortSha = (sha) => (sha ? sha.slice(0, 7) : undefined);

/** @param {Report} report @param {IssueOptions} [options] */
function provenance(report, { runUrl, repository } = {}) {
  const when = report.checkedAt
    .replace(/\.\d+Z$/, 'Z')
    .replace('T', ' ')
    .replace('Z', ' UTC');
  const commit = report.commit
    ? repository
      ? `[${shortSha(report.commit)}](https://github.com/${repository}/commit/${report.commit})`
      : code(shortSha(report.commit))
    : undefined;
  return `Checked ${when}${commit ? ` from commit ${commit}` : ''}${runUrl ? ` ([workflow run](${runUrl}))` : ''}.`;
}

/**
 * The issue's body: when and from which commit, then every broken URL with its status (or error) and
 * the pages that link to it. URLs are code spans, so that GitHub neither links them nor posts
 * "mentioned" notes on the issues they point to. Kept under GitHub's size limit: the URLs that do not
 * fit are counted (the JSON report of the run lists them all).
 * @param {Report} report
 * @param {IssueOptions} [options]
 */
export function renderIssueBody(report, { runUrl, repository, maxPages = 5, maxLength = ISSUE_BODY_LIMIT } = {}) {
  const pageLink = (/** @type {string} */ p) => `[${p}](${report.site}${p})`;
  const head = [
    ISSUE_MARKER,
    `The weekly external-link check found **${plural(report.broken.length, 'broken URL')}** among ` +
      `${plural(report.urls, 'unique external URL')} on ${plural(report.pages, 'page')} of ${report.site}.`,
    '',
    provenance(report, { runUrl, repository }),
    '',
    '| Status | URL | Linked from |',
    '| --- | --- | --- |',
  ];
  const foot = [
    '',
    'Fix or remove each link in the pages named (or confirm in a browser that it works: some sites ' +
      'refuse robots). The workflow updates this issue on every run and closes it when every link answers. ' +
      'Run it locally with `npm run build && npm run check:external-links`; see MAINTAINING.md, "External links".',
  ];
  const rows = report.broken.map((b) => {
    const status = b.status
      ? String(b.status)
      : b.error && b.code && b.error.includes(b.code)
        ? b.error
        : `${b.code ?? 'error'}${b.error ? `: ${b.error}` : ''}`;
    const pages = `${plural(b.pages.length, 'page')}: ${fewPages(b.pages, maxPages, pageLink)}`;
    return `| ${status.replace(/\|/g, '\\|')} | ${code(b.url).replace(/\|/g, '%7C')} | ${pages} |`;
  });
  let length = [...head, ...foot].join('\n').length + 200;
  const kept = [];
  for (const row of rows) {
    if (length + row.length + 1 > maxLength) break;
    kept.push(row);
    length += row.length + 1;
  }
  const left = rows.length - kept.length;
  const more = left > 0 ? [`| … | ${plural(left, 'more broken URL')}: see the run's external-links artifact | |`] : [];
  return [...head, ...kept, ...more, ...foot].join('\n');
}

/**
 * The comment the workflow closes the issue with.
 * @param {Report} report
 * @param {IssueOptions} [options]
 */
export function renderCloseComment(report, { runUrl, repository } = {}) {
  return (
    `Every external link answers again: ${plural(report.urls, 'unique URL')} on ${plural(report.pages, 'page')}, ` +
    `none broken. ${provenance(report, { runUrl, repository })} Closing.`
  );
}

/**
 * What to do with the issue, given the report and the open issue with the label (or none):
 * open one when something is broken and none is open, replace its body when one is open, close it
 * with a comment when the check is clean, nothing when clean and none is open.
 * @param {Report} report
 * @param {{ number: number } | null} openIssue
 * @param {IssueOptions} [options]
 * @returns {IssueAction}
 */
export function decideIssueAction(report, openIssue, options = {}) {
  const broken = report.broken.length > 0;
  if (broken && !openIssue) {
    return { action: 'open', title: ISSUE_TITLE, labels: [ISSUE_LABEL], body: renderIssueBody(report, options) };
  }
  if (broken) return { action: 'update', number: openIssue.number, body: renderIssueBody(report, options) };
  if (openIssue) return { action: 'close', number: openIssue.number, comment: renderCloseComment(report, options) };
  return { action: 'none' };
}
