import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import yaml from 'js-yaml';
import {
  ISSUE_BODY_LIMIT,
  ISSUE_LABEL,
  ISSUE_MARKER,
  ISSUE_TITLE,
  buildReport,
  createHostBreaker,
  decideIssueAction,
  describeFailure,
  interleaveByHost,
  isExternalLink,
  isTransient,
  linkKey,
  renderIssueBody,
  renderSummary,
  sitePath,
} from '../../scripts/lib/external-links.mjs';
import updateIssue from '../../scripts/external-links-issue.mjs';

// The external-link check (scripts/check-external-links.mjs, npm run check:external-links) and the
// issue the weekly workflow keeps up to date (.github/workflows/external-links.yml).

const SITE = 'https://www.larascriptnode.com';
const SHA = '0123456789abcdef0123456789abcdef01234567';
const GITHUB_BLOB = 'https://github.com/ben-shepherd/larascript-framework/blob/v2.0.6-beta-release/src/core/Kernel.ts';
const NPM = 'https://www.npmjs.com/package/gone';

const report = (overrides: Partial<ReturnType<typeof buildReport>> = {}) => ({
  ...buildReport({
    checkedAt: '2026-11-30T04:17:09.123Z',
    site: SITE,
    commit: SHA,
    pages: 486,
    durationMs: 61000,
    occurrences: [
      { url: GITHUB_BLOB, page: '/docs/2.0/api/kernel' },
      { url: GITHUB_BLOB, page: '/docs/2.0/api/containers' },
      { url: GITHUB_BLOB, page: '/docs/2.0/api/kernel' },
      { url: NPM, page: '/docs/2.0/utilities/third-party' },
      { url: 'https://nodejs.org/', page: '/' },
    ],
    results: [
      { url: 'https://nodejs.org/', ok: true, status: 200 },
      { url: NPM, ok: false, status: 404 },
      { url: GITHUB_BLOB, ok: false, status: 0, error: 'getaddrinfo ENOTFOUND github.com', code: 'ENOTFOUND' },
    ],
  }),
  ...overrides,
});

describe('which links are checked, and as what URL', () => {
  it('external means http(s), another host than the site, not a loopback address', () => {
    expect(isExternalLink('https://github.com/ben-shepherd', SITE)).toBe(true);
    expect(isExternalLink('http://larascriptnode.com/docs', SITE)).toBe(true);
    expect(isExternalLink('https://www.larascriptnode.com/docs/2.0', SITE)).toBe(false);
    expect(isExternalLink('http://www.larascriptnode.com/img/social-card.png', SITE)).toBe(false);
    for (const href of ['mailto:ben@example.com', 'javascript:void(0)', 'tel:+441234', 'not a url']) {
      expect(isExternalLink(href, SITE)).toBe(false);
    }
    for (const href of ['http://localhost:5000/api', 'http://127.0.0.1:4173/docs', 'http://app.localhost/']) {
      expect(isExternalLink(href, SITE)).toBe(false);
    }
  });

  it('a link is checked without its fragment; a per-page form link once per endpoint', () => {
    expect(linkKey('https://nodejs.org/api/readline.html#readline')).toBe('https://nodejs.org/api/readline.html');
    expect(linkKey('https://github.com/new?template_name=larascript-framework&template_owner=ben-shepherd')).toBe(
      'https://github.com/new?template_name=larascript-framework&template_owner=ben-shepherd',
    );
    expect(
      linkKey(
        'https://github.com/ben-shepherd/larascript-framework-react/issues/new?template=docs-feedback.yml&page=Routing',
      ),
    ).toBe('https://github.com/ben-shepherd/larascript-framework-react/issues/new');
    expect(linkKey('https://chatgpt.com/?hints=search&q=Read%20https%3A%2F%2Fwww.larascriptnode.com')).toBe(
      'https://chatgpt.com/',
    );
    expect(linkKey('https://claude.ai/new?q=Read')).toBe('https://claude.ai/new');
    expect(linkKey('mailto:ben@example.com')).toBeNull();
  });

  it('pages are named by their path on the site', () => {
    expect(sitePath('index.html')).toBe('/');
    expect(sitePath('docs/2.0/http/routing/index.html')).toBe('/docs/2.0/http/routing');
    expect(sitePath('docs\\2.0\\index.html')).toBe('/docs/2.0');
    expect(sitePath('404.html')).toBe('/404.html');
  });

  it('URLs are checked host after host in turn', () => {
    expect(
      interleaveByHost([
        'https://github.com/b',
        'https://github.com/a',
        'https://github.com/c',
        'https://nodejs.org/',
        'https://zod.dev/',
      ]),
    ).toEqual([
      'https://github.com/a',
      'https://nodejs.org/',
      'https://zod.dev/',
      'https://github.com/b',
      'https://github.com/c',
    ]);
  });
});

