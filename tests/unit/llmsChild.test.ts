import { fork } from 'node:child_process';
import { join } from 'node:path';

/**
 * The llms plugin's conversion child (plugins/llms/child.cjs): it converts each page from the tree the
 * MDX compiler hands over as soon as the tree comes, parses the others only once bundling is over,
 * and answers with every page's result in the order of its jobs.
 */
const root = join(__dirname, '..', '..');

function run(
  messages: object[],
): Promise<{ versions: { versionName: string; results: { markdown: string }[] }[]; fromTrees: number }> {
  return new Promise((resolve, reject) => {
    const child = fork(join(root, 'plugins', 'llms', 'child.cjs'), [], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.once('message', (message: { fatal?: string }) =>
      message.fatal ? reject(new Error(message.fatal)) : resolve(message as never),
    );
    child.once('error', reject);
    for (const message of messages) child.send(message);
  });
}

const init = {
  module: join(__dirname, 'support', 'fakeTwinConverter.cjs'),
  site: { siteDir: root, siteRoot: 'https://site.test/' },
  versions: [
    { versionName: '2.0', jobs: [{ file: 'a.md' }, { file: 'b.md' }, { file: 'c.md' }] },
    { versionName: '1.0', jobs: [{ file: 'old.md' }] },
  ],
};
const tree = (file: string, value: string) => ({
  tree: { file, tree: { type: 'root', children: [{ type: 'text', value }] } },
});

describe('the llms conversion child', () => {
  it('converts the pages whose tree came first, parses the rest after bundling, and answers in job order', async () => {
    const answer = await run([init, tree('c.md', 'C'), tree('old.md', 'OLD'), { bundled: true }]);
    expect(answer.fromTrees).toBe(2);
    expect(answer.versions.map((version) => version.versionName)).toEqual(['2.0', '1.0']);
    expect(answer.versions[0]!.results.map((result) => result.markdown)).toEqual([
      'a.md #3 parsed of 3 at https://site.test/',
      'b.md #4 parsed of 3 at https://site.test/',
      'c.md #1 tree:C of 3 at https://site.test/',
    ]);
    expect(answer.versions[1]!.results.map((result) => result.markdown)).toEqual([
      'old.md #2 tree:OLD of 1 at https://site.test/',
    ]);
  });

  it('waits for the trees until bundling is over, and answers as soon as every page has one', async () => {
    const answer = await run([init, tree('b.md', 'B'), tree('a.md', 'A'), tree('old.md', 'O'), tree('c.md', 'C')]);
    expect(answer.fromTrees).toBe(4);
    expect(answer.versions[0]!.results.map((result) => result.markdown.split(' ')[2])).toEqual([
      'tree:A',
      'tree:B',
      'tree:C',
    ]);
  });

  it('says what it loaded when the module has no converter', async () => {
    await expect(run([{ ...init, module: join(__dirname, 'support', 'cssModule.cjs') }])).rejects.toThrow(
      /without a twinConverter function/,
    );
  });
});
