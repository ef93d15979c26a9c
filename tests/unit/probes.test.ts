import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import { classifySpan, collectSpans, parseExpression } from '../../src/lib/api/probes.cjs';
import { checkMembers, receiverTypes, returnType, typeName } from '../../src/lib/api/memberCheck';
import { createReferenceIndex, type ApiReferenceData } from '../../src/lib/api/reference';
import { probeAtLine, probeModule } from '../../scripts/lib/prose-probes.mjs';

/**
 * Inline code is checked like samples (CONTRIBUTING, "Inline code is checked too"): the rule that
 * decides which spans are probes, what each probe compiles, and the build's member check against the
 * API reference, here on the real 2.0 reference data and receivers.
 */
const root = join(__dirname, '..', '..');
const FRAMEWORK = new Set([
  'db',
  'auth',
  'app',
  'Model',
  'ApiToken',
  'AuthorizeMiddleware',
  'IModel',
  'ApiResponse',
  'collect',
]);
const RECEIVERS = new Set(['context', 'post', 'router', 'user']);
const lookup = (name: string) =>
  RECEIVERS.has(name)
    ? ('receiver' as const)
    : FRAMEWORK.has(name)
      ? ('framework' as const)
      : ['console', 'JSON', 'Promise'].includes(name)
        ? ('global' as const)
        : name === 'ScopedAuthorizeMiddleware'
          ? ('docs-local' as const)
          : null;
const classify = (span: string, extra: { receiver?: string; firstColumn?: boolean } = {}) =>
  classifySpan(ts, span, { lookup, ...extra });

describe('which inline code spans are probes', () => {
  it.each([
    ['db().getDefaultConnectionName()', 'expression'],
    ["auth().getAdapter('jwt')", 'expression'],
    ['Model.query()', 'expression'],
    ["context.getParam('id')", 'expression'],
    ['new ApiResponse()', 'expression'],
    ['collect([1, 2])', 'expression'],
    ['save()', 'member'],
    ['.when()', 'member'],
    ['getAdapter(connection?)', 'member'],
    ['AuthorizeMiddleware', 'name'],
    ['FooMiddleware', 'name'],
    ['IModel<T>', 'type'],
    ['@src/core/domains/models/base/Model', 'module'],
  ])('%s is a probe of form %s', (span, form) => {
    expect(classify(span)).toMatchObject({ kind: 'probe', form });
  });

  it.each([
    ['npm run dev -- migrate:up', 'shell'],
    ['--confirm', 'shell'],
    ['make:model', 'shell'],
    ['src/config/http.config.ts', 'path'],
    ['docker-compose.postgres.yml', 'path'],
    ['GET /posts/{id}', 'http'],
    ['401', 'literal'],
    ["'jwt'", 'literal'],
    ['postgres://user:password@host:5432/database', 'literal'],
    ['JWT_SECRET', 'env'],
    ['<token>', 'placeholder'],
    ['SELECT * FROM posts', 'query'],
    ['$lookup', 'query'],
    ['fields', 'key'],
    ['settings.expiresInMinutes', 'key'],
    ['acl.basic', 'key'],
    ['Model not found', 'text'],
    ["prefix: '/posts'", 'fragment'],
    ["post.title = 'x'", 'fragment'],
    ['this.schema', 'this'],
    ['ScopedAuthorizeMiddleware.create()', 'docs-local'],
    ['(page - 1) * pageSize', 'javascript'],
    ['larascript-postgres', 'word'],
  ])('%s is left out by the rule (%s)', (span, reason) => {
    expect(classify(span)).toEqual({ kind: 'left-out', reason });
  });

  it('reports a span rooted at an undeclared value instead of guessing its type', () => {
    expect(classify("widget.render('x')")).toMatchObject({ kind: 'unclassified' });
    expect(classify('PaymentGateway')).toMatchObject({ kind: 'unclassified' });
  });

  it("compiles a member table's first column as members of the receiver its header names", () => {
    expect(classify('getDefaultConnectionName()', { receiver: 'db()', firstColumn: true })).toMatchObject({
      kind: 'probe',
      code: 'db().getDefaultConnectionName()',
    });
    expect(classify('getAdapter(connection?)', { receiver: 'db()', firstColumn: true })).toMatchObject({
      kind: 'probe',
      form: 'signature',
      code: 'db().getAdapter',
    });
  });
});

