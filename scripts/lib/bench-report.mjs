// bench/REPORT.md: the figures of bench/results.json (npm run bench) and bench/overrides.json
// (npm run bench:overrides) as Markdown tables, each beside its budget or target from budgets.json.
// scripts/bench.mjs writes it after every run, and re-renders it alone with --report-only.
// The tables come out aligned as Prettier formats them, so the file passes `prettier --check`.
import { kb } from './first-load.mjs';
import { formatDuration as duration } from './duration.mjs';

/** The bench's search queries that are misspelt on purpose: their first search loads the correction too. */
export const MISSPELT = ['valdation', 'contrller'];

const PAGE_NAMES = { home: 'Home', doc: 'Docs page', blogList: 'Blog list', blogPost: 'Blog post' };
const PHASES = { load: 'Loading', bundling: 'Bundling', rendering: 'Rendering', postBuild: 'Post-build' };

const number = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
/** 1234.56 → "1,234.6"; null or undefined → "–". */
const fmt = (value) => (typeof value === 'number' && Number.isFinite(value) ? number.format(value) : '–');
const fmtKB = (bytes) => `${fmt(kb(bytes))} KB`;
/** The runs behind a median, as measured: "32.4, 34.4, 35.2 s". */
const list = (values, unit = '') => values.map((v) => (typeof v === 'number' ? String(v) : '–')).join(', ') + unit;
const code = (text) => `\`${text}\``;

/** "ok" when `value` is within `limit` (at most, or at least when `atLeast`), "**over**"/"**under**" when not. */
function verdict(value, limit, atLeast = false) {
  if (typeof limit !== 'number' || typeof value !== 'number') return '';
  if (atLeast ? value >= limit : value <= limit) return 'ok';
  return atLeast ? '**under**' : '**over**';
}

/** "131.1 KB (budget 135: ok)" */
function withLimit(shown, value, limit, { label = 'budget', unit = '', atLeast = false } = {}) {
  if (typeof limit !== 'number') return shown;
  return `${shown} (${label} ${atLeast ? '≥' : '≤'} ${fmt(limit)}${unit}: ${verdict(value, limit, atLeast)})`;
}