describe('what went wrong with a request', () => {
  it('takes the code and message of the cause of undici’s "fetch failed"', () => {
    const cause = Object.assign(new Error('getaddrinfo ENOTFOUND github.com'), { code: 'ENOTFOUND' });
    const failed = new TypeError('fetch failed', { cause });
    expect(describeFailure([failed, failed])).toEqual({ error: 'getaddrinfo ENOTFOUND github.com', code: 'ENOTFOUND' });
  });

  it('names a time-out, and says nothing when the server answered (the status does)', () => {
    const timeout = Object.assign(new Error('The operation was aborted due to timeout'), { name: 'TimeoutError' });
    expect(describeFailure([timeout])).toEqual({ error: 'The operation was aborted due to timeout', code: 'TIMEOUT' });
    expect(describeFailure([{ status: 404, headers: {} }])).toEqual({});
    expect(describeFailure(undefined)).toEqual({});
  });

  it('asks again after rate limits, server errors and time-outs, never after a 404 or a DNS failure', () => {
    expect(isTransient({ status: 429 })).toBe(true);
    expect(isTransient({ status: 503 })).toBe(true);
    expect(isTransient({ status: 0, code: 'TIMEOUT' })).toBe(true);
    expect(isTransient({ status: 0, code: 'ECONNRESET' })).toBe(true);
    expect(isTransient({ status: 404 })).toBe(false);
    expect(isTransient({ status: 0, code: 'ENOTFOUND' })).toBe(false);
    expect(isTransient({ status: 0, code: 'ECONNREFUSED' })).toBe(false);
  });

  it('gives a host up after one DNS failure or two connection failures, never after an HTTP answer', () => {
    const breaker = createHostBreaker();
    breaker.record('https://github.com/a', { code: 'ENOTFOUND', error: 'getaddrinfo ENOTFOUND github.com' });
    expect(breaker.downFor('https://github.com/b')).toEqual({
      code: 'ENOTFOUND',
      error: 'getaddrinfo ENOTFOUND github.com',
    });
    breaker.record('https://slow.example/a', { code: 'TIMEOUT', error: 'timeout' });
    expect(breaker.downFor('https://slow.example/b')).toBeUndefined();
    breaker.record('https://slow.example/b', { code: 'TIMEOUT', error: 'timeout' });
    expect(breaker.downFor('https://slow.example/c')?.code).toBe('TIMEOUT');
    for (let i = 0; i < 5; i++) breaker.record(`https://nodejs.org/${i}`, {});
    expect(breaker.downFor('https://nodejs.org/')).toBeUndefined();
    expect(breaker.hosts.sort()).toEqual(['github.com', 'slow.example']);
  });
});

