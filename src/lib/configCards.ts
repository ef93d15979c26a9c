/**
 * Rules for the configuration card data in src/data/config/*.ts. The types catch most mistakes in
 * the editor; these checks run in the build (plugins/content-rules) so that a card with a missing
 * or malformed field stops `docusaurus build` with a message naming the data file and the card.
 */

const OPTIONAL_STRINGS = ['type', 'default', 'env', 'since', 'note'] as const;
const KNOWN_FIELDS = new Set(['name', 'description', 'allowedValues', 'children', ...OPTIONAL_STRINGS]);
const SCREAMING_SNAKE = /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const nonEmptyString = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

function itemProblems(items: unknown, path: readonly string[], problems: string[]): void {
  const where = path.length > 0 ? `children of "${path.join('.')}"` : '"items"';
  if (!Array.isArray(items) || items.length === 0) {
    problems.push(`${where} must be a non-empty list of cards`);
    return;
  }
  const seen = new Set<string>();
  items.forEach((item: unknown, index) => {
    if (!isRecord(item)) {
      problems.push(`${where}: entry ${index + 1} is not a card object`);
      return;
    }
    const name = nonEmptyString(item.name) ? item.name : undefined;
    const at = name !== undefined ? `card "${[...path, name].join('.')}"` : `${where}: card ${index + 1}`;
    if (name === undefined) problems.push(`${at} needs a non-empty "name"`);
    else if (/\s/.test(name)) problems.push(`${at}: "name" is a config key and cannot contain spaces`);
    else if (seen.has(name)) problems.push(`${at} is listed twice at this level`);
    if (name !== undefined) seen.add(name);
    if (!nonEmptyString(item.description)) problems.push(`${at} needs a non-empty "description"`);
    for (const field of OPTIONAL_STRINGS) {
      if (item[field] !== undefined && !nonEmptyString(item[field]))
        problems.push(`${at}: "${field}" must be a non-empty string when present`);
    }
    if (nonEmptyString(item.env) && !SCREAMING_SNAKE.test(item.env))
      problems.push(`${at}: "env" must be an environment variable name in SCREAMING_SNAKE_CASE, got "${item.env}"`);
    if (nonEmptyString(item.since) && !/^\d+\.\d+\.\d+$/.test(item.since))
      problems.push(`${at}: "since" must be a release number such as 2.0.4, got "${item.since}"`);
    if (
      item.allowedValues !== undefined &&
      (!Array.isArray(item.allowedValues) ||
        item.allowedValues.length === 0 ||
        !item.allowedValues.every((value) => nonEmptyString(value)))
    )
      problems.push(`${at}: "allowedValues" must be a non-empty list of non-empty strings`);
    for (const field of Object.keys(item)) {
      if (!KNOWN_FIELDS.has(field)) problems.push(`${at}: unknown field "${field}"`);
    }
    if (item.children !== undefined && name !== undefined) itemProblems(item.children, [...path, name], problems);
  });
}

/** Everything wrong with one data module's default export; an empty list when it is valid. */
export function configFileProblems(value: unknown): string[] {
  const problems: string[] = [];
  if (!isRecord(value)) return ['the default export must be an object with "file" and "items"'];
  if (!nonEmptyString(value.file) || !/^src\/config\/[\w.-]+\.ts$/.test(value.file))
    problems.push('"file" must name the framework config file, e.g. src/config/auth.config.ts');
  itemProblems(value.items, [], problems);
  return problems;
}

/** The build error for one data file, or null when it has no problems. */
export function formatConfigProblems(file: string, problems: readonly string[]): string | null {
  if (problems.length === 0) return null;
  return `Invalid configuration cards in ${file}:\n${problems.map((p) => `  - ${p}`).join('\n')}`;
}