/** A Markdown table with its columns padded to their widest cell, as Prettier aligns them. */
function table(headers, rows) {
  const widths = headers.map((header, i) => Math.max(3, header.length, ...rows.map((row) => String(row[i]).length)));
  const line = (cells) => `| ${cells.map((cell, i) => String(cell).padEnd(widths[i])).join(' | ')} |`;
  return [line(headers), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

/** "27 November 2026, 07:45 UTC" */
function formatDate(iso) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return String(iso);
  const day = date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  if (!/T/.test(iso)) return day;
  const time = date.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
  return `${day}, ${time} UTC`;
}

/** Lighthouse's CPU benchmark index over every run of every page, as "lowest–highest". */
function benchmarkIndexRange(pages) {
  const values = Object.values(pages ?? {}).flatMap((page) =>
    ['mobile', 'desktop'].flatMap((formFactor) =>
      (page[formFactor]?.runs ?? [page[formFactor]]).map((run) => run?.benchmarkIndex).filter(Number.isFinite),
    ),
  );
  if (!values.length) return null;
  const low = Math.min(...values);
  const high = Math.max(...values);
  return low === high ? fmt(low) : `${fmt(low)}–${fmt(high)}`;
}

/** The machine in one line, for the bench's printed table. `machine` is an object, or a string in older results. */
export function describeMachine(machine) {
  if (!machine || typeof machine === 'string') return machine ?? 'machine not recorded';
  return [
    machine.cpu,
    machine.cores && `${machine.cores} cores`,
    machine.memoryGB && `${fmt(machine.memoryGB)} GB`,
    machine.node && `Node ${machine.node}`,
    machine.chromium,
  ]
    .filter(Boolean)
    .join(', ');
}

const MACHINE_FACTS = [
  ['cpu', 'CPU'],
  ['cores', 'Cores', (v) => fmt(v)],
  ['memoryGB', 'Memory', (v) => `${fmt(v)} GB`],
  ['memoryLimitGB', 'Memory limit (cgroup)', (v) => `${fmt(v)} GB`],
  ['os', 'Operating system'],
  ['node', 'Node.js'],
  ['chromium', 'Browser (Lighthouse and the page measurements)'],
  ['docusaurus', 'Docusaurus'],
  ['lighthouse', 'Lighthouse'],
];

function machineSection(results) {
  const { machine } = results;
  const rows = [];
  const missing = [];
  if (typeof machine === 'string') rows.push(['Machine', machine]);
  for (const [key, label, show = String] of MACHINE_FACTS) {
    const value = machine && typeof machine === 'object' ? machine[key] : undefined;
    if (value === undefined || value === null || value === '') {
      if (key !== 'memoryLimitGB') missing.push(label);
    } else rows.push([label, show(value)]);
  }
  const range = benchmarkIndexRange(results.pages);
  if (range) rows.push(['Lighthouse CPU benchmark index (all runs)', range]);
  const out = ['## Machine', '', table(['Fact', 'Value'], rows)];
  if (typeof machine === 'string')
    out.push(
      '',
      'These results predate the bench recording the CPU model, the memory, the operating system and the versions of Node.js, the browser, Docusaurus and Lighthouse.',
    );
  else if (missing.length) out.push('', `Not recorded: ${missing.join(', ')}.`);
  if (range)
    out.push(
      '',
      'Lighthouse slows every task four times whatever the machine, so a slower machine (a lower CPU index) scores lower on the same site: compare runs by their CPU index as much as by their date.',
    );
  return out;
}

function buildSection(results, budgets) {
  const { build } = results;
  if (!build?.cold) return [];
  const b = budgets.build ?? {};
  const { cold, stockCold, coldWritingCache, warm } = build;
  const ratio = (ours, stock) =>
    typeof ours === 'number' && typeof stock === 'number' && stock > 0 ? Math.round((ours / stock) * 100) / 100 : null;
  const coldRatio = ratio(cold.seconds, stockCold?.seconds);
  const ratioTarget =
    typeof b.coldVsStockTarget === 'number' && coldRatio !== null
      ? `target ≤ ${b.coldVsStockTarget.toFixed(2)}×: ${verdict(coldRatio, b.coldVsStockTarget)}`
      : '';
  const secondsBudget = (value, limit) =>
    typeof limit === 'number' ? `budget ≤ ${fmt(limit)} s: ${verdict(value, limit)}` : '';
  const joinNotes = (...notes) => notes.filter(Boolean).join('; ') || '–';
  const s = (value) => (typeof value === 'number' ? `${fmt(value)} s` : '–');
  const ratioCell = (value) => (value === null ? '–' : `${value.toFixed(2)}×`);
  const rows = [
    [
      'Cold build',
      s(cold.seconds),
      s(stockCold?.seconds),
      ratioCell(coldRatio),
      joinNotes(ratioTarget, secondsBudget(cold.seconds, b.coldSeconds)),
    ],
    [
      'Cold build, peak memory',
      typeof cold.peakMB === 'number' ? `${fmt(cold.peakMB)} MB` : '–',
      typeof stockCold?.peakMB === 'number' ? `${fmt(stockCold.peakMB)} MB` : '–',
      ratioCell(ratio(cold.peakMB, stockCold?.peakMB)),
      joinNotes(
        typeof b.peakMemoryTargetMB === 'number'
          ? `target ≤ ${fmt(b.peakMemoryTargetMB)} MB: ${verdict(cold.peakMB, b.peakMemoryTargetMB)}`
          : '',
        typeof b.peakMemoryMB === 'number'
          ? `budget ≤ ${fmt(b.peakMemoryMB)} MB: ${verdict(cold.peakMB, b.peakMemoryMB)}`
          : '',
      ),
    ],
    ...Object.entries(PHASES).map(([key, label]) => [
      `${label} (cold)`,
      s(cold.phases?.[key]),
      s(stockCold?.phases?.[key]),
      ratioCell(ratio(cold.phases?.[key], stockCold?.phases?.[key])),
      '–',
    ]),
    [
      'Cold build runs',
      cold.runs ? list(cold.runs, ' s') : '–',
      stockCold?.runs ? list(stockCold.runs, ' s') : '–',
      '–',
      '–',
    ],
  ];
  if (coldWritingCache)
    rows.push(
      ['Cold build writing the persistent cache', s(coldWritingCache.seconds), '–', '–', '–'],
      ['Same, peak memory', `${fmt(coldWritingCache.peakMB)} MB`, '–', '–', '–'],
    );
  if (warm)
    rows.push(
      ['Warm build', s(warm.seconds), '–', '–', joinNotes(secondsBudget(warm.seconds, b.warmSeconds))],
      ['Warm build, peak memory', `${fmt(warm.peakMB)} MB`, '–', '–', '–'],
    );
  const out = [
    '## Build',
    '',
    `Cold builds (caches cleared) are the median of ${cold.runs?.length ?? 'several'} runs, alternating with a stock Docusaurus classic site holding the same guides and posts (not the API reference pages, which only this site builds), made inside the repository, so that both see the same machine and write to the same disk: the figure that matters is the ratio, ours / stock. The site writes Rspack's persistent cache only with \`SITE_BUILD_CACHE=true\` (the cold builds above write none): one cold build with it follows, then the warm build that reads it.`,
    '',
    table(['Build', 'This site', 'Stock Docusaurus', 'Ours / stock', 'Budget or target'], rows),
  ];
  if (cold.plugins?.length)
    out.push(
      '',
      "What the site's own plugins reported in the last cold build:",
      '',
      ...cold.plugins.map((l) => `- ${code(l)}`),
    );
  return out;
}

function firstLoadSection(results, budgets) {
  const pages = Object.entries(results.pages ?? {}).filter(([, page]) => page.firstLoad);
  if (!pages.length) return [];
  const rows = pages.map(([name, page]) => {
    const b = budgets.pages?.[name] ?? {};
    const { js, css, html } = page.firstLoad;
    let jsCell = withLimit(fmtKB(js.gzip), kb(js.gzip), b.jsGzipKB, { unit: ' KB' });
    if (typeof b.jsGzipTargetKB === 'number')
      jsCell = jsCell.replace(
        /\)$/,
        `; target ≤ ${fmt(b.jsGzipTargetKB)} KB: ${verdict(kb(js.gzip), b.jsGzipTargetKB)})`,
      );
    return [
      PAGE_NAMES[name] ?? name,
      code(page.path),
      jsCell,
      `${fmtKB(js.raw)}, ${fmt(js.files)} files`,
      withLimit(fmtKB(css.gzip), kb(css.gzip), b.cssGzipKB, { unit: ' KB' }),
      withLimit(fmtKB(html.gzip), kb(html.gzip), b.htmlGzipKB, { unit: ' KB' }),
    ];
  });
  return [
    '## First load',
    '',
    'What each page downloads on its first load, measured in Chromium against the compressing static server (as real hosting serves it): gzip bytes as served, 1 KB = 1,024 bytes. Budgets are asserted by the browser tests (`tests/e2e/budgets.spec.ts`).',
    '',
    table(['Page', 'Path', 'JS gzip', 'JS raw', 'CSS gzip', 'HTML gzip'], rows),
  ];
}

