import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { spawnSync } from 'node:child_process';

/**
 * `npm run api:generate -- <checkout>` on bad input stops before TypeDoc runs, says what is wrong
 * and what to do, and writes nothing: neither the reference data (api/) nor anything in the folder.
 */
const root = join(__dirname, '..', '..');
const script = join(root, 'scripts', 'api-generate.mjs');

/** Every file under a folder with its size and modification time, to see that nothing changed. */
const snapshot = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => {
      const stat = statSync(join(dir, name));
      return `${relative(dir, join(dir, name))} ${stat.size} ${stat.mtimeMs}`;
    })
    .sort();

function generate(...args: string[]) {
  const result = spawnSync(process.execPath, [script, ...args], { cwd: root, encoding: 'utf8', timeout: 60_000 });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('api:generate on bad input', () => {
  let dir: string;
  let api: string[];

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'api-generate-'));
    api = snapshot(join(root, 'api'));
  });
  afterEach(() => {
    expect(snapshot(join(root, 'api'))).toEqual(api);
    rmSync(dir, { recursive: true, force: true });
  });

  it('stops on a folder that is not a Larascript checkout', () => {
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'some-app', version: '2.0.6' }));
    const before = snapshot(dir);
    const result = generate(dir, '--tag', 'v2.0.6-beta-release', '--commit', 'a'.repeat(40));
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain(`${dir} is not a Larascript checkout`);
    expect(result.stderr).toContain('Nothing was written.');
    expect(snapshot(dir)).toEqual(before);
  });

  it('stops on a folder that does not exist, or when no folder is given', () => {
    const missing = generate(join(dir, 'missing'));
    expect(missing.status).not.toBe(0);
    expect(missing.stderr).toContain('is not a folder');
    const none = generate();
    expect(none.status).not.toBe(0);
    expect(none.stderr).toContain('usage: npm run api:generate -- <Larascript checkout>');
  });

  it('stops on a checkout whose dependencies are not installed, saying how to install them', () => {
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'larascript-framework', version: '2.0.6' }));
    writeFileSync(join(dir, 'tsconfig.json'), '{}');
    mkdirSync(join(dir, 'src', 'core'), { recursive: true });
    writeFileSync(join(dir, 'src', 'core', 'Kernel.ts'), 'export default class Kernel {}\n');
    const before = snapshot(dir);
    const result = generate(dir, '--tag', 'v2.0.6-beta-release', '--commit', 'a'.repeat(40));
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain(`${dir} has no node_modules`);
    expect(result.stderr).toContain('npm install --ignore-scripts');
    expect(result.stderr).toContain('Nothing was written.');
    expect(snapshot(dir)).toEqual(before);
  });
});
