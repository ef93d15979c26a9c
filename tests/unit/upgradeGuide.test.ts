import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  changedInProblems,
  entriesToApply,
  formatEffort,
  fromChoices,
  GUIDE_PAGE,
  isApplied,
  parseEffort,
  parseFrom,
  parseUpgradeGuide,
  totalEffort,
} from '../../src/lib/upgradeGuide';

const GUIDE = `# ignored

## 2.0.1 \\{#2.0.1}

### \`castObject\` import fixed \\{#u201-1}

- **Impact:** low — nothing to change.
- **Effort:** 2 min
- **Docs pages:** none

## 2.0.4 {#2.0.4}

### Global middleware runs first \\{#u204-5}

- **Impact:** high — security rules stop working.
- **Effort:** 0–15 min
- **Docs pages:** [Middleware](../http/middleware.md#order), [Security](../http/security-rules.md)

\`\`\`ts
### not a heading {#u999-1}
\`\`\`
`;

describe('reading the Upgrade Guide', () => {
  it('reads releases and entries with impact, effort (upper figure of a range) and pages', () => {
    const problems: string[] = [];
    const guide = parseUpgradeGuide(GUIDE, problems);
    expect(problems).toEqual([]);
    expect(guide.releases).toEqual([
      { release: '2.0.1', id: '2.0.1' },
      { release: '2.0.4', id: '2.0.4' },
    ]);
    expect(guide.entries).toEqual([
      { id: 'u201-1', release: '2.0.1', impact: 'low', effort: 2, title: 'castObject import fixed', pages: [] },
      {
        id: 'u204-5',
        release: '2.0.4',
        impact: 'high',
        effort: 15,
        title: 'Global middleware runs first',
        pages: ['http/middleware.md', 'http/security-rules.md'],
      },
    ]);
  });

  it('names the line and entry of a malformed entry', () => {
    const problems: string[] = [];
    parseUpgradeGuide(
      GUIDE.replace('high — security', 'severe — security').replace('- **Effort:** 2 min\n', ''),
      problems,
    );
    expect(problems).toEqual([
      expect.stringMatching(/entry u201-1 has no "- \*\*Effort:\*\* …" list item/),
      expect.stringMatching(/line \d+: entry u204-5 has impact "severe/),
    ]);
  });

  it('reads the efforts the page writes', () => {
    expect(parseEffort('5 min (plus 1 min per file)')).toBe(5);
    expect(parseEffort('5–30 min')).toBe(30);
    expect(parseEffort('a while')).toBeNull();
  });

  it('reads the published page without problems', () => {
    const problems: string[] = [];
    const page = readFileSync(join(__dirname, '../../versioned_docs/version-2.0', GUIDE_PAGE), 'utf8');
    const guide = parseUpgradeGuide(page, problems);
    expect(problems).toEqual([]);
    expect(guide.releases.map((r) => r.release)).toEqual(['2.0.1', '2.0.2', '2.0.3', '2.0.4', '2.0.5', '2.0.6']);
    expect(guide.entries.length).toBeGreaterThanOrEqual(59);
  });
});

describe('the "I\'m on 2.0.N" choice', () => {
  const releases = ['2.0.1', '2.0.2', '2.0.3', '2.0.4', '2.0.5', '2.0.6'];
  const entries = [
    { release: '2.0.2', effort: 2 },
    { release: '2.0.4', effort: 10 },
    { release: '2.0.6', effort: 5 },
  ];

  it('offers 2.0.0 and every release but the last', () => {
    expect(fromChoices(releases)).toEqual(['2.0.0', '2.0.1', '2.0.2', '2.0.3', '2.0.4', '2.0.5']);
  });
  it('reads ?from= and ignores values that are not a choice', () => {
    expect(parseFrom('?from=2.0.3', releases)).toBe('2.0.3');
    expect(parseFrom('?from=2.0.6', releases)).toBeNull();
    expect(parseFrom('?from=banana', releases)).toBeNull();
    expect(parseFrom('', releases)).toBeNull();
  });
  it('keeps the entries of later releases, in page order, and sums their effort', () => {
    const todo = entriesToApply(entries, '2.0.3');
    expect(todo).toEqual([entries[1], entries[2]]);
    expect(totalEffort(todo)).toBe(15);
    expect(entriesToApply(entries, '2.0.0')).toHaveLength(3);
  });
  it('hides only applied releases, and none without a choice', () => {
    expect(isApplied('2.0.3', '2.0.3')).toBe(true);
    expect(isApplied('2.0.4', '2.0.3')).toBe(false);
    expect(isApplied('2.0.1', null)).toBe(false);
  });
  it('formats the effort in minutes, then hours', () => {
    expect(formatEffort(45)).toBe('45 min');
    expect(formatEffort(250)).toBe('about 4 h');
  });
});

describe('"Changed in" notes', () => {
  const guide = parseUpgradeGuide(GUIDE);
  const pages = new Map([
    ['http/middleware.md', 'Intro.\n\n<ChangedIn entry="u204-5" />\n'],
    ['http/security-rules.md', '<ChangedIn entry="u204-5" />'],
  ]);
  it('accepts pages that carry the notes their entries name', () => {
    expect(changedInProblems(guide, pages, 'docs')).toEqual([]);
  });
  it('names the file and entry of a missing note, an unknown entry and a missing page', () => {
    const broken = new Map(pages);
    broken.set('http/security-rules.md', 'No note.\n\n<ChangedIn entry="u204-9" />');
    broken.delete('http/middleware.md');
    expect(changedInProblems(guide, broken, 'docs')).toEqual([
      `docs/${GUIDE_PAGE}: entry u204-5 names http/middleware.md, which is not a docs page`,
      'docs/http/security-rules.md: add <ChangedIn entry="u204-5" /> (entry u204-5 names this page)',
      `docs/http/security-rules.md: <ChangedIn entry="u204-9" /> names no entry of docs/${GUIDE_PAGE}`,
    ]);
  });
});