function fetchedAheadSection(results) {
  const pages = Object.entries(results.pages ?? {}).filter(([, page]) => page.fetchedAhead);
  if (!pages.length) return [];
  const cell = ({ gzip, files }) => `${fmtKB(gzip)}, ${fmt(files)} files`;
  const rows = pages.map(([name, page]) => {
    const { fast, saveData } = page.fetchedAhead;
    return [PAGE_NAMES[name] ?? name, cell(fast), `${cell(saveData)} (${verdict(saveData.gzip, 0)})`];
  });
  return [
    '## Fetched ahead',
    '',
    'JavaScript a page fetches on its own in the 6 seconds after it has hydrated, on a phone viewport (prefetched pages, the highlighter), gzip as served. With Save-Data on the target is nothing.',
    '',
    table(['Page', 'Fast connection', 'Save-Data on (target 0)'], rows),
  ];
}

function lighthouseSection(results, budgets) {
  const pages = Object.entries(results.pages ?? {});
  if (!pages.length) return [];
  const targets = budgets.targets ?? {};
  const out = ['## Lighthouse', ''];
  out.push(
    `Each figure is the median of ${results.runs ?? 'several'} runs (the runs in the last column). Targets from \`budgets.json\` are goals, never asserted.`,
  );
  for (const [formFactor, title] of [
    ['mobile', 'Mobile'],
    ['desktop', 'Desktop'],
  ]) {
    const measured = pages.filter(([, page]) => page[formFactor]);
    out.push('', `### ${title}`, '');
    if (!measured.length) {
      out.push(`Not measured in this run (\`--sizes-only\`${formFactor === 'desktop' ? ' or `--no-desktop`' : ''}).`);
      continue;
    }
    const perfTarget = targets[`${formFactor}Performance`];
    const tbtTarget = targets[`${formFactor}TbtMs`];
    const rows = measured.map(([name, page]) => {
      const m = page[formFactor];
      const runs = m.runs ?? [];
      return [
        PAGE_NAMES[name] ?? name,
        withLimit(fmt(m.performance), m.performance, perfTarget, { label: 'target', atLeast: true }),
        `${fmt(m.fcpMs)} ms`,
        `${fmt(m.lcpMs)} ms`,
        withLimit(`${fmt(m.tbtMs)} ms`, m.tbtMs, tbtTarget, { label: 'target', unit: ' ms' }),
        typeof m.cls === 'number' ? String(m.cls) : '–',
        `${fmt(m.transferKB)} KB`,
        `${fmt(m.accessibility)} / ${fmt(m.bestPractices)} / ${fmt(m.seo)}`,
        runs.length
          ? `performance ${list(runs.map((r) => r.performance))}; TBT ${list(runs.map((r) => r.tbtMs))} ms; CPU index ${list(runs.map((r) => r.benchmarkIndex))}`
          : '–',
      ];
    });
    out.push(
      table(
        ['Page', 'Performance', 'FCP', 'LCP', 'TBT', 'CLS', 'Transfer', 'Accessibility / best practices / SEO', 'Runs'],
        rows,
      ),
    );
  }
  return out;
}

