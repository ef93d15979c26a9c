/**
 * The build's check of inline code against the API reference, without a framework checkout: a span
 * that reaches a reference entry (`db().getDefaultConnectionName()`, `Model.query()`,
 * `context.getBody()`) must name members that entry has. Each step's type comes from the reference
 * data: a helper's return type, a member's signature, or a receiver's declared type
 * (api/version-<v>/receivers.ts). A step whose type is not an entry ends the check there: the rest is
 * left to `npm run check:samples`, which compiles every probe against the release.
 */
import type * as TS from 'typescript';
import type { ApiEntry, ApiMember, ReferenceIndex } from './reference';

export type MemberCheck =
  | { kind: 'ok' }
  | { kind: 'missing'; entry: ApiEntry; member: string; side: Side }
  | { kind: 'unchecked' };

type Side = 'instance' | 'static';
type Value = { entry: ApiEntry; side: Side } | { fn: ApiEntry } | null;
class Missing {
  constructor(
    readonly entry: ApiEntry,
    readonly member: string,
    readonly side: Side,
  ) {}
}

/** `IEloquent<Model>` → IEloquent; `X | null` → X; an array, a union of entries or a function type → null. */
export function typeName(text: string): string | null {
  const parts = splitTopLevel(text.trim(), '|')
    .map((p) => p.trim())
    .filter((p) => p && p !== 'null' && p !== 'undefined');
  if (parts.length !== 1) return null;
  const match = /^([A-Za-z_$][\w$]*)(?:<.*>)?$/s.exec(parts[0]!);
  return match ? match[1]! : null;
}

function splitTopLevel(text: string, separator: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '<' || c === '(' || c === '[' || c === '{') depth++;
    else if (c === '>' || c === ')' || c === ']' || c === '}') depth--;
    else if (c === separator && depth === 0) {
      out.push(text.slice(start, i));
      start = i + 1;
    }
  }
  out.push(text.slice(start));
  return out;
}

/** The return type written after a signature's parameter list: `get(id: string): Promise<X>` → `Promise<X>`. */
export function returnType(signature: string): string | null {
  let depth = 0;
  for (let i = 0; i < signature.length; i++) {
    const c = signature[i];
    if (c === '(' || c === '<' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === '>' || c === ']' || c === '}') {
      depth--;
      if (depth === 0 && c === ')' && signature.slice(i + 1).trimStart().startsWith(':'))
        return signature
          .slice(i + 1)
          .trimStart()
          .slice(1)
          .trim();
    }
  }
  return null;
}

/** A property's type from its signature text: `auth: IAuthService` → `IAuthService`. */
function propertyType(member: ApiMember): string | null {
  const text = member.signatures?.[0]?.text;
  if (!text) return null;
  const colon = text.indexOf(':');
  return colon < 0 ? null : text.slice(colon + 1).trim();
}

function entriesOfType(index: ReferenceIndex, text: string | null): ApiEntry[] {
  const name = text ? typeName(text) : null;
  if (!name) return [];
  return index.byName(name).filter((e) => ['class', 'abstract class', 'interface'].includes(e.kind));
}

/**
 * Checks the members a span names, as far as the reference data can follow them.
 * @param receivers a declared value's type text by name (`context` → `HttpContext`)
 */