describe('the report', () => {
  it('has one entry per broken URL, with its pages deduplicated and sorted', () => {
    const r = report();
    expect(r).toMatchObject({ checkedAt: '2026-11-30T04:17:09.123Z', site: SITE, commit: SHA, pages: 486, urls: 3 });
    expect(r.broken).toEqual([
      {
        url: GITHUB_BLOB,
        status: 0,
        error: 'getaddrinfo ENOTFOUND github.com',
        code: 'ENOTFOUND',
        pages: ['/docs/2.0/api/containers', '/docs/2.0/api/kernel'],
      },
      { url: NPM, status: 404, pages: ['/docs/2.0/utilities/third-party'] },
    ]);
  });

  it('counts the checked URLs by host, with how each broken one failed', () => {
    expect(report().hosts).toEqual([
      { host: 'github.com', urls: 1, broken: 1, notRequested: 0, failures: { ENOTFOUND: 1 } },
      { host: 'nodejs.org', urls: 1, broken: 0, notRequested: 0, failures: {} },
      { host: 'www.npmjs.com', urls: 1, broken: 1, notRequested: 0, failures: { '404': 1 } },
    ]);
  });

  it('prints the figures, each broken URL with its status and a few pages, and the hosts', () => {
    const text = renderSummary(report(), { maxPages: 1 });
    expect(text).toContain('Checked 3 unique external URLs on 486 pages: 2 broken.');
    expect(text).toContain(`  404  ${NPM}`);
    expect(text).toContain(`  ENOTFOUND  ${GITHUB_BLOB}  (getaddrinfo ENOTFOUND github.com)`);
    expect(text).toContain('linked from 2 pages: /docs/2.0/api/containers and 1 more');
    expect(text).toContain('  www.npmjs.com: 1, 1 broken (404 1)');
  });

  it('groups the URLs of a host given up as unreachable into one line', () => {
    const r = buildReport({
      checkedAt: '2026-11-30T04:17:09Z',
      site: SITE,
      pages: 2,
      occurrences: [],
      results: [
        { url: 'https://github.com/a', ok: false, status: 0, code: 'ENOTFOUND', error: 'x' },
        { url: 'https://github.com/b', ok: false, status: 0, code: 'ENOTFOUND', error: 'y', requested: false },
        { url: 'https://github.com/c', ok: false, status: 0, code: 'ENOTFOUND', error: 'y', requested: false },
      ],
    });
    const text = renderSummary(r);
    expect(text).toContain('https://github.com/a');
    expect(text).not.toContain('https://github.com/b');
    expect(text).toContain('github.com unreachable: 2 more URLs of it not requested');
    expect(text).toContain('github.com: 3, 3 broken (ENOTFOUND 3, 2 of them not requested)');
  });
});