function searchSection(results, budgets) {
  const sr = results.search;
  if (!sr) return [];
  const sb = budgets.search ?? {};
  const rows = Object.entries(sr.firstSearchKB ?? {}).map(([query, size]) => {
    if (MISSPELT.includes(query))
      return [
        `${code(query)} (misspelt, corrected)`,
        withLimit(`${fmt(size)} KB`, size, sb.correctedFirstSearchGzipKB, { unit: ' KB' }),
      ];
    if (query.includes(' ')) return [`${code(query)} (two words: two index chunks)`, `${fmt(size)} KB`];
    return [code(query), withLimit(`${fmt(size)} KB`, size, sb.firstSearchGzipKB, { unit: ' KB' })];
  });
  const latency = sr.keystrokeToResultsMs ?? {};
  return [
    '## Search',
    '',
    table(
      ['Figure', 'Value'],
      [
        [
          'Index on disk (`build/pagefind`)',
          withLimit(`${fmt(sr.indexKB)} KB`, sr.indexKB, sb.indexKB, { unit: ' KB' }),
        ],
        [
          'Keystroke to results, index loaded (median)',
          withLimit(`${fmt(latency.median)} ms`, latency.median, sb.keystrokeToResultsMs, {
            label: 'target',
            unit: ' ms',
          }),
        ],
        ['Keystroke to results, runs', latency.runs ? list(latency.runs, ' ms') : '–'],
      ],
    ),
    '',
    'A cold first search: everything downloaded from pointing at the search button to the first results on screen, gzip as served.',
    '',
    table(['Query', 'Downloaded'], rows),
  ];
}

function firstUseSection(results) {
  const fu = results.firstUse;
  if (!fu?.menuOpenMs) return [];
  return [
    '## First use',
    '',
    `What a docs page renders in idle time or loads only when needed, used for the first time on a phone with the CPU slowed four times (${code(fu.path)}, median of ${fu.menuOpenMs.runs?.length ?? 3} fresh page loads).`,
    '',
    table(
      ['What', 'Median', 'Runs'],
      [
        [
          'Phone menu: tap to its links on screen',
          `${fmt(fu.menuOpenMs.median)} ms`,
          list(fu.menuOpenMs.runs ?? [], ' ms'),
        ],
        ...(fu.hover
          ? [
              [
                `Type hovers: pointer on a code block of ${code(fu.hover.path)} to its names as buttons (${fmtKB(fu.hover.gzip)} gzip fetched)`,
                `${fmt(fu.hover.ms.median)} ms`,
                list(fu.hover.ms.runs ?? [], ' ms'),
              ],
            ]
          : []),
      ],
    ),
  ];
}

