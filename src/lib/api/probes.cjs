// Prose probes: which inline code spans of a docs page name a framework API, and how each is checked.
// Shared by scripts/check-samples.mjs (which compiles every probe against a 2.0.6 checkout) and
// plugins/remark-api-links (which, at build time and with no checkout, resolves the members that
// reference entries name). The rule is written down in CONTRIBUTING.md ("Inline code is checked too").
// Pure logic; the TypeScript parser is passed in, so each caller uses its own compiler.
// CommonJS for the same reason as ../codeInclude.cjs: the maintainer scripts run without a build step.

/**
 * @typedef {'framework' | 'docs' | 'docs-local' | 'receiver' | 'global' | 'third-party'} NameOrigin
 *   framework: exported by the framework; docs: exported by a block that a probe can import (a titled
 *   or shared block); docs-local: declared only in an untitled or fragment block (exists, not importable);
 *   receiver: a value name with a declared type (api/version-<v>/receivers.json); global: a JavaScript,
 *   Node.js or TypeScript global; third-party: a package's export named in receivers.json.
 * @typedef {(name: string) => NameOrigin | null} Lookup
 * @typedef {{ kind: 'probe', form: 'expression' | 'signature' | 'name' | 'type' | 'module' | 'member',
 *   code: string, roots: string[], free: string[], types?: string[], member?: string, receiver?: string }} Probe
 * @typedef {{ kind: 'left-out', reason: string }} LeftOut
 * @typedef {{ kind: 'unclassified', why: string }} Unclassified
 * @typedef {Probe | LeftOut | Unclassified} Classification
 * @typedef {{ value: string, line: number, receiver: string | null, firstColumn: boolean,
 *   expectFail: boolean, olderRelease?: boolean, otherLibrary?: boolean, affix?: boolean, context: string }} Span
 */

/** Reasons a span is left out, as the summary counts them (CONTRIBUTING lists the same). */
const LEFT_OUT = {
  shell: 'a shell command, flag or script name',
  path: 'a file, folder or URL path',
  http: 'an HTTP method, path, header or status line',
  literal: 'a literal value (number, string, boolean, JSON, regular expression)',
  env: 'an environment variable or constant name',
  placeholder: 'a placeholder (<name>, …)',
  query: 'SQL or a MongoDB operator',
  key: 'a key, property or rule name written alone',
  word: 'a word or product name, not code (also a name written as a suffix or prefix)',
  text: 'text with spaces (a message, a value, a phrase)',
  fragment: 'an object-literal or parameter fragment (key: value)',
  declaration: 'a declaration outside a member table',
  this: 'a member of `this` (the class is the page’s)',
  'docs-local': 'rooted at a name a sample declares locally',
  'builtin-type': 'a type made only of built-in types',
  javascript: 'plain JavaScript that names no framework, docs or receiver name',
  history: 'an older release\'s API: followed by its release in parentheses, or on the Upgrade Guide',
  library: 'another library\'s API: EJS\'s `include()`, or `json()` (Express)',
};

const SHELL = /^(?:npm|npx|yarn|pnpm|node|git|curl|docker|docker-compose|cd|psql|export|sudo|apt-get|apt|ts-node|nodemon|jest|tsc|pm2|mkdir|cp|mv|rm|cat|ls|echo|openssl|brew|nvm|corepack|mongosh|webpack|eslint|prettier|chmod|pg_dump|createdb)(?:\s|$)/;
const HTTP = /^(?:GET|POST|PUT|PATCH|DELETE|OPTIONS|HEAD)(?:\s|$)|^HTTP\/|^(?:[1-5]\d\d)\s+[A-Z]/;
const SQL =
  /^(?:SELECT|INSERT|UPDATE|DELETE|CREATE|ALTER|DROP|WHERE|ORDER BY|GROUP BY|LIMIT|OFFSET|JOIN|LEFT JOIN|INNER JOIN|RETURNING|DISTINCT|ON CONFLICT|TRUNCATE|BEGIN|COMMIT|ROLLBACK|VALUES|SET|FROM|AND|OR|NOT|IS NULL|IS NOT NULL|ILIKE|LIKE|IN|COUNT|SUM|AVG|MIN|MAX|JSONB?|UUID|TEXT|VARCHAR|TIMESTAMP|INTEGER|BOOLEAN|SERIAL)\b/;