export function checkMembers(
  ts: typeof TS,
  expression: TS.Expression,
  index: ReferenceIndex,
  receivers: ReadonlyMap<string, string>,
): MemberCheck {
  const instanceOf = (text: string | null): Value => {
    const [entry] = entriesOfType(index, text);
    return entry ? { entry, side: 'instance' } : null;
  };
  const memberOf = (value: Value, name: string): ApiMember | Missing | null => {
    if (!value || !('entry' in value)) return null;
    const { entry, side } = value;
    const named = entry.members.filter((m) => m.name === name && m.kind !== 'constructor');
    // `Class.member` also names an instance member, as reference docs write it (`ApiToken.hasScope()`).
    const found = side === 'static' ? (named.find((m) => m.static) ?? named[0]) : named.find((m) => !m.static);
    return found ?? new Missing(entry, name, side);
  };
  const valueOf = (node: TS.Expression): Value | Missing => {
    if (ts.isParenthesizedExpression(node) || ts.isNonNullExpression(node) || ts.isAwaitExpression(node))
      return valueOf(node.expression);
    if (ts.isIdentifier(node)) {
      const declared = receivers.get(node.text);
      if (declared !== undefined) return instanceOf(declared);
      const entries = index.byName(node.text);
      const fn = entries.find((e) => e.kind === 'function');
      if (fn) return { fn };
      const cls = entries.find((e) => e.kind === 'class' || e.kind === 'abstract class');
      return cls ? { entry: cls, side: 'static' } : null;
    }
    if (ts.isNewExpression(node)) {
      if (!ts.isIdentifier(node.expression)) return null;
      const cls = index.byName(node.expression.text).find((e) => e.kind === 'class');
      return cls ? { entry: cls, side: 'instance' } : null;
    }
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      if (ts.isPropertyAccessExpression(callee)) {
        const member = memberOf(unwrap(valueOf(callee.expression)), callee.name.text);
        if (member instanceof Missing) return member;
        if (!member || member.kind !== 'method') return null;
        const types = (member.signatures ?? []).map((s) => returnType(s.text));
        // Overloads that return different types: the check stops here.
        return new Set(types).size === 1 ? instanceOf(types[0] ?? null) : null;
      }
      const target = unwrap(valueOf(callee));
      if (!target || !('fn' in target)) return null;
      // app('db'): the container's entry for that key.
      const [first] = node.arguments;
      if (target.fn.name === 'app' && first && ts.isStringLiteral(first)) {
        const providers = index.byName('ILarascriptProviders')[0];
        const member = providers?.members.find((m) => m.name === first.text);
        return member ? instanceOf(propertyType(member)) : null;
      }
      const types = (target.fn.signatures ?? []).map((s) => returnType(s.text));
      return new Set(types).size === 1 ? instanceOf(types[0] ?? null) : null;
    }
    if (ts.isPropertyAccessExpression(node)) {
      const member = memberOf(unwrap(valueOf(node.expression)), node.name.text);
      if (member instanceof Missing) return member;
      if (!member || member.kind === 'method') return null;
      return instanceOf(propertyType(member));
    }
    return null;
  };
  const unwrap = (v: Value | Missing): Value => (v instanceof Missing ? null : v);
  // Every member access whose owner is an entry, from the root outwards: the first missing one fails.
  let missing: Missing | null = null;
  let reached = false;
  const visit = (node: TS.Node): void => {
    if (missing) return;
    ts.forEachChild(node, visit);
    if (missing || !ts.isPropertyAccessExpression(node)) return;
    const owner = unwrap(valueOf(node.expression));
    if (!owner || !('entry' in owner)) return;
    const member = memberOf(owner, node.name.text);
    if (member instanceof Missing) missing = member;
    else reached = true;
  };
  visit(expression);
  if (missing) {
    const { entry, member, side } = missing as Missing;
    return { kind: 'missing', entry, member, side };
  }
  return reached ? { kind: 'ok' } : { kind: 'unchecked' };
}

/** The values api/version-<v>/receivers.ts declares (`export declare const context: HttpContext`). */
export function receiverTypes(ts: typeof TS, source: string): Map<string, string> {
  const sf = ts.createSourceFile('receivers.ts', source, ts.ScriptTarget.Latest, true);
  const found = new Map<string, string>();
  for (const st of sf.statements) {
    if (!ts.isVariableStatement(st)) continue;
    for (const d of st.declarationList.declarations)
      if (ts.isIdentifier(d.name) && d.type) found.set(d.name.text, d.type.getText(sf));
  }
  return found;
}