function testStagesSection(results, budgets) {
  const t = results.testStages;
  if (!t?.stages) return [];
  const rows = t.stages.map((stage) => [
    stage.name,
    duration(stage.seconds),
    (stage.results ?? []).map((r) => `${r.script} ${duration(r.seconds)}${r.code ? ' (failed)' : ''}`).join(', '),
  ]);
  const budget = budgets.tests?.totalMinutes;
  rows.push([
    '**total**',
    typeof budget === 'number'
      ? `${duration(t.totalSeconds)} (target ≤ ${fmt(budget)} min: ${verdict(t.totalSeconds / 60, budget)})`
      : duration(t.totalSeconds),
    '',
  ]);
  return [
    '## Test stages',
    '',
    `The last \`npm test\` on this machine (${formatDate(t.date)}, ${t.ci ? '`CI=true`' : '`CI` unset'}, Node ${t.node}, ${fmt(t.cores)} cores)${t.failed ? `: **failed** in ${code(t.failed.script)}, later stages did not run` : ''}. Scripts of one stage run side by side.`,
    '',
    table(['Stage', 'Time', 'Scripts'], rows),
  ];
}

function overridesSection(overrides) {
  if (!overrides || typeof overrides !== 'object') return [];
  const isRun = (value) => value && typeof value === 'object' && typeof value.doc === 'number';
  const ids = Object.keys(overrides).filter((key) => !['all', 'stock'].includes(key) && isRun(overrides[key]));
  const lighthouse = (run) =>
    run.docLighthouse
      ? `${fmt(run.docLighthouse.performance)}, TBT ${fmt(run.docLighthouse.tbtMs)} ms, LCP ${fmt(run.docLighthouse.lcpMs)} ms`
      : '–';
  const saves = (bytes) => (typeof bytes === 'number' ? fmtKB(bytes) : '–');
  const rows = ids.map((id) => {
    const run = overrides[id];
    const alsoOff = (run.off ?? []).filter((other) => other !== id);
    return [
      code(id),
      alsoOff.length ? alsoOff.map(code).join(', ') : '–',
      saves(run.savesHomeGzip),
      saves(run.savesDocGzip),
      fmtKB(run.home),
      fmtKB(run.doc),
      lighthouse(run),
    ];
  });
  for (const [key, label] of [
    ['all', 'every override on (the site)'],
    ['stock', 'stock Docusaurus (`SITE_STOCK=true`)'],
  ])
    if (isRun(overrides[key]))
      rows[key === 'all' ? 'unshift' : 'push']([
        label,
        '–',
        '–',
        '–',
        fmtKB(overrides[key].home),
        fmtKB(overrides[key].doc),
        lighthouse(overrides[key]),
      ]);
  return [
    '## What each override saves',
    '',
    `Measured by \`npm run bench:overrides\`${overrides.date ? ` on ${formatDate(overrides.date)}` : ''} (\`bench/overrides.json\`): the site built with every override on, then with each override off (with those that need it), and stock. First-load JavaScript, gzip as served; "saves" is what the page loads more with the override off. The Lighthouse column (mobile, docs page) is filled when it ran with \`--lighthouse\`.`,
    '',
    table(
      [
        'Override off',
        'Also off (needs it)',
        'Saves on home',
        'Saves on docs page',
        'Home JS',
        'Docs page JS',
        'Docs page Lighthouse (performance, TBT, LCP)',
      ],
      rows,
    ),
  ];
}

/**
 * bench/REPORT.md from the bench's results (bench/results.json), the budgets (budgets.json) and,
 * when given, what each override saves (bench/overrides.json).
 * @param {Record<string, any>} results
 * @param {Record<string, any>} budgets
 * @param {Record<string, any> | null} [overrides]
 * @returns {string} Markdown
 */
export function renderReport(results, budgets, overrides = null) {
  const sections = [
    [
      'Generated by `npm run bench` from `bench/results.json`: do not edit by hand (`node scripts/bench.mjs --report-only` renders it again). What each figure means and what was tried: [PERFORMANCE.md](PERFORMANCE.md).',
      '',
      '# Benchmark report',
      '',
      `Measured on ${formatDate(results.date)}${results.commit ? `, commit ${code(results.commit)}${results.uncommittedChanges ? ' with uncommitted changes' : ''}` : ''}. Budgets (asserted by the tests) and targets (goals, never asserted) come from \`budgets.json\`; "ok" is within, **over** or **under** is not.`,
    ],
    machineSection(results),
    buildSection(results, budgets),
    firstLoadSection(results, budgets),
    fetchedAheadSection(results),
    lighthouseSection(results, budgets),
    searchSection(results, budgets),
    firstUseSection(results),
    testStagesSection(results, budgets),
    overridesSection(overrides),
  ].filter((section) => section.length);
  return `${sections.map((section) => section.join('\n')).join('\n\n')}\n`;
}
