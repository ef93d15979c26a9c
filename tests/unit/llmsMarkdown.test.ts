import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pageToMarkdown, type TwinContext } from '../../src/lib/llms/markdown';
import { leftoverLines, proseLines } from '../../src/lib/llms/leftovers';
import type { ConfigFile } from '../../src/data/config/types';

/**
 * The Markdown twins of the docs pages (plugins/llms): each MDX construct the site renders with a
 * component comes out as plain Markdown, and every real docs page converts.
 */
const root = join(__dirname, '..', '..');
const SITE = 'https://site.test/base/';
const PAGE_URL = `${SITE}docs/2.0/guide/page`;

const sampleConfig: ConfigFile = {
  file: 'src/config/sample.config.ts',
  items: [
    {
      name: 'enabled',
      description: 'Turns `it` on.',
      type: 'boolean',
      default: 'true',
      env: 'SAMPLE_ENABLED',
      allowedValues: ['true', 'false'],
    },
    { name: 'handler', description: 'Runs first.', type: 'A | B', since: '2.0.4', note: 'Ignored in `2.0.3`.' },
    {
      name: 'csrf',
      description: 'Token settings.',
      children: [
        { name: 'ttl', description: 'Lifetime in seconds.', type: 'number', default: '86400' },
        { name: 'deep', description: 'A group.', children: [{ name: 'leaf', description: 'Deepest.' }] },
      ],
    },
  ],
};

const pages: Record<string, string> = {
  'versioned_docs/version-2.0/guide/page.mdx': PAGE_URL,
  'versioned_docs/version-2.0/http/routing.md': `${SITE}docs/2.0/http/routing`,
  'versioned_docs/version-2.0/configuration/database.mdx': `${SITE}docs/2.0/configuration/database`,
  'versioned_docs/version-2.0/getting-started/upgrade-guide.mdx': `${SITE}docs/2.0/getting-started/upgrade-guide`,
};

const context: TwinContext = {
  siteRoot: SITE,
  rootDir: root,
  pageUrlOf: (file) => pages[file],
  loadModule: async (specifier) => {
    if (specifier === '@site/src/data/config/sample') return sampleConfig;
    throw new Error(`unexpected import ${specifier}`);
  },
};

const FRONT_MATTER =
  '---\ntitle: A Page\nsidebar_label: Page\nsidebar_position: 1\ndescription: What it is about.\n---\n\n';

function twin(body: string, file = 'versioned_docs/version-2.0/guide/page.mdx'): Promise<string> {
  return pageToMarkdown(
    { source: FRONT_MATTER + body, file, title: 'A Page', description: 'What it is about.', url: PAGE_URL },
    context,
  );
}

const prose = (markdown: string): string[] => proseLines(markdown).map(([, line]) => line);