const ENV = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+(?:=.*)?$|^[A-Z][A-Z0-9_]*=/;
const KEYWORD_LITERALS = new Set(['true', 'false', 'null', 'undefined', 'NaN', 'Infinity']);
/** A marker right after a span that presents it as failing to compile, as `expect-error` does for blocks. */
const EXPECT_FAIL =
  /^\s*(?:\(TS\d{4}\)|,?\s*(?:which\s+)?(?:does not|doesn't|would not|won't) (?:compile|type-check)|fails to compile|does not pass the type check|is a type error|gives TS\d{4}|fails with TS\d{4}|is rejected by the compiler)/i;
/** A release in parentheses right after a span: it names that release's API (`App.container()` (2.0.3)). */
const OLDER_RELEASE =
  /^\s*\((?:in |until |before |since |removed in |renamed in )?(?:v?1\.x|v?1\.\d+(?:\.\d+)?|v?2\.0\.[0-5])(?:\s*(?:[–-]|to|and)\s*(?:v?1\.\d|2\.0\.[0-5]))?[^)]*\)/;
/** Another library's API: its name right before the span as a possessive, or in parentheses right after. */
const LIBRARY = '(?:EJS|Express|Node(?:\\.js)?|Jest|collect\\.js|Joi|Sequelize|pg|node-postgres|MongoDB|Resend|Nodemailer|nodemailer|AWS SDK|aws-sdk|TypeScript|JavaScript|express-busboy|cors|Faker|faker|bcryptjs?|jsonwebtoken|Docusaurus)';
const OTHER_LIBRARY_BEFORE = new RegExp(`\\b${LIBRARY}['’]s\\s*$`);
const OTHER_LIBRARY_AFTER = new RegExp(`^\\s*\\(${LIBRARY}\\)`);

/** Identifiers that are product or tool names, written in prose: never a framework symbol. */
const WORDS = new Set(
  'TypeScript JavaScript PostgreSQL MongoDB GitHub NodeJS Node.js VSCode VS npm pnpm Yarn Express Docker Jest Webpack ObjectIds ESLint IntelliSense OpenAPI JSDoc WebSocket WebSockets DevTools OAuth PayPal README CommonJS ECMAScript MacOS macOS iOS YouTube LinkedIn Laravel Eloquent TypeDoc NestJS AdonisJS SendGrid Mailtrap MinIO LocalStack DigitalOcean CloudFront AWS Amazon Nodemailer Resend Postman Insomnia ChatGPT UUIDs JWTs IDs API APIs URL URLs JSON HTML CSS SQL ORM CLI CRUD ETag ServerSideEncryption AccessDenied NoSuchBucket CredentialsError DeprecationWarning ReferenceError'.split(
    ' ',
  ),
);
/** A name shaped like a framework symbol (an interface, or a class with a framework-like suffix). */
const API_SHAPED =
  /^I[A-Z][a-z]\w*$|^[A-Z]\w*(?:Middleware|Service|Provider|Model|Rule|Exception|Controller|Adapter|Repository|Factory|Seeder|Command|Event|Listener|Subscriber|Observer|Validator|Config|Driver|Concern|Resource|Builder|Schema|Migration|Singleton|Eloquent|UseCase)$/;

/** JavaScript, Node.js, Jest and TypeScript names a span may use without an import. */
const GLOBALS = new Set(
  (
    'console JSON Math Promise process Date Object Array String Number Boolean Error TypeError RangeError ' +
    'SyntaxError Buffer setTimeout setInterval clearTimeout clearInterval setImmediate Map Set WeakMap WeakSet ' +
    'Symbol BigInt RegExp parseInt parseFloat isNaN require module exports __dirname __filename globalThis ' +
    'fetch URL URLSearchParams Record Partial Required Readonly Pick Omit Exclude Extract ReturnType ' +
    'InstanceType Awaited NonNullable Parameters Function Uint8Array structuredClone queueMicrotask ' +
    'AbortController AbortSignal TextEncoder TextDecoder expect describe test it jest beforeAll afterAll ' +
    'beforeEach afterEach PromiseLike Iterable AsyncIterable ArrayLike Intl'
  ).split(' '),
);

/** Pages whose inline code names the APIs of several releases; their blocks carry release="…" and are
 * checked per release, and their spans are left out of the current release's probes. */
const HISTORY_PAGES = new Set(['getting-started/upgrade-guide.mdx']);

const IDENT = /^[A-Za-z_$][\w$]*$/;

/**
 * The inline code spans of a Markdown (mdast) tree, with what the page says around each: the receiver
 * a member table names in its first header cell (`| \`db()\` method | … |`), whether the span is in
 * that table's first column, and whether the text right after it presents it as failing to compile.
 * @param {any} tree
 * @param {{ offset?: number }} [options] lines of front matter removed before parsing
 * @returns {Span[]}
 */