describe('the issue body', () => {
  const runUrl = 'https://github.com/ben-shepherd/larascript-framework-react/actions/runs/42';
  const body = renderIssueBody(report(), { runUrl, repository: 'ben-shepherd/larascript-framework-react' });

  it('says when, from which commit and which run', () => {
    expect(body.startsWith(ISSUE_MARKER)).toBe(true);
    expect(body).toContain('Checked 2026-11-30 04:17:09 UTC from commit [0123456');
    expect(body).toContain(`(https://github.com/ben-shepherd/larascript-framework-react/commit/${SHA})`);
    expect(body).toContain(`([workflow run](${runUrl}))`);
    expect(body).toContain('**2 broken URLs** among 3 unique external URLs on 486 pages');
  });

  it('lists every broken URL with its status or error and the pages that link to it', () => {
    expect(body).toContain(
      `| 404 | \`${NPM}\` | 1 page: [/docs/2.0/utilities/third-party](${SITE}/docs/2.0/utilities/third-party) |`,
    );
    expect(body).toContain(
      `| getaddrinfo ENOTFOUND github.com | \`${GITHUB_BLOB}\` | 2 pages: ` +
        `[/docs/2.0/api/containers](${SITE}/docs/2.0/api/containers), [/docs/2.0/api/kernel](${SITE}/docs/2.0/api/kernel) |`,
    );
    expect(body).toContain('npm run check:external-links');
  });

  it('names a few pages per URL and counts the rest', () => {
    const many = buildReport({
      checkedAt: '2026-11-30T04:17:09Z',
      site: SITE,
      pages: 9,
      occurrences: Array.from({ length: 9 }, (_, i) => ({ url: NPM, page: `/p${i}` })),
      results: [{ url: NPM, ok: false, status: 404 }],
    });
    expect(renderIssueBody(many, { maxPages: 5 })).toContain(`[/p4](${SITE}/p4) and 4 more |`);
  });

  it('stays under GitHub’s size limit, counting the URLs left out', () => {
    const urls = Array.from(
      { length: 2000 },
      (_, i) => `https://github.com/ben-shepherd/larascript-framework/blob/x/${i}.ts`,
    );
    const big = buildReport({
      checkedAt: '2026-11-30T04:17:09Z',
      site: SITE,
      pages: 486,
      occurrences: urls.map((url) => ({ url, page: '/docs/2.0/api/kernel' })),
      results: urls.map((url) => ({ url, ok: false, status: 404 })),
    });
    const text = renderIssueBody(big);
    expect(text.length).toBeLessThanOrEqual(ISSUE_BODY_LIMIT);
    const listed = text.split('\n').filter((l) => l.startsWith('| 404 |')).length;
    expect(listed).toBeGreaterThan(100);
    expect(text).toContain(`${2000 - listed} more broken URLs: see the run's external-links artifact`);
  });

  it('writes URLs as code, so GitHub neither links them nor notes a mention on the issues they name', () => {
    const issues = 'https://github.com/ben-shepherd/larascript-framework/issues/12';
    const r = buildReport({
      checkedAt: '2026-11-30T04:17:09Z',
      site: SITE,
      pages: 1,
      occurrences: [{ url: issues, page: '/' }],
      results: [{ url: issues, ok: false, status: 404 }],
    });
    expect(renderIssueBody(r)).toContain(`\`${issues}\``);
  });
});

describe('open, update or close the issue', () => {
  const openIssue = { number: 7 };

  it('opens one with the label when something is broken and none is open', () => {
    const decision = decideIssueAction(report(), null);
    expect(decision).toMatchObject({ action: 'open', title: ISSUE_TITLE, labels: [ISSUE_LABEL] });
    expect(decision.action === 'open' && decision.body).toContain(NPM);
  });

  it('replaces the body of the open one when something is still broken', () => {
    const decision = decideIssueAction(report(), openIssue);
    expect(decision).toMatchObject({ action: 'update', number: 7 });
    expect(decision.action === 'update' && decision.body).toContain(GITHUB_BLOB);
  });

  it('closes the open one with a comment when the check is clean', () => {
    const decision = decideIssueAction(report({ broken: [] }), openIssue);
    expect(decision).toMatchObject({ action: 'close', number: 7 });
    expect(decision.action === 'close' && decision.comment).toContain('3 unique URLs on 486 pages, none broken');
  });

  it('does nothing when the check is clean and no issue is open', () => {
    expect(decideIssueAction(report({ broken: [] }), null)).toEqual({ action: 'none' });
  });
});

