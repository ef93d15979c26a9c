import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import yaml from 'js-yaml';

/**
 * The GitHub files are checked here, not first on GitHub: both workflows validate against the
 * GitHub Actions schema (@action-validator/cli), the pull-request check runs exactly the README's
 * test command, the deploy uses the official Pages actions with the site URL and base path from
 * configuration, and the issue forms ask for the page URL and the framework version.
 */
const root = join(__dirname, '..', '..');
const validator = join(root, 'node_modules', '@action-validator', 'cli', 'cli.mjs');
const validate = (file: string) => spawnSync(process.execPath, [validator, file], { encoding: 'utf8' });
const load = (path: string) => yaml.load(readFileSync(join(root, path), 'utf8')) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, string | number>;
  env?: Record<string, string>;
}

describe('GitHub workflows', () => {
  for (const file of readdirSync(join(root, '.github', 'workflows'))) {
    it(`${file} is a valid workflow`, () => {
      const result = validate(join(root, '.github', 'workflows', file));
      expect(`${result.stdout}${result.stderr}`.trim()).toBe('');
      expect(result.status).toBe(0);
    });
  }

  it('the validator rejects a broken workflow (so the check above means something)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'workflow-'));
    const broken = join(dir, 'broken.yml');
    writeFileSync(broken, 'name: x\non: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    stepz: []\n');
    expect(validate(broken).status).not.toBe(0);
  });

  it('pull requests run every stage of the README test command: the browser stage once, the rest on each supported Node', () => {
    const ci = load('.github/workflows/ci.yml');
    expect(Object.keys(ci.on)).toEqual(expect.arrayContaining(['pull_request', 'push']));
    // package.json engines: "^22.22.0 || ^24.8.0 || ^26.0.0" → 22, 24, 26.
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
    const lines = [...pkg.engines.node.matchAll(/\^(\d+)\./g)].map((m: RegExpMatchArray) => Number(m[1]));
    expect(lines.length).toBeGreaterThan(1);
    expect(ci.jobs.test.strategy.matrix.node).toEqual(lines);
    // The line CI and .ci/run use by default is one of them, and the README names them all.
    expect(lines).toContain(Number(readFileSync(join(root, '.nvmrc'), 'utf8').trim()));
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    for (const line of lines) expect(readme).toContain(`Node.js ${line}`);
    expect(readme).toContain('npm install && npm test');
    expect(readFileSync(join(root, '.ci', 'run'), 'utf8')).toContain('npm install && npm test');

    // Between them, the two jobs run every script of every stage of scripts/test.mjs, each once
    // per Node it is meant for: the browser stage only in the e2e job, on the .nvmrc Node; the
    // development server's smoke test on each Node (`npm start` runs on the contributor's Node).
    const runOf = (job: { steps: Step[] }) =>
      job.steps.map((s) => s.run).find((r) => r?.startsWith('npm install && npm test'))!;
    const scriptsOf = (run: string) => run.replace('npm install && npm test -- ', '').split(' ');
    const matrixScripts = scriptsOf(runOf(ci.jobs.test));
    const e2eScripts = scriptsOf(runOf(ci.jobs.e2e));
    const stages = readFileSync(join(root, 'scripts', 'test.mjs'), 'utf8');
    const all = [...stages.matchAll(/scripts: \[([^\]]*)\]/g)].flatMap((m) =>
      [...m[1]!.matchAll(/'([^']+)'/g)].map((x) => x[1]),
    );
    expect(all).toContain('test:e2e');
    expect(matrixScripts).not.toContain('test:e2e');
    expect(e2eScripts).toEqual(['build:test', 'test:e2e']);
    expect(all).toContain('test:dev');
    expect(matrixScripts).toContain('test:dev');
    expect([...new Set([...matrixScripts, ...e2eScripts])].sort()).toEqual([...new Set(all)].sort());
    expect(
      ci.jobs.e2e.steps.find((s: Step) => s.uses?.startsWith('actions/setup-node')).with['node-version-file'],
    ).toBe('.nvmrc');
    expect(ci.jobs.e2e.env.CHROMIUM_PATH).toBe('/usr/bin/google-chrome');
    expect(ci.jobs.test.env.CHROMIUM_PATH).toBe('/usr/bin/google-chrome');
    const uploads = (ci.jobs.e2e.steps as Step[]).filter((s) => s.uses?.startsWith('actions/upload-artifact'));
    expect(uploads.map((s) => s.with?.path)).toEqual(['playwright-report/', 'bench/results.json']);
    // No step downloads a browser.
    expect(JSON.stringify(ci)).not.toMatch(/playwright install|apt-get install/);
  });

  it('a scheduled canary job tests the site on every @docusaurus/* package at its canary, without blocking', () => {
    const canary = load('.github/workflows/docusaurus-canary.yml');
    expect(Object.keys(canary.on).sort()).toEqual(['schedule', 'workflow_dispatch']);
    const job = canary.jobs.canary;
    expect(job['continue-on-error']).toBe(true);
    const runs = (job.steps as Step[]).map((s) => s.run ?? '');
    expect(runs.some((r) => r.includes("startsWith('@docusaurus/')") && r.includes('@canary'))).toBe(true);
    expect(runs).toContain('npm test');
  });

  it('a Markdown-only pull request gets a fast answer: docs checks and the build alone', () => {
    const docs = load('.github/workflows/ci.yml').jobs.docs;
    const runs = (docs.steps as Step[]).map((s) => s.run).filter(Boolean);
    expect(runs).toEqual(['npm install', 'npm run lint:docs', 'npm run build']);
  });

  it('deploys to GitHub Pages with the official actions, URL and base path from configuration', () => {
    const deploy = load('.github/workflows/deploy.yml');
    const steps = [...deploy.jobs.build.steps, ...deploy.jobs.deploy.steps] as Step[];
    const uses = steps.map((s) => s.uses?.split('@')[0]).filter(Boolean);
    expect(uses).toEqual(
      expect.arrayContaining(['actions/configure-pages', 'actions/upload-pages-artifact', 'actions/deploy-pages']),
    );
    const build = steps.find((s) => s.run === 'npm run build')!;
    expect(build.env?.SITE_URL).toMatch(/vars\.SITE_URL.*steps\.pages\.outputs\.origin/);
    expect(build.env?.SITE_BASE_URL).toMatch(/vars\.SITE_BASE_URL.*steps\.pages\.outputs\.base_path/);
    expect(deploy.permissions).toMatchObject({ pages: 'write', 'id-token': 'write' });
  });
});

describe('issue and pull-request templates', () => {
  for (const file of ['docs-error.yml', 'docs-request.yml']) {
    it(`${file} asks for the page URL and the framework version, both required`, () => {
      const form = load(`.github/ISSUE_TEMPLATE/${file}`);
      const fields = Object.fromEntries(
        (form.body as { id: string; validations?: { required?: boolean } }[]).map((f) => [f.id, f]),
      );
      expect(fields.url?.validations?.required).toBe(true);
      expect(fields.version?.validations?.required).toBe(true);
    });
  }

  it('the pull-request template asks for the page URL and the framework version', () => {
    const template = readFileSync(join(root, '.github', 'PULL_REQUEST_TEMPLATE.md'), 'utf8');
    expect(template).toMatch(/Page URL/);
    expect(template).toMatch(/Framework version/);
  });
});
