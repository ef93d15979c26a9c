// Which framework modules the API reference covers (scripts/api-generate.mjs).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The global helpers the guides call: each module that defines one is covered. */
export const HELPERS = [
  'app',
  'appEnv',
  'auth',
  'authJwt',
  'acl',
  'db',
  'databaseAdapter',
  'schema',
  'queryBuilder',
  'events',
  'dispatch',
  'logger',
  'mail',
  'storage',
  'session',
  'cryptoService',
  'console',
  'http',
  'requestContext',
  'collect',
];

/** The base classes a project extends: models, controllers, middleware, commands, events, listeners and
 * subscribers, validators and rules, migrations, seeders, factories, providers, repositories, services. */
export const BASE_CLASS_FILES = [
  'src/core/domains/models/base/Model.ts',
  'src/core/domains/http/base/Controller.ts',
  'src/core/domains/http/base/Middleware.ts',
  'src/core/domains/http/providers/BaseRoutesProvider.ts',
  'src/core/domains/console/base/BaseCommand.ts',
  'src/core/domains/events/base/BaseEvent.ts',
  'src/core/domains/events/base/BaseEventListener.ts',
  'src/core/domains/events/base/BaseEventSubciber.ts',
  'src/core/domains/events/base/BaseDriver.ts',
  'src/core/domains/validator/base/BaseCustomValidator.ts',
  'src/core/domains/validator/abstract/AbstractRule.ts',
  'src/core/domains/validator/abstract/AbstractDatabaseRule.ts',
  'src/core/domains/migrations/base/BaseMigration.ts',
  'src/core/domains/migrations/base/BaseSeeder.ts',
  'src/core/base/Factory.ts',
  'src/core/base/Provider.ts',
  'src/core/base/Repository.ts',
  'src/core/base/Service.ts',
  'src/core/base/Singleton.ts',
  'src/core/base/BaseConfig.ts',
  'src/core/base/BaseAdapter.ts',
  'src/core/domains/auth/base/BaseAuthAdapter.ts',
  'src/core/domains/mail/base/BaseMailAdapter.ts',
  'src/core/domains/database/base/BaseDatabaseAdapter.ts',
];

/**
 * The interfaces the helpers return that the guides teach method by method: the query builder
 * (queryBuilder(), Model.query()), whose methods (`where`, `firstOrFail`…) readers look up.
 */
export const RETURNED_INTERFACE_FILES = [
  'src/core/domains/eloquent/interfaces/IEloquent.ts',
  // What the helpers return (`db()` is an IDatabaseService, not the Database class): the guides call
  // their methods (`db().getDefaultConnectionName()`), and the build checks those calls against them.
  'src/core/domains/database/interfaces/IDatabaseService.ts',
  'src/core/domains/database/interfaces/IDatabaseSchema.ts',
  'src/core/domains/auth/interfaces/service/IAuthService.ts',
  'src/core/domains/auth/interfaces/jwt/IJwtAuthService.ts',
  'src/core/domains/accessControl/interfaces/IACLService.ts',
  'src/core/domains/events/interfaces/IEventService.ts',
  'src/core/domains/logger/interfaces/ILoggerService.ts',
  'src/core/domains/mail/interfaces/services.ts',
  'src/core/domains/storage/interfaces/IStorageService.ts',
  'src/core/domains/session/interfaces/ISessionService.ts',
  'src/core/domains/crypto/interfaces/ICryptoService.ts',
  'src/core/domains/http/interfaces/IHttpService.ts',
  'src/core/domains/http/interfaces/IRequestContext.ts',
  'src/core/domains/console/interfaces/ICommandService.ts',
];

/** The checkout file an `@src/...` import names (`@src/core/base/Model` → `src/core/base/Model.ts`), or null. */
export function moduleFile(module, sourceFiles) {
  const base = module.replace(/^@/, '');
  for (const candidate of [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`])
    if (sourceFiles.has(candidate)) return candidate;
  return null;
}

/**
 * The module files to read: those the docs import, those that define a helper, the base classes.
 * @param {{ checkout: string, sourceFiles: string[], docsImports: { module: string }[] }} input
 */
export function scopeModules({ checkout, sourceFiles, docsImports }) {
  const files = new Set();
  const available = new Set(sourceFiles);
  for (const { module } of docsImports) {
    const file = moduleFile(module, available);
    if (file) files.add(file);
  }
  const fromDocs = files.size;
  const missingBaseClasses = [];
  for (const file of [...BASE_CLASS_FILES, ...RETURNED_INTERFACE_FILES]) {
    if (available.has(file)) files.add(file);
    else missingBaseClasses.push(file);
  }
  const defined = new Set();
  for (const file of sourceFiles.filter((f) => f.startsWith('src/core/'))) {
    const text = readFileSync(join(checkout, file), 'utf8');
    for (const name of HELPERS) {
      if (new RegExp(`^export\\s+(?:const|function|async function)\\s+${name}\\b`, 'm').test(text)) {
        files.add(file);
        defined.add(name);
      }
    }
  }
  return {
    files: [...files].sort(),
    fromDocs,
    missingBaseClasses,
    missingHelpers: HELPERS.filter((name) => !defined.has(name)),
  };
}