describe('a page as Markdown', () => {
  it('drops the Upgrade Guide chooser and turns a "Changed in" note into a sentence linking to the entry', async () => {
    const guideUrl = `${SITE}docs/2.0/getting-started/upgrade-guide#u204-5`;
    const mdx = await twin('Intro.\n\n<UpgradeChooser />\n\n<ChangedIn entry="u204-5" />\n');
    expect(mdx).toContain(
      `Intro.\n\nChanged in 2.0.4: [Global middleware now runs before group and route middleware](${guideUrl})\n`,
    );
    expect(mdx).not.toMatch(/UpgradeChooser|<ChangedIn/);
    // A .md page (CommonMark) holds the note as an HTML block; the twin is the same.
    const md = await twin('Intro.\n\n<ChangedIn entry="u204-5" />\n', 'versioned_docs/version-2.0/http/routing.md');
    expect(md).toContain(
      `Changed in 2.0.4: [Global middleware now runs before group and route middleware](${guideUrl})`,
    );
    await expect(twin('<ChangedIn entry="u299-1" />\n')).rejects.toThrow(/names no entry of the Upgrade Guide/);
  });

  it('turns the front matter into the title, the description and the page URL', async () => {
    const markdown = await twin('Some text.\n');
    expect(markdown).toBe(`# A Page\n\n> What it is about.\n\nSource: <${PAGE_URL}>\n\nSome text.\n`);
    expect(markdown).not.toMatch(/sidebar_position|---/);
  });

  it('turns configuration cards into the "Defined in" line and a table, nested options by their path', async () => {
    const markdown = await twin(
      "import ConfigReference from '@site/src/components/ConfigReference';\nimport sample from '@site/src/data/config/sample';\n\n## Options\n\n<ConfigReference config={sample} />\n",
    );
    expect(markdown).toContain('## Options\n\nDefined in `src/config/sample.config.ts`.\n\n');
    expect(markdown).toContain(
      '| Option | Type | Default | Environment variable | Description |\n| - | - | - | - | - |\n',
    );
    expect(markdown).toContain(
      '| `enabled` | `boolean` | `true` | `SAMPLE_ENABLED` | Turns `it` on. Allowed values: `true`, `false`. |',
    );
    // A `|` inside a cell's code is escaped, so the table keeps its columns.
    expect(markdown).toContain(
      '| `handler` | `A \\| B` | none | | Runs first. Since 2.0.4. Note: Ignored in `2.0.3`. |',
    );
    expect(markdown).toContain('| `csrf` | | none | | Token settings. |');
    expect(markdown).toContain('| `csrf.ttl` | `number` | `86400` | | Lifetime in seconds. |');
    expect(markdown).toContain('| `csrf.deep.leaf` | | none | | Deepest. |');
    const rows = markdown.split('\n').filter((line) => line.startsWith('| `'));
    expect(rows.map((row) => row.split(' | ')[0])).toEqual([
      '| `enabled`',
      '| `handler`',
      '| `csrf`',
      '| `csrf.ttl`',
      '| `csrf.deep`',
      '| `csrf.deep.leaf`',
    ]);
    expect(markdown).not.toMatch(/ConfigReference|import/);
  });

  it('fails, naming the file and line, when a card names data the page does not import', async () => {
    await expect(twin('\n<ConfigReference config={missing} />\n')).rejects.toThrow(
      /guide\/page\.mdx:9: <ConfigReference config=\{missing\} \/>: "missing" is not a default import/,
    );
  });

  it('turns tabs into one section per tab under its label', async () => {
    const markdown = await twin(
      'import Tabs from \'@theme/Tabs\';\nimport TabItem from \'@theme/TabItem\';\n\n<Tabs groupId="database">\n<TabItem value="postgres" label="PostgreSQL">\n\nUse `postgres://`.\n\n```ini title=".env"\nA=1\n```\n\n</TabItem>\n<TabItem value="mongodb" label="MongoDB">\n\nUse `mongodb://`.\n\n</TabItem>\n<TabItem value="other">\n\nNo label.\n\n</TabItem>\n</Tabs>\n\nAfter.\n',
    );
    expect(markdown).toContain(
      '**PostgreSQL**\n\nUse `postgres://`.\n\n```ini title=".env"\nA=1\n```\n\n**MongoDB**\n\nUse `mongodb://`.\n\n**other**\n\nNo label.\n\nAfter.\n',
    );
    expect(markdown).not.toMatch(/<\/?Tab|groupId/);
  });

  it('turns npm2yarn blocks into an npm block and a Yarn block, converted as the site converts them', async () => {
    const markdown = await twin(
      '```bash npm2yarn\nnpm run dev -- migrate:up\n```\n',
      'versioned_docs/version-2.0/http/routing.md',
    );
    expect(markdown).toContain(
      '**npm**\n\n```bash\nnpm run dev -- migrate:up\n```\n\n**Yarn**\n\n```bash\nyarn dev migrate:up\n```\n',
    );
    expect(markdown).not.toContain('npm2yarn');
  });

  it('turns admonitions into blockquotes that start with their kind and title', async () => {
    const markdown = await twin(
      ':::warning[Known issue in 2.0.6: `SecurityMiddleware` runs first]\nMove it.\n\n```ts title="src/config/http.config.ts"\nconst a = 1;\n```\n:::\n\n:::note\nPlain.\n:::\n',
    );
    expect(markdown).toContain(
      '> **Warning: Known issue in 2.0.6: `SecurityMiddleware` runs first**\n>\n> Move it.\n>\n> ```ts title="src/config/http.config.ts"\n> const a = 1;\n> ```\n',
    );
    expect(markdown).toContain('> **Note**\n>\n> Plain.\n');
    expect(markdown).not.toContain(':::');
  });

  it('turns an AnchorNav into its label and its link list, the links pointing at the page', async () => {
    const markdown = await twin(
      '<AnchorNav label="Routes on this page">\n\n- [POST /auth/login](#post-authlogin)\n- [GET /health](#get-health)\n\n</AnchorNav>\n\n<AnchorNav>\n\n- [Top](#top)\n\n</AnchorNav>\n',
    );
    expect(markdown).toContain(
      `**Routes on this page**\n\n- [POST /auth/login](${PAGE_URL}#post-authlogin)\n- [GET /health](${PAGE_URL}#get-health)\n`,
    );
    expect(markdown).toContain(`**On this page**\n\n- [Top](${PAGE_URL}#top)\n`);
    expect(markdown).not.toContain('AnchorNav');
  });

  it('gives a block with added or removed lines as a unified diff, and drops focus and highlight marks', async () => {
    const markdown = await twin(
      '```ts title="a.ts"\nconst a = 1; // [!code --]\nconst a = 2; // [!code ++]\nexport { a }; // [!code focus]\n```\n\n```ts\nconst b = 1; // [!code highlight]\n```\n',
    );
    expect(markdown).toContain('```diff title="a.ts"\n-const a = 1;\n+const a = 2;\n export { a };\n```');
    expect(markdown).toContain('```ts\nconst b = 1;\n```');
    expect(markdown).not.toContain('[!code');
  });

  it('gives a file tree as its list', async () => {
    const markdown = await twin(':::tree\n- src/\n  - app.ts the entry point\n:::\n');
    expect(markdown).toMatch(/[-*] src\/\n\s+[-*] app\.ts the entry point/);
    expect(markdown).not.toContain(':::');
  });

  it('drops imports, exports and MDX comments, and keeps import lines inside code blocks', async () => {
    const markdown = await twin(
      "import Tabs from '@theme/Tabs';\nexport const meta = { a: 1 };\n\n{/* a comment */}\n\nText.\n\n```ts\nimport Route from '@src/core/domains/http/router/Route';\n```\n",
    );
    expect(leftoverLines(markdown)).toEqual([]);
    expect(markdown).not.toMatch(/a comment|meta/);
    expect(markdown).toContain("```ts\nimport Route from '@src/core/domains/http/router/Route';\n```");
  });

  it('fails, naming the file and line, on a component or an expression with no Markdown form', async () => {
    await expect(twin('Text.\n\n<Widget size="2" />\n')).rejects.toThrow(
      /guide\/page\.mdx:10: <Widget> has no plain Markdown form yet/,
    );
    await expect(twin('Text {1 + 1}.\n')).rejects.toThrow(/guide\/page\.mdx:8: the expression \{1 \+ 1\}/);
  });

  it('writes a flow diagram as its caption, numbered steps with their ways out, lanes and notes', async () => {
    const markdown = await twin(
      'Before.\n\n::diagram{name="event-dispatch"}\n\nAfter.\n',
      'versioned_docs/version-2.0/guide/page.md',
    );
    expect(markdown).toContain('**Diagram: What happens when you dispatch an event');
    expect(markdown).toContain('1. _Your code_: **`events().dispatch(event)`** — The event service checks');
    expect(markdown).toContain('   - `throws`: `EventDispatchException` when it is not');
    expect(markdown).toMatch(/One of these, depending on the case:\n\s+- \*\*`SyncDriver` \(the default\)\*\*/);
    expect(markdown).toMatch(/\n> \*\*[^*]+:\*\* /);
    expect(markdown).not.toContain('::diagram');
    expect(markdown.indexOf('Before.')).toBeLessThan(markdown.indexOf('**Diagram:'));
    expect(markdown.indexOf('**Diagram:')).toBeLessThan(markdown.indexOf('After.'));
  });

  it('fails, naming the file and line, on a diagram that does not exist', async () => {
    await expect(twin('::diagram{name="nope"}\n', 'versioned_docs/version-2.0/guide/page.md')).rejects.toThrow(
      'versioned_docs/version-2.0/guide/page.md:8: ::diagram{name="nope"} is not a diagram',
    );
  });

  it('fills an empty fence with file="…" with that file, as the page shows it, or fails naming the line', async () => {
    const file = 'tutorial/steps/02-model/src/app/models/PostModel.ts';
    const markdown = await twin(`\`\`\`ts title="src/app/models/PostModel.ts" file="${file}"\n\`\`\`\n`);
    expect(markdown).toContain(
      '```ts title="src/app/models/PostModel.ts"\n' + readFileSync(join(root, file), 'utf8').trimEnd() + '\n```',
    );
    await expect(twin('Text.\n\n```ts file="tutorial/nope.ts"\n```\n')).rejects.toThrow(
      'guide/page.mdx:10: included file not found: tutorial/nope.ts',
    );
  });

  it('keeps the content of plain HTML elements in MDX', async () => {
    expect(await twin('Press <kbd>Ctrl</kbd> K.<br />\n')).toContain('Press Ctrl K.\n');
  });

  it('makes every link an absolute URL of the site', async () => {
    const markdown = await twin(
      [
        '- [routing](../http/routing.md#route-groups)',
        '- [database](../configuration/database.mdx)',
        '- [here](#a-heading)',
        '- [blog](/blog/some-post)',
        '- [feed](pathname:///blog/rss.xml)',
        '- [GitHub](https://github.com/ben-shepherd/larascript-framework)',
        '- [mail](mailto:someone@example.com)',
        '- [asset](./files/diagram.svg)',
        '',
        '![A diagram](../img/diagram.png)',
        '',
        '[ref]: ../http/routing.md',
        '',
        'See [the reference][ref].',
      ].join('\n'),
    );
    expect(markdown).toContain(`[routing](${SITE}docs/2.0/http/routing#route-groups)`);
    expect(markdown).toContain(`[database](${SITE}docs/2.0/configuration/database)`);
    expect(markdown).toContain(`[here](${PAGE_URL}#a-heading)`);
    expect(markdown).toContain(`[blog](${SITE}blog/some-post)`);
    expect(markdown).toContain(`[feed](${SITE}blog/rss.xml)`);
    expect(markdown).toContain('[GitHub](https://github.com/ben-shepherd/larascript-framework)');
    expect(markdown).toContain('[mail](mailto:someone@example.com)');
    expect(markdown).toContain(`[asset](${SITE}docs/2.0/guide/files/diagram.svg)`);
    expect(markdown).toContain(`![A diagram](${SITE}docs/2.0/img/diagram.png)`);
    expect(markdown).toContain(`[ref]: ${SITE}docs/2.0/http/routing`);
  });

  it('fails, naming the file and line, on a link to a file that is no page of the version', async () => {
    await expect(twin('Text.\n\nSee [old](../old/page.md).\n')).rejects.toThrow(
      /guide\/page\.mdx:10: the link to \.\.\/old\/page\.md does not lead to a docs page of this version/,
    );
  });

  it('keeps code blocks with their language and title, without the site-only words', async () => {
    const markdown = await twin(
      '```ts title="src/app/a.ts" fragment showLineNumbers\nconst a = 1;\n```\n\n```\nplain\n```\n',
    );
    expect(markdown).toContain('```ts title="src/app/a.ts"\nconst a = 1;\n```');
    expect(markdown).toContain('```\nplain\n```');
  });

  it('removes heading ids and reads .md pages as CommonMark', async () => {
    const markdown = await twin(
      '## Shared instances {#shared}\n\n### Escaped \\{#escaped}\n\n`Promise<T>` or { braces } are text here, at 10:30.\n',
      'versioned_docs/version-2.0/http/routing.md',
    );
    expect(markdown).toContain('## Shared instances\n');
    expect(markdown).toContain('### Escaped\n');
    expect(markdown).toContain('`Promise<T>` or { braces } are text here, at 10:30.');
  });
});

