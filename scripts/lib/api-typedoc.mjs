// Reads framework modules with TypeDoc and trims its model to what the API reference shows
// (scripts/api-generate.mjs): per exported symbol its import line, declaration, constructor, public
// and protected members with signatures (inherited ones marked with their class), doc comments and
// the file and line it is defined at.
import { readFileSync } from 'node:fs';
import { basename, join, relative, sep } from 'node:path';
import { createRequire } from 'node:module';
import { Application, Comment, OptionDefaults, ReferenceType, ReflectionKind, ReflectionType } from 'typedoc';

const require = createRequire(import.meta.url);
const { entrySlug, memberAnchor, modulePath } = require('../../src/lib/apiReference.cjs');

/** The reference's groups, from the module path (`src/core/domains/<domain>/…`). */
const DOMAIN_GROUPS = {
  accessControl: 'Access control',
  auth: 'Auth',
  cast: 'Casts',
  collections: 'Collections',
  console: 'Console',
  crypto: 'Crypto',
  database: 'Database',
  eloquent: 'Query builder',
  events: 'Events',
  http: 'HTTP',
  logger: 'Logger',
  mail: 'Mail',
  migrations: 'Migrations',
  models: 'Models',
  mongodb: 'MongoDB',
  postgres: 'PostgreSQL',
  session: 'Session',
  storage: 'Storage',
  tinker: 'Tinker',
  validator: 'Validation',
};