describe('scripts/external-links-issue.mjs against a GitHub API double', () => {
  type Call = [string, Record<string, unknown>];
  function github(openIssues: { number: number; pull_request?: object }[], { label = true } = {}) {
    const calls: Call[] = [];
    const record = (name: string, result: unknown = {}) =>
      jest.fn(async (args: Record<string, unknown>) => {
        calls.push([name, args]);
        return result;
      });
    const api = {
      rest: {
        issues: {
          listForRepo: record('listForRepo', { data: openIssues }),
          getLabel: jest.fn(async (args: Record<string, unknown>) => {
            calls.push(['getLabel', args]);
            if (!label) throw Object.assign(new Error('Not Found'), { status: 404 });
            return {};
          }),
          createLabel: record('createLabel'),
          create: record('create', { data: { number: 12 } }),
          update: record('update'),
          createComment: record('createComment'),
        },
      },
    };
    return { api, calls };
  }
  const context = {
    repo: { owner: 'ben-shepherd', repo: 'larascript-framework-react' },
    runId: 42,
    serverUrl: 'https://github.com',
    sha: SHA,
  };
  const quiet = () => jest.spyOn(console, 'log').mockImplementation(() => {});

  it('finds the open issue by label, leaving pull requests out, and replaces its body', async () => {
    quiet();
    const { api, calls } = github([{ number: 3, pull_request: {} }, { number: 5 }]);
    const decision = await updateIssue(api, context, report());
    expect(calls[0]).toEqual([
      'listForRepo',
      expect.objectContaining({ state: 'open', labels: ISSUE_LABEL, owner: 'ben-shepherd' }),
    ]);
    expect(decision).toMatchObject({ action: 'update', number: 5 });
    expect(calls[1]).toEqual(['update', expect.objectContaining({ issue_number: 5, body: expect.any(String) })]);
    expect(calls[1][1].body).toContain('actions/runs/42');
  });

  it('creates the label when it is missing, then opens the issue', async () => {
    quiet();
    const { api, calls } = github([], { label: false });
    const decision = await updateIssue(api, context, report());
    expect(calls.map((c) => c[0])).toEqual(['listForRepo', 'getLabel', 'createLabel', 'create']);
    expect(calls[3][1]).toMatchObject({ title: ISSUE_TITLE, labels: [ISSUE_LABEL] });
    expect(decision.number).toBe(12);
  });

  it('comments and closes when clean', async () => {
    quiet();
    const { api, calls } = github([{ number: 5 }]);
    await updateIssue(api, context, report({ broken: [] }));
    expect(calls.map((c) => c[0])).toEqual(['listForRepo', 'createComment', 'update']);
    expect(calls[2][1]).toMatchObject({ issue_number: 5, state: 'closed', state_reason: 'completed' });
  });
});

describe('the scheduled workflow', () => {
  const root = join(__dirname, '..', '..');
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const workflow = yaml.load(readFileSync(join(root, '.github', 'workflows', 'external-links.yml'), 'utf8')) as any;
  const steps: { uses?: string; run?: string; with?: Record<string, string>; 'continue-on-error'?: boolean }[] =
    workflow.jobs.check.steps;

  it('runs weekly and on demand, never on pull requests, with only the permissions it needs', () => {
    expect(Object.keys(workflow.on).sort()).toEqual(['schedule', 'workflow_dispatch']);
    expect(workflow.on.schedule[0].cron).toMatch(/^\S+ \S+ \* \* \d$/);
    expect(workflow.permissions).toEqual({ contents: 'read', issues: 'write' });
  });

  it('installs and builds as the pull-request checks do, then checks without stopping the job', () => {
    const runs = steps.map((s) => s.run).filter(Boolean);
    expect(runs.slice(0, 2)).toEqual(['npm install', 'npm run build']);
    const check = steps.find((s) => s.run?.startsWith('npm run check:external-links'))!;
    expect(check.run).toBe('npm run check:external-links -- --json external-links.json');
    expect(check['continue-on-error']).toBe(true);
    const node = steps.find((s) => s.uses?.startsWith('actions/setup-node'))!;
    expect(node.with).toMatchObject({ 'node-version-file': '.nvmrc', cache: 'npm' });
    for (const s of steps.filter((s) => s.uses)) expect(s.uses).toMatch(/@v\d+$/);
  });

  it('hands the report to scripts/external-links-issue.mjs through actions/github-script', () => {
    const script = steps.find((s) => s.uses?.startsWith('actions/github-script'))!;
    expect(script.with!.script).toContain('scripts/external-links-issue.mjs');
    expect(script.with!.script).toContain('external-links.json');
  });
});
