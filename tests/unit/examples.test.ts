import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import {
  acrossNodeVersions,
  findScenarios,
  normalizeText,
  parseCurl,
  scenarioProblems,
  shapeDiff,
  shellWords,
  textDiff,
} from '../../scripts/lib/examples.mjs';

/**
 * The recorded examples (examples/ and tutorial/steps/, run by `npm run check:examples` against a
 * real 2.0.6 project, which CI cannot do) are checked here without running them: each scenario's
 * files are well formed, so a pull request that adds one learns of a typo before a maintainer runs
 * it, and each example is shown on a docs page.
 */
const root = join(__dirname, '..', '..');
const scenarios = findScenarios(root);

function pagesOf(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return pagesOf(path);
    return /\.mdx?$/.test(entry) ? [path] : [];
  });
}
const pages = pagesOf(join(root, 'versioned_docs', 'version-2.0')).map((file) => ({
  page: relative(root, file),
  text: readFileSync(file, 'utf8'),
}));

describe('recorded examples', () => {
  it('finds the tutorial and the examples', () => {
    expect(scenarios[0]).toMatchObject({ name: 'tutorial', base: null, compare: 'shape' });
    expect(scenarios[0]!.steps.length).toBeGreaterThanOrEqual(7);
  });

  it.each(scenarios.map((s) => [s.name, s] as const))('%s: every step is well formed', (_name, scenario) => {
    expect(scenarioProblems(root, scenario)).toEqual([]);
  });

  it.each(scenarios.filter((s) => s.name !== 'tutorial').map((s) => [s.name, s] as const))(
    '%s: a docs page shows it',
    (_name, scenario) => {
      const shownOn = pages.filter((p) => p.text.includes(`file="${scenario.rel}/`)).map((p) => p.page);
      expect(shownOn.length).toBeGreaterThan(0);
    },
  );
});

describe('scenarios of an older release', () => {
  let dir: string;
  const scenario = (json: object) => {
    rmSync(join(dir, 'examples'), { recursive: true, force: true });
    mkdirSync(join(dir, 'examples', 'http', 'order', '01-run'), { recursive: true });
    writeFileSync(join(dir, 'examples', 'http', 'order', 'scenario.json'), JSON.stringify(json));
    writeFileSync(join(dir, 'examples', 'http', 'order', '01-run', 'step.json'), '{ "actions": [] }');
  };
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'examples-release-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('runs in that release when scenario.json names it, from its template', () => {
    scenario({ title: 'order', base: 'template', release: '2.0.3' });
    expect(findScenarios(dir).at(-1)).toMatchObject({ name: 'http/order', release: '2.0.3', base: 'template' });
    scenario({ title: 'order', base: 'template' });
    expect(findScenarios(dir).at(-1)).toMatchObject({ release: '2.0.6' });
  });

  it('refuses an unknown release or a tutorial base, naming the file', () => {
    scenario({ base: 'template', release: '2.0.9' });
    expect(() => findScenarios(dir)).toThrow(
      'examples/http/order/scenario.json: release "2.0.9" is not a known 2.0 release',
    );
    scenario({ base: 'tutorial/05-auth', release: '2.0.3' });
    expect(() => findScenarios(dir)).toThrow('a scenario of release 2.0.3 starts from "base": "template"');
  });

  it('is the form of the 2.0.3 middleware-order run the docs cite', () => {
    expect(scenarios.find((s) => s.name === 'http/middleware-order-2.0.3')).toMatchObject({ release: '2.0.3' });
  });
});

describe('the curl commands the pages show', () => {
  it('reads quotes, variables and line continuations as a shell does', () => {
    expect(shellWords(`curl -H "Authorization: Bearer $TOKEN" \\\n  -d '{"a": 1}' x`, { TOKEN: 't' }, 'f')).toEqual([
      'curl',
      '-H',
      'Authorization: Bearer t',
      '-d',
      '{"a": 1}',
      'x',
    ]);
  });

  it('refuses what it cannot replay, naming the file', () => {
    expect(() => shellWords('curl x | jq', {}, 'requests/a.sh')).toThrow('requests/a.sh: unsupported "|"');
    expect(() => shellWords('curl $MISSING', {}, 'requests/a.sh')).toThrow('$MISSING is not set');
    expect(() => parseCurl('curl https://example.com/', {}, 'requests/a.sh')).toThrow(
      'the URL must start with http://localhost:5000',
    );
  });

  it('turns a curl command into a request', () => {
    expect(
      parseCurl(
        `curl -s -X PATCH http://localhost:5000/posts/1 -H 'Content-Type: application/json' -d '{}' -w '%{http_code}\\n'`,
        {},
        'f',
      ),
    ).toEqual({
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
      url: 'http://localhost:5000/posts/1',
      discard: false,
      writeOut: '%{http_code}\\n',
    });
  });
});

describe('comparing answers', () => {
  it('masks what changes from run to run', () => {
    expect(
      normalizeText('2026-11-26 10:00:00 info: id 0b7c1e2a-1d2f-4c3b-9a8e-2f1e0d9c8b7a at 2026-11-26T10:00:00.123Z'),
    ).toBe('info: id <uuid> at <date>');
  });

  it('names the first line that differs', () => {
    const [difference] = textDiff(
      'login',
      '{\n  "error": "Unauthorized"\n}',
      '{\n  "error": "Invalid JWT settings"\n}',
    );
    expect(difference).toContain('login: differs from line 2');
    expect(difference).toContain('"error": "Unauthorized"');
    expect(difference).toContain('"error": "Invalid JWT settings"');
    expect(textDiff('a', 'same\n', 'same')).toEqual([]);
  });

  it('reads a stack trace the same on every supported Node version', () => {
    const node20 = [
      '"stack": [',
      '  "Error: Report not found",',
      '  "at Function.executeAction (/home/you/my-blog-api/src/core/domains/http/base/Controller.ts:46:20)",',
      '  "at processTicksAndRejections (node:internal/process/task_queues:95:5)",',
      '  "at async /home/you/my-blog-api/src/core/domains/http/router/RouterBindService.ts:208:13"',
      ']',
    ].join('\n');
    const node24 = node20
      .replace('Function.executeAction', 'ReportController.executeAction')
      .replace('task_queues:95:5', 'task_queues:104:5')
      .replace(
        '(node:internal/process/task_queues:104:5)",',
        '(node:internal/process/task_queues:104:5)",\n  "at node:internal/async_hooks:7:1",',
      );
    expect(textDiff('report', node20, node24)).toEqual([]);
    expect(acrossNodeVersions(node20)).toContain(
      'at executeAction (/home/you/my-blog-api/src/core/domains/http/base/Controller.ts:46:20)',
    );
    // A recording keeps what its Node printed: only comparisons look past it.
    expect(textDiff('report', node20, node24, { acrossNode: false })).toHaveLength(1);
    // A frame of the project that moved is still a difference.
    expect(textDiff('report', node20, node20.replace('Controller.ts:46:20', 'Controller.ts:47:20'))).toHaveLength(1);
  });

  it('compares the tutorial by keys and types', () => {
    expect(shapeDiff({ data: { id: 'a', n: 1 } }, { data: { id: 'b', n: 2 } })).toEqual([]);
    expect(shapeDiff({ data: { id: 'a' } }, { data: { id: 1, extra: true } })).toEqual([
      'data.extra: unexpected key',
      'data.id: expected string, got number',
    ]);
  });
});