export function groupOf(file) {
  const domain = /^src\/core\/domains\/([^/]+)\//.exec(file)?.[1];
  if (domain) return DOMAIN_GROUPS[domain] ?? domain.charAt(0).toUpperCase() + domain.slice(1);
  if (/^src\/core\/(util|utility)\//.test(file)) return 'Utilities';
  if (file.startsWith('src/app/')) return 'Application (template)';
  if (file.startsWith('src/tests/')) return 'Testing';
  return 'Core';
}

const KINDS = new Map([
  [ReflectionKind.Class, 'class'],
  [ReflectionKind.Interface, 'interface'],
  [ReflectionKind.Function, 'function'],
  [ReflectionKind.TypeAlias, 'type'],
  [ReflectionKind.Variable, 'const'],
  [ReflectionKind.Enum, 'enum'],
]);

export async function convertProject({ checkout, files }) {
  const app = await Application.bootstrap({
    entryPoints: files.map((f) => join(checkout, f)),
    tsconfig: join(checkout, 'tsconfig.json'),
    skipErrorChecking: true,
    excludeExternals: true,
    excludePrivate: true,
    excludeProtected: false,
    disableGit: true,
    sourceLinkTemplate: '{path}#L{line}',
    blockTags: [...OptionDefaults.blockTags, '@description', '@typeparam', '@throw', '@template', '@method', '@class'],
    modifierTags: [...OptionDefaults.modifierTags, '@abstract', '@static', '@async', '@protected', '@private'],
    logLevel: 'Error',
  });
  const project = await app.convert();
  if (!project) throw new Error('TypeDoc reported errors (above)');

  const sourceOf = (reflection) => {
    const source = reflection.sources?.[0];
    if (!source?.fullFileName) return undefined;
    return { file: relative(checkout, source.fullFileName).split(sep).join('/'), line: source.line };
  };
  // The name a default export is imported by: its declared name, else its file's name.
  const realNames = new Map();
  const declaredName = (reflection) => {
    if (reflection.name !== 'default') return reflection.name;
    const source = sourceOf(reflection);
    if (source) {
      const lines = readFileSync(join(checkout, source.file), 'utf8')
        .split('\n')
        .slice(source.line - 1, source.line + 2);
      const match = /\b(?:class|interface|function|enum|type|const|let)\s+([A-Za-z_$][\w$]*)/.exec(lines.join(' '));
      if (match) return match[1];
      return basename(source.file).replace(/\.tsx?$/, '');
    }
    return 'default';
  };
  const nameOf = (reflection) => {
    if (!realNames.has(reflection.id)) realNames.set(reflection.id, declaredName(reflection));
    return realNames.get(reflection.id);
  };
  const fileBaseName = (fileName) => basename(fileName ?? 'default').replace(/\.(d\.)?tsx?$/, '');

  // Types print default exports by their import name, not `default`: the reflections the reference
  // covers are renamed, and a reference to a symbol outside them gets its file's name.
  const defaults = new Set();
  for (const module of project.children ?? [])
    for (const child of module.children ?? [])
      if (child.name === 'default' && child.kind !== ReflectionKind.Reference) {
        defaults.add(child.id);
        child.name = nameOf(child);
      }
  const print = ReferenceType.prototype.getTypeString;
  ReferenceType.prototype.getTypeString = function getTypeString() {
    const parts = this.name.split('.');
    if (parts[0] !== 'default' || this.reflection) return print.call(this);
    const real = fileBaseName(this.symbolId?.fileName);
    const saved = this.name;
    this.name = [real, ...parts.slice(1)].join('.');
    try {
      return print.call(this);
    } finally {
      this.name = saved;
    }
  };
  const typeText = (type) => (type ? type.toString() : 'unknown');

  const commentOf = (comment) => {
    if (!comment) return {};
    const text = [Comment.combineDisplayParts(comment.summary).trim()];
    const out = {};
    for (const tag of comment.blockTags ?? []) {
      const body = Comment.combineDisplayParts(tag.content).trim();
      if (tag.tag === '@deprecated') out.deprecated = body || 'Deprecated.';
      if (!body) continue;
      if (tag.tag === '@description') text.push(body);
      else if (tag.tag === '@returns' || tag.tag === '@return') out.returns = body;
      else if (tag.tag === '@throws' || tag.tag === '@throw') (out.throws ??= []).push(body);
      else if (tag.tag === '@example') text.push(/^```/.test(body) ? body : `\`\`\`ts\n${body}\n\`\`\``);
      else if (tag.tag === '@see') text.push(`See ${body}`);
    }
    const doc = text.filter(Boolean).join('\n\n');
    if (doc) out.doc = doc;
    return out;
  };

  const typeParams = (params) =>
    params?.length
      ? `<${params
          .map(
            (p) =>
              `${p.name}${p.type ? ` extends ${typeText(p.type)}` : ''}${p.default ? ` = ${typeText(p.default)}` : ''}`,
          )
          .join(', ')}>`
      : '';
  const paramList = (signature) =>
    (signature.parameters ?? [])
      .map(
        (p) =>
          `${p.flags.isRest ? '...' : ''}${p.name}${p.flags.isOptional || p.defaultValue !== undefined ? '?' : ''}: ${typeText(p.type)}`,
      )
      .join(', ');
  const signatureOf = (signature, prefix) => {
    const isConstructor = signature.kind === ReflectionKind.ConstructorSignature;
    const out = {
      text: `${prefix}${isConstructor ? '' : typeParams(signature.typeParameters)}(${paramList(signature)})${
        signature.kind === ReflectionKind.ConstructorSignature ? '' : `: ${typeText(signature.type)}`
      }`,
      ...commentOf(signature.comment),
    };
    const params = (signature.parameters ?? [])
      .map((p) => ({
        name: p.name,
        ...(p.defaultValue !== undefined && p.defaultValue !== '...' ? { default: p.defaultValue } : {}),
        ...(commentOf(p.comment).doc ? { doc: commentOf(p.comment).doc } : {}),
      }))
      .filter((p) => p.doc || p.default);
    if (params.length) out.params = params;
    return out;
  };

  const modifiers = (member) =>
    [
      member.flags.isProtected && 'protected',
      member.flags.isStatic && 'static',
      member.flags.isAbstract && 'abstract',
      member.flags.isReadonly && 'readonly',
    ]
      .filter(Boolean)
      .map((m) => `${m} `)
      .join('');

  const inheritedFromOf = (member) => {
    const ref = member.inheritedFrom;
    if (!ref) return undefined;
    const target = ref.reflection;
    if (target?.parent) return nameOf(target.parent);
    const [owner] = (ref.qualifiedName ?? ref.name).split('.');
    return owner === 'default' ? fileBaseName(ref.symbolId?.fileName) : owner;
  };

  const memberOf = (member) => {
    const base = {
      name: member.name,
      anchor: memberAnchor(member.name, member.flags.isStatic),
      ...(member.flags.isStatic ? { static: true } : {}),
      ...(member.flags.isProtected ? { access: 'protected' } : {}),
      ...(member.flags.isAbstract ? { abstract: true } : {}),
      ...(member.flags.isOptional ? { optional: true } : {}),
    };
    const inherited = inheritedFromOf(member);
    if (inherited) base.inheritedFrom = inherited;
    const source = sourceOf(member);
    if (source) base.source = source;
    if (member.kind === ReflectionKind.Method || member.kind === ReflectionKind.Constructor) {
      const prefix = member.kind === ReflectionKind.Constructor ? 'constructor' : `${modifiers(member)}${member.name}`;
      return {
        ...base,
        kind: member.kind === ReflectionKind.Constructor ? 'constructor' : 'method',
        signatures: (member.signatures ?? []).map((s) => signatureOf(s, prefix)),
      };
    }
    if (member.kind === ReflectionKind.Accessor) {
      const signatures = [];
      if (member.getSignature)
        signatures.push({
          text: `${modifiers(member)}get ${member.name}(): ${typeText(member.getSignature.type)}`,
          ...commentOf(member.getSignature.comment),
        });
      if (member.setSignature)
        signatures.push({
          text: `${modifiers(member)}set ${member.name}(${paramList(member.setSignature)})`,
          ...commentOf(member.setSignature.comment),
        });
      return { ...base, kind: 'accessor', signatures };
    }
    // Properties, and enum members: a property holding a function type reads as a method.
    const optional = member.flags.isOptional ? '?' : '';
    const value =
      member.kind === ReflectionKind.EnumMember ? ` = ${typeText(member.type)}` : `: ${typeText(member.type)}`;
    return {
      ...base,
      kind: member.kind === ReflectionKind.EnumMember ? 'enum member' : 'property',
      signatures: [{ text: `${modifiers(member)}${member.name}${optional}${value}`, ...commentOf(member.comment) }],
    };
  };

  const MEMBER_KINDS =
    ReflectionKind.Property |
    ReflectionKind.Method |
    ReflectionKind.Accessor |
    ReflectionKind.EnumMember |
    ReflectionKind.Constructor;
  const membersOf = (reflection) =>
    (reflection.children ?? [])
      .filter((m) => m.kindOf(MEMBER_KINDS) && !m.name.startsWith('#') && !m.flags.isPrivate)
      .map(memberOf);

  const entries = [];
  const aliases = [];
  for (const module of project.children ?? []) {
    const moduleFile = sourceOf(module)?.file ?? sourceOf(module.children?.[0] ?? module)?.file;
    for (const child of module.children ?? []) {
      if (child.kind === ReflectionKind.Reference) {
        aliases.push({ reference: child, module: moduleFile });
        continue;
      }
      const kind = KINDS.get(child.kind);
      if (!kind) continue;
      const source = sourceOf(child);
      const file = moduleFile ?? source?.file;
      if (!file) continue;
      const name = nameOf(child);
      const exportName = defaults.has(child.id) ? 'default' : child.name;
      const importPath = modulePath(file);
      const entry = {
        name,
        slug: entrySlug(name),
        kind: kind === 'class' && child.flags.isAbstract ? 'abstract class' : kind,
        group: groupOf(file),
        module: importPath,
        export: exportName,
        import:
          exportName === 'default'
            ? `import ${name} from '${importPath}';`
            : `import { ${name} } from '${importPath}';`,
        source,
        ...commentOf(child.comment),
      };
      const tps = typeParams(child.typeParameters);
      if (child.kind === ReflectionKind.Class) {
        const ext = child.extendedTypes?.length ? ` extends ${child.extendedTypes.map(typeText).join(', ')}` : '';
        const impl = child.implementedTypes?.length
          ? ` implements ${child.implementedTypes.map(typeText).join(', ')}`
          : '';
        entry.declaration = `${child.flags.isAbstract ? 'abstract ' : ''}class ${name}${tps}${ext}${impl}`;
        entry.members = membersOf(child);
      } else if (child.kind === ReflectionKind.Interface) {
        const ext = child.extendedTypes?.length ? ` extends ${child.extendedTypes.map(typeText).join(', ')}` : '';
        entry.declaration = `interface ${name}${tps}${ext}`;
        entry.members = membersOf(child);
      } else if (child.kind === ReflectionKind.Function) {
        const signatures = (child.signatures ?? []).map((s) => signatureOf(s, `function ${name}`));
        entry.declaration = signatures.map((s) => s.text).join('\n');
        if (!entry.doc && signatures[0]?.doc) entry.doc = signatures[0].doc;
        entry.signatures = signatures;
        entry.members = [];
      } else if (child.kind === ReflectionKind.TypeAlias) {
        const declaration = child.type instanceof ReflectionType ? child.type.declaration : null;
        if (declaration?.children?.length) {
          entry.declaration = `type ${name}${tps} = { … }`;
          entry.members = membersOf(declaration);
        } else {
          entry.declaration = `type ${name}${tps} = ${typeText(child.type)}`;
          entry.members = [];
        }
      } else if (child.kind === ReflectionKind.Variable) {
        entry.declaration = `const ${name}: ${typeText(child.type)}`;
        entry.members = [];
      } else if (child.kind === ReflectionKind.Enum) {
        entry.declaration = `enum ${name}`;
        entry.members = membersOf(child);
      }
      entries.push(entry);
    }
  }
  // `export { X as default }` and re-exports: the same entry under another import.
  for (const { reference, module } of aliases) {
    const target = reference.getTargetReflectionDeep?.() ?? reference.tryGetTargetReflectionDeep?.();
    if (!target || !module) continue;
    const entry = entries.find((e) => e.name === nameOf(target) && e.source?.file === sourceOf(target)?.file);
    if (entry) (entry.alsoExported ??= []).push({ module: modulePath(module), export: reference.name });
  }
  // A module that re-exports a package's symbol as its default (`export default DataTypes`, imported
  // from sequelize): TypeDoc leaves packages out, so the entry says what it is and where it comes from.
  for (const file of files) {
    const path = modulePath(file);
    if (entries.some((e) => e.module === path && e.export === 'default')) continue;
    const text = readFileSync(join(checkout, file), 'utf8');
    const name = /^export default ([A-Za-z_$][\w$]*);?\s*$/m.exec(text)?.[1];
    if (!name) continue;
    const pkg = new RegExp(
      `^import\\s+(?:\\{[^}]*\\b${name}\\b[^}]*\\}|${name})\\s+from\\s+['"]([^'"./@][^'"]*|@[^'"/]+/[^'"]+)['"]`,
      'm',
    ).exec(text)?.[1];
    if (!pkg) continue;
    const line = text.split('\n').findIndex((l) => l.startsWith('export default')) + 1;
    entries.push({
      name,
      slug: entrySlug(name),
      kind: 'const',
      group: groupOf(file),
      module: path,
      export: 'default',
      import: `import ${name} from '${path}';`,
      source: { file, line },
      doc: `\`${name}\` of the \`${pkg}\` package, re-exported unchanged by this module. Its members are documented by that package.`,
      declaration: `const ${name}: typeof import('${pkg}').${name}`,
      members: [],
    });
  }
  // One URL per symbol: a name exported by two modules gets its folder as a suffix.
  const bySlug = new Map();
  for (const entry of entries) bySlug.set(entry.slug, [...(bySlug.get(entry.slug) ?? []), entry]);
  for (const same of bySlug.values()) {
    if (same.length < 2) continue;
    // The module named after the symbol keeps the plain URL (the helper file `collect.ts` for collect()).
    const named = (e) => (e.module.split('/').pop() === e.name ? 0 : 1);
    same.sort((a, b) => named(a) - named(b) || a.module.localeCompare(b.module));
    for (const entry of same.slice(1)) {
      const folder = entry.module.split('/').slice(-2, -1)[0] ?? 'module';
      entry.slug = `${entry.slug}-${entrySlug(folder)}`;
    }
  }
  entries.sort((a, b) => a.name.localeCompare(b.name) || a.module.localeCompare(b.module));
  return entries;
}