function collectSpans(tree, options = {}) {
  const offset = options.offset ?? 0;
  /** @type {Span[]} */
  const spans = [];
  /** @param {any} node @param {{ receiver: string | null, firstColumn: boolean }} ctx */
  const walk = (node, ctx) => {
    const children = node.children ?? [];
    if (node.type === 'table') {
      const header = children[0]?.children?.[0];
      const receiver = header ? tableReceiver(header) : null;
      children.forEach((row, r) =>
        (row.children ?? []).forEach((cell, c) => walk(cell, { receiver: r > 0 ? receiver : null, firstColumn: c === 0 })),
      );
      return;
    }
    children.forEach((child, i) => {
      if (child.type === 'inlineCode') {
        const after = children[i + 1];
        const before = children[i - 1];
        const following = after && after.type === 'text' ? after.value : '';
        const preceding = before && before.type === 'text' ? before.value : '';
        const affix =
          /\b(?:suffix|prefix|ending|ends? (?:in|with)|named like)\s*$/i.test(preceding) ||
          /^\s*(?:suffix|prefix)\b/i.test(following);
        spans.push({
          value: child.value,
          line: (child.position?.start?.line ?? 1) + offset,
          affix,
          receiver: ctx.receiver,
          firstColumn: ctx.firstColumn,
          expectFail: EXPECT_FAIL.test(following),
          olderRelease: OLDER_RELEASE.test(following),
          otherLibrary: OTHER_LIBRARY_BEFORE.test(preceding) || OTHER_LIBRARY_AFTER.test(following),
          context: following.slice(0, 60),
        });
      } else if (child.type !== 'code') walk(child, ctx);
    });
  };
  walk(tree, { receiver: null, firstColumn: false });
  return spans;
}

/** The receiver a member table names: the first inline code of its first header cell, when the cell
 * reads like "`db()` method", "Method of `db()`" or "`Model` static method". */
function tableReceiver(cell) {
  const parts = cell.children ?? [];
  const code = parts.find((p) => p.type === 'inlineCode');
  if (!code) return null;
  const text = parts
    .map((p) => (p.type === 'inlineCode' ? '`x`' : (p.value ?? '')))
    .join('')
    .trim()
    .toLowerCase();
  return /(?:^`x`\s+(?:static\s+)?(?:method|member|property|getter|call)s?$)|(?:^(?:method|member|property)s? (?:of|on) `x`$)/.test(text)
    ? code.value.trim()
    : null;
}

/** Strips a trailing `;` and surrounding space; `await x` keeps `x`. */
function tidy(value) {
  return value
    .trim()
    .replace(/;$/, '')
    .replace(/^await\s+/, '')
    .trim();
}

/**
 * Decides what a span is: a probe (and what to compile), left out by the rule (and why), or
 * unclassified. `lookup` says where a name comes from; `receiver` is the member table's receiver.
 * @param {any} ts the TypeScript module
 * @param {string} value the span's text
 * @param {{ lookup: Lookup, receiver?: string | null, firstColumn?: boolean, olderRelease?: boolean, otherLibrary?: boolean, affix?: boolean }} context
 * @returns {Classification}
 */