describe('collecting the spans of a page', () => {
  const tree = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .parse(
      [
        "`auth().getAdapter('jwt')` does not compile; use `auth().getJwtAdapter()`.",
        '',
        '| `db()` method | What it does |',
        '|---|---|',
        '| `schema()` | the schema helper, see `db().schema()` |',
        '',
        '| Method | What it does |',
        '|---|---|',
        '| `save()` | writes |',
      ].join('\n'),
    );
  const spans = collectSpans(tree);

  it('marks a span the text right after it presents as failing to compile', () => {
    expect(spans[0]).toMatchObject({ value: "auth().getAdapter('jwt')", expectFail: true, line: 1 });
    expect(spans[1]).toMatchObject({ value: 'auth().getJwtAdapter()', expectFail: false });
  });

  it('gives a table\'s first column the receiver of a header like "`db()` method"', () => {
    const schema = spans.find((s) => s.value === 'schema()')!;
    expect(schema).toMatchObject({ receiver: 'db()', firstColumn: true, line: 5 });
    expect(spans.find((s) => s.value === 'db().schema()')).toMatchObject({ receiver: 'db()', firstColumn: false });
    expect(spans.find((s) => s.value === 'save()')).toMatchObject({ receiver: null });
  });
});

describe('the probe module of a page', () => {
  const names = {
    lookup,
    importFor: (name: string) =>
      name === 'ApiToken'
        ? { spec: '@src/core/domains/auth/models/ApiToken', isDefault: true }
        : name === 'context'
          ? { spec: '@src/__docs_probes__/receivers', isDefault: false }
          : null,
  };

  it('imports what the probes name, declares unknown arguments, one probe per line', () => {
    const probes = [
      { index: 0, classification: classify("context.getParam('id')") },
      { index: 3, classification: classify('ApiToken.hasScope(scopes, true)') },
    ];
    const { text, lineOf } = probeModule(probes, names);
    expect(text).toContain("import ApiToken from '@src/core/domains/auth/models/ApiToken';");
    expect(text).toContain("import { context } from '@src/__docs_probes__/receivers';");
    const lines = text.split('\n');
    expect(lines[lineOf.get(0)! - 1]).toContain("void (context.getParam('id')");
    expect(lines[lineOf.get(3)! - 1]).toContain('let scopes: any;');
    // `Class.member` may name an instance member: the prototype form is compiled beside it.
    expect(lines[lineOf.get(-4)! - 1]).toContain('ApiToken.prototype.hasScope(scopes, true)');
    expect(probeAtLine(lineOf, lineOf.get(3)!)).toBe(3);
  });
});

describe("the build's member check against the API reference", () => {
  const data = JSON.parse(readFileSync(join(root, 'api', 'version-2.0', 'reference.json'), 'utf8')) as ApiReferenceData;
  const index = createReferenceIndex(data);
  const receivers = receiverTypes(ts, readFileSync(join(root, 'api', 'version-2.0', 'receivers.ts'), 'utf8'));
  const check = (span: string) => checkMembers(ts, parseExpression(ts, span)!, index, receivers);

  it('follows helpers to the interfaces they return', () => {
    expect(check('db().getDefaultConnectionName()')).toEqual({ kind: 'ok' });
    expect(check("db().getConnectionConfig('postgres')")).toMatchObject({
      kind: 'missing',
      member: 'getConnectionConfig',
      entry: { name: 'IDatabaseService' },
    });
    expect(check("auth().getAdapter('jwt')")).toMatchObject({ kind: 'missing', entry: { name: 'IAuthService' } });
    expect(check("app('auth').getJwtAdapter()")).toEqual({ kind: 'ok' });
  });

  it('reads a receiver by its declared type, and Class.member as a static or an instance member', () => {
    expect(check('context.getBody()')).toEqual({ kind: 'ok' });
    expect(check('context.getBodyJson()')).toMatchObject({ kind: 'missing', entry: { name: 'HttpContext' } });
    expect(check('Model.query()')).toEqual({ kind: 'ok' });
    expect(check("ApiToken.hasScope('x')")).toEqual({ kind: 'ok' });
  });

  it('leaves a step whose type is not an entry unchecked', () => {
    expect(check('post.anything()')).toEqual({ kind: 'unchecked' });
  });

  it('reads return and property types from signature text', () => {
    expect(returnType('get(id: string): Promise<IModel | null>')).toBe('Promise<IModel | null>');
    expect(typeName('IEloquent<PostModel> | null')).toBe('IEloquent');
    expect(typeName('string[]')).toBeNull();
  });
});