describe('leftover MDX in a twin', () => {
  it('finds JSX tags, import and export statements and directives outside code blocks only', () => {
    const markdown = [
      '# T',
      '<Tabs groupId="x">',
      "import Tabs from '@theme/Tabs';",
      'export default config;',
      ':::note',
      'An export of `Collection<T>` and the words import and export are prose.',
      '```ts',
      "import Route from '@src/x';",
      '<Component />',
      '```',
      '> ```ts\n> export const a = 1;\n> ```',
      '::diagram{name="http-pipeline"}',
    ].join('\n');
    expect(leftoverLines(markdown)).toEqual([
      'line 2: <Tabs groupId="x">',
      "line 3: import Tabs from '@theme/Tabs';",
      'line 4: export default config;',
      'line 5: :::note',
      'line 14: ::diagram{name="http-pipeline"}',
    ]);
  });
});

describe('every docs page of the latest version', () => {
  const versions: string[] = JSON.parse(readFileSync(join(root, 'versions.json'), 'utf8'));
  const dir = join(root, 'versioned_docs', `version-${versions[0]}`);
  const walk = (folder: string): string[] =>
    readdirSync(folder).flatMap((name) => {
      const full = join(folder, name);
      return statSync(full).isDirectory() ? walk(full) : /\.mdx?$/.test(name) ? [full] : [];
    });
  const files = walk(dir).map((file) => relative(root, file));
  const urlOf = (file: string) =>
    `${SITE}docs/${versions[0]}/${relative(dir, join(root, file)).replace(/\.mdx?$/, '')}`;
  const realContext: TwinContext = {
    siteRoot: SITE,
    rootDir: root,
    pageUrlOf: (file) => (files.includes(file) ? urlOf(file) : undefined),
    loadModule: async (specifier) =>
      ((await import(join(root, specifier.replace(/^@site\//, '')))) as { default: unknown }).default,
  };

  it('converts to Markdown without JSX, imports, directives or relative links', async () => {
    expect(files.length).toBeGreaterThan(100);
    const problems: string[] = [];
    for (const file of files) {
      const source = readFileSync(join(root, file), 'utf8');
      const title = /^title:\s*(.+)$/m.exec(source)?.[1] ?? '';
      const markdown = await pageToMarkdown({ source, file, title, url: urlOf(file) }, realContext);
      problems.push(...leftoverLines(markdown).map((line) => `${file}: ${line}`));
      for (const match of markdown.matchAll(/\]\(([^)\s]+)/g)) {
        if (!/^(https?:|mailto:)/.test(match[1])) problems.push(`${file}: relative link ${match[1]}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