function classifySpan(ts, value, context) {
  const { lookup } = context;
  const text = tidy(value);
  /** @param {keyof typeof LEFT_OUT} reason @returns {LeftOut} */
  const leftOut = (reason) => ({ kind: 'left-out', reason });
  if (context.olderRelease) return leftOut('history');
  if (context.affix) return leftOut('word');
  if (context.otherLibrary) return leftOut('library');
  if (!text || text === '...' || text === '…') return leftOut('placeholder');
  if (/^[-+]{1,2}[a-z]/.test(text) || SHELL.test(text) || /^[a-z][\w-]*:[a-z#][\w:#-]*$/.test(text) || /^[a-z][\w-]*:$/.test(text))
    return leftOut('shell');
  if (/^[\w.+-]+@[\w-]+\.[\w.]+$/.test(text)) return leftOut('literal');
  if (/^[-=|&:?!*#]+$|^\(y\/n\)$/i.test(text) || /^@[a-z]+$/.test(text) || /^[A-Z]{2,}(?:-[A-Z]{2,})+$/.test(text) || /^#\w+#$/.test(text))
    return leftOut('placeholder');
  if (HTTP.test(text)) return leftOut('http');
  if (/^[a-z][\w-]*:\s*[^\s{]/i.test(text) && /^[A-Za-z][\w-]*-[\w-]+:/.test(text)) return leftOut('http');
  if (/^(?:X|x)-[\w-]+$|^[A-Z][a-z]+(?:-[A-Z][a-z]+)+$/.test(text)) return leftOut('http');
  if (/^https?:\/\//.test(text) || /^(?:\/|\.{1,2}\/|~\/)/.test(text)) return leftOut('path');
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(text) || /^\??[\w-]+=[\w-]*(?:&[\w-]+=[\w-]*)*$/.test(text) || /^\w+\?[\w-]+=/.test(text))
    return leftOut('literal');
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-|^[0-9a-f]{16,}$/i.test(text) || /^[\w-]+(?:,[\w-]+)+$/.test(text)) return leftOut('literal');
  if (/^%.*%?$|^\.[+*]$/.test(text) || /^[@.~%<>=!]{1,3}$/.test(text)) return leftOut('literal');
  if (/^[a-z0-9]+(?:-[a-z0-9]+)+$/.test(text) || /^(?:Ctrl|Cmd|Alt|Shift|Option)\+\w+$/i.test(text)) return leftOut('word');
  if (/^:{1,2}\w*$|^<%[-=_]?$|^[,()[\]{}:;]+\w*$|^,\w+$/.test(text)) return leftOut('placeholder');
  if (/^[\^~]?v?\d+(?:\.\d+)*(?:-[\w.-]+)?$/.test(text) || /^::/.test(text) || /^&\w+;?$/.test(text)) return leftOut('literal');
  if (/^\d{4}-\d\d-\d\dT/.test(text) || /^\\[nrt]/.test(text)) return leftOut('literal');
  if (/^\??[\w]+\[[\w]*\](?:=\w*)?$/.test(text) || /^[\w]+(?::[\w/]+)+$/.test(text)) return leftOut('literal');
  if (/^[a-z_$][\w$]*(?:\.(?:\*|\d+|[a-z_$][\w$]*))*\.(?:\*|\d+)(?:\.[\w*]+)*$|^[a-z_$][\w$]*(?:\.[a-z_$][\w$]*)*\.$/i.test(text))
    return leftOut('key');
  if (/^T[A-Z]\w*$/.test(text)) return leftOut('word');
  if (/^[a-z0-9]+(?::[a-z0-9]+)+\/$/.test(text)) return leftOut('placeholder');
  if (/^[A-Za-z_$][\w$]*\?$/.test(text)) return leftOut('fragment');
  if (/^[A-Z]{2,}\([\d, ]*\)$/.test(text)) return leftOut('query');
  {
    // A member named like a keyword (`with('user')`): JavaScript allows it after a dot.
    const keywordCall = /^(with|delete|new|in|default|function|class|import|export|return|if|for|switch)\((.*)\)$/.exec(text);
    if (keywordCall) return { kind: 'probe', form: 'member', code: text, roots: [], free: [], member: keywordCall[1] };
  }
  if (/^@src\/[\w/-]+(?:\.[\w-]+)*$/.test(text) && !/\.(?:ts|tsx|js)$/.test(text) && !text.includes('...'))
    return { kind: 'probe', form: 'module', code: text, roots: [], free: [] };
  if (/^@src\//.test(text)) return text.includes('...') ? leftOut('placeholder') : leftOut('path');
  if (/^[\w@.<>-]*\/[\w@.*/[\]{}<>-]*$/.test(text) && !/[()]/.test(text)) return leftOut('path');
  if (/^[a-z]+(?:\|[a-z]+)+$/.test(text)) return leftOut('text');
  if (/^[\w.*-]+\.(?:ts|tsx|js|mjs|cjs|json|ya?ml|md|mdx|env|ejs|html|css|sql|log|sh|txt|lock|example|pem|png|jpe?g|gif|svg|pdf)$/i.test(text))
    return leftOut('path');
  if (/^\.[\w.-]+$/.test(text)) return leftOut('path');
  if (/^\$[a-z]\w*/.test(text) || SQL.test(text)) return leftOut('query');
  if (/^-?\d[\d_.,]*(?:\s?[a-zA-Z%]+)?$/.test(text) || KEYWORD_LITERALS.has(text)) return leftOut('literal');
  if (/^(['"`]).*\1$/s.test(text) || /^\/.+\/[gimsuy]*$/.test(text) || /^[[{]/.test(text)) return leftOut('literal');
  if (/<[a-z][\w -]*>|…|\{[a-z]+\}/.test(text) && !/^[A-Za-z_$][\w$.]*<[A-Z]/.test(text)) return leftOut('placeholder');
  if (ENV.test(text)) return leftOut('env');

  // A bare identifier.
  if (IDENT.test(text)) {
    const origin = lookup(text);
    if (origin === 'framework' || origin === 'docs' || origin === 'third-party')
      return { kind: 'probe', form: 'name', code: text, roots: [text], free: [] };
    if (origin === 'docs-local') return leftOut('docs-local');
    if (origin === 'global' || origin === 'receiver') return leftOut('key');
    if (/^[A-Z][A-Z0-9_]*$/.test(text)) return leftOut('env');
    if (context.receiver && context.firstColumn && /^[a-z_$]/.test(text))
      return memberProbe(context.receiver, text, null, lookup);
    if (/^[a-z_$]/.test(text)) return leftOut('key');
    if (WORDS.has(text)) return leftOut('word');
    if (API_SHAPED.test(text)) return { kind: 'probe', form: 'name', code: text, roots: [text], free: [] };
    if (/^[A-Z][a-z0-9]*(?:[A-Z][a-z0-9]+)+$/.test(text))
      return { kind: 'unclassified', why: `${text} is not a framework or docs name` };
    return leftOut('word');
  }
  if (/^[A-Za-z_$][\w$]*\??:\s/.test(text) && !/^[A-Z]/.test(text)) return leftOut('fragment');
  if (/\s/.test(text) && !/[().[\]<>=]/.test(text)) return leftOut('text');

  // Code: parse it as an expression, then as a type, then as a member declaration. `Name<T>` alone is a type.
  if (/^[A-Za-z_$][\w$.]*<.*>(?:\[\])?$/.test(text) && !/>\s*\(/.test(text) && parseType(ts, text)) return classifyType(ts, text, lookup);
  if (/^[A-Za-z_$][\w$]*\s*=\s*\S/.test(text) && !/^[A-Za-z_$][\w$]*\s*==/.test(text)) return leftOut('fragment');
  if (/^\(.*\)$/.test(text) && !/^\([^()]*\)\s*=>/.test(text)) return leftOut('fragment');
  if (/^(?:super|this)\b/.test(text)) return leftOut('this');
  if (/^\.[A-Za-z_$][\w$]*(?:\(.*\))?$/.test(text)) {
    const member = /^\.([A-Za-z_$][\w$]*)/.exec(text)[1];
    return { kind: 'probe', form: 'member', code: text.slice(1), roots: [], free: [], member };
  }
  if (/^\?\.[a-z]/.test(text)) return leftOut('key');
  if (/[\w$]\|[\w$]/.test(text) && !/\s\|\s/.test(text)) return leftOut('placeholder');
  if (/^import\(/.test(text)) return leftOut('javascript');
  // A call whose argument list is a parameter list (`getAdapter(connection?)`, `hasRole(roles)`): only
  // the names are checked. Otherwise the span is compiled as written.
  const parameterLike = [...text.matchAll(/\(([^()]*)\)/g)].some((m) => isParameterList(m[1], lookup));
  const early = parameterLike ? signatureOf(ts, text, lookup) : null;
  if (early) return classifySignature(ts, early, context);
  const expression = parseExpression(ts, text);
  if (expression) return classifyExpression(ts, text, expression, context);
  if (/^[A-Za-z_$][\w$]*\s*\??:\s/.test(text) && !/^[A-Z]/.test(text)) return leftOut('fragment');
  const signature = signatureOf(ts, text, lookup);
  if (signature) return classifySignature(ts, signature, context);
  if (parseType(ts, text)) return classifyType(ts, text, lookup);
  if (parseDeclaration(ts, text)) {
    if (context.receiver && context.firstColumn) {
      const name = declarationName(ts, text);
      if (name) return memberProbe(context.receiver, name, null, lookup);
    }
    return leftOut('declaration');
  }
  if (/\s/.test(text)) return leftOut('text');
  return { kind: 'unclassified', why: 'not an expression, a type or a declaration' };
}

/** A type written in prose (`IModel<T>`, `Promise<void>`, `string | null`): the names it uses must exist. */
function classifyType(ts, text, lookup) {
  const names = typeNames(ts, parseType(ts, text));
  const unknown = names.filter((n) => !lookup(n) && !/^[A-Z]$/.test(n));
  const known = names.filter((n) => lookup(n) && lookup(n) !== 'global');
  if (!known.length && !unknown.some((n) => API_SHAPED.test(n)) && unknown.every((n) => /^T?[A-Z][a-z]*$/.test(n)))
    return { kind: 'left-out', reason: 'builtin-type' };
  // An unknown name that is not API-shaped, next to a known one, is a type parameter (`Service<Config>`).
  if (unknown.length && !known.length && !unknown.some((n) => API_SHAPED.test(n)))
    return { kind: 'unclassified', why: `type names ${unknown.join(', ')} are not known` };
  return { kind: 'probe', form: 'type', code: text, roots: names, free: [] };
}

/** The expression a span is, or null when it does not parse as exactly one expression. */
function parseExpression(ts, text) {
  const sf = ts.createSourceFile('span.ts', `(${text}\n);`, ts.ScriptTarget.Latest, true);
  if (sf.parseDiagnostics?.length || sf.statements.length !== 1) return null;
  const st = sf.statements[0];
  if (!ts.isExpressionStatement(st) || !ts.isParenthesizedExpression(st.expression)) return null;
  return st.expression.expression;
}
function parseType(ts, text) {
  const sf = ts.createSourceFile('span.ts', `type __T = ${text}\n;`, ts.ScriptTarget.Latest, true);
  if (sf.parseDiagnostics?.length || sf.statements.length !== 1) return null;
  const st = sf.statements[0];
  return ts.isTypeAliasDeclaration(st) ? st.type : null;
}
function parseDeclaration(ts, text) {
  const sf = ts.createSourceFile('span.ts', `abstract class __C {\n${text}\n}`, ts.ScriptTarget.Latest, true);
  if (sf.parseDiagnostics?.length || sf.statements.length !== 1) return null;
  const cls = sf.statements[0];
  return ts.isClassDeclaration(cls) && cls.members.length === 1 ? cls.members[0] : null;
}
function declarationName(ts, text) {
  const member = parseDeclaration(ts, text);
  if (!member) return null;
  if (ts.isConstructorDeclaration(member)) return 'constructor';
  return member.name && ts.isIdentifier(member.name) ? member.name.text : null;
}
/** Type reference names of a type node (`IModel<T>` → IModel; single capital letters are type parameters). */
function typeNames(ts, node) {
  const names = new Set();
  const visit = (n) => {
    if (ts.isTypeReferenceNode(n)) {
      const name = ts.isIdentifier(n.typeName) ? n.typeName.text : n.typeName.getText();
      names.add(name.split('.')[0]);
    }
    ts.forEachChild(n, visit);
  };
  visit(node);
  return [...names];
}

/**
 * A signature written in prose: a call whose arguments are parameter names with `?`, defaults, types
 * or words (`getAdapter(connection?)`, `getScopes(ModelCtor, scopes = ['all'])`, `assign(user, role or roles)`).
 * Returns the span with its argument lists emptied, when that parses as an expression.
 */
function signatureOf(ts, text, lookup) {
  const groups = []; // [start, end) of each top-level argument list's content
  let depth = 0;
  let start = -1;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '(') {
      if (depth === 0) start = i + 1;
      depth++;
    } else if (c === ')') {
      depth--;
      if (depth < 0) return null;
      if (depth === 0) groups.push([start, i]);
    }
  }
  if (depth !== 0 || !groups.length) return null;
  let out = '';
  let last = 0;
  let changed = false;
  for (const [from, to] of groups) {
    const args = text.slice(from, to);
    // An argument list of parameter names (`connection?`, `{ only?, exclude? }`, `role or roles`, `...`).
    const keep = !isParameterList(args, lookup) && parseExpression(ts, `f(${args})`);
    out += text.slice(last, from) + (keep ? args : '');
    if (!keep) changed = true;
    last = to;
  }
  out += text.slice(last);
  if (!changed) return null;
  return parseExpression(ts, out) ? out : null;
}
/**
 * Whether an argument list is a list of parameter names rather than values: optional marks, `or`, a bare
 * `...`, or bare names of which one is not a declared value (`hasRole(roles)`, `send(mail, name)`).
 */
function isParameterList(args, lookup) {
  if (PARAMETER_LIKE.test(args)) return true;
  const names = args.split(',').map((a) => a.trim());
  if (!args.trim() || !names.every((n) => /^[A-Za-z_$][\w$]*$/.test(n) && !KEYWORD_LITERALS.has(n))) return false;
  return names.some((n) => {
    const origin = lookup?.(n);
    return !origin || (origin === 'framework' && /^[a-z]/.test(n));
  });
}
/** Argument text that is a parameter list, not values: optional marks, `or`, a bare `...`. */
const PARAMETER_LIKE =
  /\w\?\s*(?:[,:)}\]]|$)|\bor\b|(?:^|[,([{]\s*)\.\.\.\s*(?:[,)\]}]|$)|^\s*\.\.\.\s*$|(?:^|,)\s*\.\.\.[A-Za-z_$]|(?:^|,)\s*[A-Za-z_$][\w$]*\s*=(?![=>])/;

/** A span that names a member of the table's receiver: `save()` under "`post` method" is `post.save()`. */
function memberProbe(receiver, member, args, lookup) {
  const receiverExpression = parseReceiver(receiver);
  if (!receiverExpression) return { kind: 'unclassified', why: `the table's receiver ${receiver} is not an expression` };
  const rootName = /^(?:new\s+)?([A-Za-z_$][\w$]*)/.exec(receiver)?.[1] ?? '';
  const origin = lookup(rootName);
  if (!origin || origin === 'global')
    return { kind: 'unclassified', why: `the table's receiver ${receiver} is not a framework, docs or receiver name` };
  if (origin === 'docs-local') return { kind: 'left-out', reason: 'docs-local' };
  const code = args === null ? `${receiver}.${member}` : `${receiver}.${member}${args}`;
  return { kind: 'probe', form: 'member', code, roots: [rootName], free: [], member, receiver };
}
function parseReceiver(receiver) {
  return /^(?:new\s+)?[A-Za-z_$][\w$]*(?:<[^()]*>)?(?:\([^()]*\))?(?:\.[A-Za-z_$][\w$]*(?:\([^()]*\))?)*$/.test(receiver);
}

/** The identifier a chain starts from (`auth().user().id` → auth), and whether it is called or constructed. */
function chainRoot(ts, node) {
  let n = node;
  let called = false;
  for (;;) {
    if (ts.isCallExpression(n) || ts.isNewExpression(n)) {
      called = true;
      n = n.expression;
    } else if (ts.isPropertyAccessExpression(n) || ts.isElementAccessExpression(n) || ts.isNonNullExpression(n))
      n = n.expression;
    else if (ts.isParenthesizedExpression(n) || ts.isAsExpression(n) || ts.isAwaitExpression(n)) n = n.expression;
    else break;
  }
  return { root: n, called };
}

/** Identifiers an expression reads that it does not declare itself (arrow parameters are declared). */
/** The value names and the type names an expression uses without declaring them. */
function freeNames(ts, node) {
  const free = new Set();
  const types = new Set();
  const visit = (n, bound) => {
    if (ts.isArrowFunction(n) || ts.isFunctionExpression(n)) {
      const inner = new Set(bound);
      for (const p of n.parameters) collectBindingNames(ts, p.name, inner);
      ts.forEachChild(n, (c) => visit(c, inner));
      return;
    }
    if (ts.isPropertyAccessExpression(n)) {
      visit(n.expression, bound);
      return;
    }
    if (ts.isPropertyAssignment(n)) {
      if (ts.isComputedPropertyName(n.name)) visit(n.name, bound);
      visit(n.initializer, bound);
      return;
    }
    if (ts.isShorthandPropertyAssignment(n)) {
      if (!bound.has(n.name.text)) free.add(n.name.text);
      return;
    }
    if (ts.isTypeNode(n)) {
      for (const name of typeNames(ts, n)) if (!bound.has(name)) types.add(name);
      return;
    }
    if (ts.isIdentifier(n)) {
      if (!bound.has(n.text)) free.add(n.text);
      return;
    }
    ts.forEachChild(n, (c) => visit(c, bound));
  };
  visit(node, new Set());
  return { values: [...free], types: [...types] };
}
function collectBindingNames(ts, name, into) {
  if (ts.isIdentifier(name)) into.add(name.text);
  else for (const el of name.elements ?? []) if (el.name) collectBindingNames(ts, el.name, into);
}

function classifyExpression(ts, text, node, context) {
  const { lookup } = context;
  // `save()` or `getGroup(name)` in the first column of a member table: the table's receiver's member.
  if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && context.receiver && context.firstColumn)
    if (!lookup(node.expression.text) || lookup(node.expression.text) === 'receiver') {
      const args = text.slice(text.indexOf('('));
      const probe = memberProbe(context.receiver, node.expression.text, args, lookup);
      if (probe.kind !== 'probe') return probe;
      const inner = parseExpression(ts, probe.code);
      const names = inner ? freeNames(ts, inner) : { values: [], types: [] };
      return { ...probe, form: 'expression', free: names.values, types: names.types };
    }
  if (
    ts.isPropertyAccessExpression(node) &&
    context.receiver &&
    context.firstColumn &&
    ts.isIdentifier(node.expression) &&
    !lookup(node.expression.text)
  ) {
    // `static create()` style rows are not expressions; `x.y` under a receiver is the receiver's path.
  }
  // An assignment (`post.title = 'x'`, a join's `posts.userId = users.id`) shows a statement, not an API.
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.EqualsToken)
    return { kind: 'left-out', reason: 'fragment' };
  const { root, called } = chainRoot(ts, node);
  if (root.kind === ts.SyntaxKind.ThisKeyword) return { kind: 'left-out', reason: 'this' };
  const { values: free, types } = freeNames(ts, node);
  const namesFramework = free.some((f) => ['framework', 'docs', 'receiver', 'third-party'].includes(lookup(f) ?? ''));
  if (!ts.isIdentifier(root)) {
    if (ts.isStringLiteral(root) || ts.isNumericLiteral(root) || ts.isArrayLiteralExpression(root) || ts.isObjectLiteralExpression(root))
      return { kind: 'left-out', reason: 'literal' };
    if (!namesFramework) return { kind: 'left-out', reason: 'javascript' };
    if (ts.isBinaryExpression(node) || ts.isPrefixUnaryExpression(node) || ts.isTypeOfExpression(node) || ts.isConditionalExpression(node))
      return { kind: 'probe', form: 'expression', code: text, roots: [], free, types };
    return { kind: 'unclassified', why: 'an expression that does not start from a name' };
  }
  const name = root.text;
  const origin = lookup(name);
  if (name === 'constructor') return { kind: 'left-out', reason: 'key' };
  // A value name called like a function (`user()`, `query()`): a member named without its receiver.
  if (origin === 'receiver' && directlyCalled(ts, node, root))
    return { kind: 'probe', form: 'member', code: text, roots: [], free, member: name };
  // A framework function used as an object (`acl.basic`, `app.config`, Express's `app.use()`): a container
  // key or another value of the same name, not the helper.
  if (origin === 'framework' && /^[a-z]/.test(name) && !directlyCalled(ts, node, root) && !ts.isNewExpression(node))
    return { kind: 'left-out', reason: 'key' };
  const isChain = node !== root;
  if (!isChain) return { kind: 'left-out', reason: 'key' };
  if (origin === 'docs-local') return { kind: 'left-out', reason: 'docs-local' };
  if (origin === 'framework' || origin === 'docs' || origin === 'receiver' || origin === 'third-party')
    return { kind: 'probe', form: 'expression', code: text, roots: [name], free, types };
  if (origin === 'global') {
    // `console.log(x)`, `JSON.stringify(post)`: code, but about the language; probed only when it names
    // a framework value in its arguments.
    const framework = free.filter((f) => f !== name && ['framework', 'docs', 'receiver'].includes(lookup(f) ?? ''));
    if (framework.length) return { kind: 'probe', form: 'expression', code: text, roots: [name], free, types };
    return { kind: 'left-out', reason: 'key' };
  }
  // An unknown lower-case root: a bare member (`save()`), a key path (`settings.secret`) or a value the
  // page names without a declared type (`router.get(...)`).
  if (called && /^[a-z_$]/.test(name) && directlyCalled(ts, node, root))
    return { kind: 'probe', form: 'member', code: text, roots: [], free, member: name };
  if (!called && /^[a-z]/.test(name) && isKeyPath(ts, node)) return { kind: 'left-out', reason: 'key' };
  if (/^[A-Z]/.test(name) && WORDS.has(name)) return { kind: 'left-out', reason: 'word' };
  if (/^[A-Z]/.test(name) && API_SHAPED.test(name))
    return { kind: 'probe', form: 'expression', code: text, roots: [name], free, types };
  return { kind: 'unclassified', why: `${name} is not a framework name or a declared receiver` };
}
/** Whether the chain's root identifier is itself called (`save()`, `getAttributeSync('x')?.toISOString()`). */
function directlyCalled(ts, node, root) {
  let found = false;
  const visit = (n) => {
    if ((ts.isCallExpression(n) || ts.isNewExpression(n)) && n.expression === root) found = true;
    else ts.forEachChild(n, visit);
  };
  visit(node);
  return found;
}

/** `a.b.c` with only property names (a config or JSON path). */
function isKeyPath(ts, node) {
  let n = node;
  while (ts.isPropertyAccessExpression(n)) n = n.expression;
  return ts.isIdentifier(n);
}

function classifySignature(ts, emptied, context) {
  const node = parseExpression(ts, emptied);
  if (!node) return { kind: 'unclassified', why: 'a signature that does not parse' };
  const inner = classifyExpression(ts, emptied, node, context);
  if (inner.kind !== 'probe' || (inner.form === 'member' && !inner.receiver)) return inner;
  // The names are checked, and the arguments that are values: a trailing call without arguments is the
  // member itself.
  const access = inner.code.replace(/\(\)$/, '');
  return { ...inner, form: 'signature', code: access };
}

module.exports = {
  LEFT_OUT,
  EXPECT_FAIL,
  GLOBALS,
  HISTORY_PAGES,
  collectSpans,
  classifySpan,
  tableReceiver,
  parseExpression,
  chainRoot,
};
