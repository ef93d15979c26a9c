#!/usr/bin/env node
// Reproduces the Larascript 2.0.6 shared-middleware-instance race on a running app, and checks the
// workaround documented on getting-started/known-issues (#shared-middleware-instances).
//
// Usage: node scripts/reproduce-middleware-race.mjs <checkout> [--fixed] [--requests N] [--pg-bin DIR] [--app-log F]
//   <checkout>    a Larascript 2.0.6 checkout with its node_modules installed (see CONTRIBUTING.md).
//                 It is never modified: the script works in a temporary copy (node_modules is symlinked).
//   --fixed       also apply the workaround to the copy (a fresh middleware object per request in
//                 src/core/domains/http/base/Middleware.ts).
//   --requests N  requests per burst (default 200, at most 1000).
//   --pg-bin DIR  PostgreSQL server binaries (default: the newest /usr/lib/postgresql/<version>/bin).
//   --app-log F   also append everything the app prints (all runs) to the file F.
//
// What it does, all on 127.0.0.1:
//   1. copies the checkout to a temporary folder and applies what the reproduction needs: a .env (app key,
//      JWT secret, database URI, a placeholder RESEND_API_KEY, request and SQL logging off), the missing
//      api_tokens columns, HttpService listening on 127.0.0.1 only, and a route file with three test routes:
//      GET /race/slow (a middleware that awaits 50 ms, then calls this.next()), GET /race/protected
//      (AuthorizeMiddleware; the action answers with the user ids it sees) and GET /race/scoped
//      (AuthorizeMiddleware.create({ allowedScopes }), to check that configured middleware keeps its config);
//   2. starts a private PostgreSQL cluster (initdb in the temporary folder, a free port, loopback only;
//      as root it runs as the `postgres` system user), runs `migrate:up`, inserts test users;
//   3. starts the app the way `yarn dev` does (ts-node with type checking, without nodemon), logs the
//      users in and revokes half of their tokens with POST /auth/logout (one request at a time);
//   4. sends ten requests one at a time to each route as a control, then two bursts of N requests per
//      route, all started at once and one started every 5 ms (GET /race/slow; GET /race/protected and the
//      stock GET /auth/user with valid and revoked tokens alternating), and prints the outcome counts. A
//      server that crashes is restarted for the next burst, and the error it died with is printed.
// Everything it starts (PostgreSQL, the app, the migration) is stopped by PID at the end, also on errors
// and Ctrl-C, and the temporary folder is deleted. Node built-ins only.
// Exit code: 0 when every request got its own correct answer and the app never crashed, 1 when the race
// showed (the expected result without --fixed), 2 on a setup error or a failed control.
import { spawn, spawnSync } from 'node:child_process';
import { pbkdf2Sync, randomBytes, randomUUID } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  cpSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { findPgBin, freePort, postgresUser } from './lib/local-postgres.mjs';

const HOST = '127.0.0.1';
const USERS = 10;
const REQUEST_TIMEOUT_MS = 10_000;
const BOOT_TIMEOUT_MS = 240_000;

// ---------------------------------------------------------------------------------------------------
// Command line
const usage =
  'Usage: node scripts/reproduce-middleware-race.mjs <checkout> [--fixed] [--requests N] [--pg-bin DIR] [--app-log FILE]';
const args = process.argv.slice(2);
let checkout;
let fixed = false;
let requests = 200;
let pgBin;
let appLog;
for (let i = 0; i < args.length; i++) {
  const a = args[i];
  if (a === '--fixed') fixed = true;
  else if (a === '--requests') requests = Number(args[++i]);
  else if (a === '--pg-bin') pgBin = args[++i];
  else if (a === '--app-log') appLog = resolve(args[++i]);
  else if (a === '--help' || a === '-h') {
    console.log(usage);
    process.exit(0);
  } else if (a.startsWith('--')) fail(`unknown option ${a}\n${usage}`);
  else if (!checkout) checkout = resolve(a);
  else fail(`unexpected argument ${a}\n${usage}`);
}
if (!checkout) fail(usage);
if (!Number.isInteger(requests) || requests < 2 || requests > 1000)
  fail('--requests must be a whole number from 2 to 1000');
if (!existsSync(join(checkout, 'package.json')) || !existsSync(join(checkout, 'node_modules', 'ts-node')))
  fail(`${checkout} is not a Larascript checkout with installed node_modules (see CONTRIBUTING.md)`);
const version = JSON.parse(readFileSync(join(checkout, 'package.json'), 'utf8')).version;
if (version !== '2.0.6') console.warn(`warning: the checkout is version ${version}; the script was written for 2.0.6`);
pgBin ??= findPgBin() ?? fail('No PostgreSQL server programs found (apt-get install postgresql, or --pg-bin)');
for (const bin of ['initdb', 'postgres', 'pg_isready', 'psql'])
  if (!existsSync(join(pgBin, bin))) fail(`${join(pgBin, bin)} not found (apt-get install postgresql, or --pg-bin)`);

function fail(message) {
  console.error(message);
  process.exit(2);
}

// ---------------------------------------------------------------------------------------------------
// Processes we start, and cleanup (by PID only)
const children = new Set();
let work;
let cleanupDone;

function startProcess(name, command, argv, options = {}) {
  const child = spawn(command, argv, { ...options, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  child.label = name;
  child.output = '';
  const collect = (chunk) => {
    child.output += chunk;
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  if (appLog && name.startsWith('app')) {
    const file = createWriteStream(appLog, { flags: 'a' });
    file.write(`\n===== ${name} (pid ${child.pid}) =====\n`);
    child.stdout.pipe(file);
    child.stderr.pipe(file);
  }
  child.exited = new Promise((done) =>
    child.on('exit', (code, signal) => {
      children.delete(child);
      done({ code, signal });
    }),
  );
  children.add(child);
  return child;
}

async function stopProcess(child, signal = 'SIGTERM') {
  if (!children.has(child)) return;
  try {
    process.kill(child.pid, signal);
  } catch {
    return;
  }
  const timer = setTimeout(() => {
    try {
      process.kill(child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }, 10_000);
  await child.exited;
  clearTimeout(timer);
}

// Stops every process this script started (the app first, PostgreSQL with SIGINT = fast shutdown last)
// and deletes the temporary folder. Every caller waits for the same cleanup.
function cleanup() {
  cleanupDone ??= (async () => {
    const list = [...children].sort((a, b) => (a.label === 'postgres') - (b.label === 'postgres'));
    for (const child of list) await stopProcess(child, child.label === 'postgres' ? 'SIGINT' : 'SIGTERM');
    if (work) rmSync(work, { recursive: true, force: true });
  })();
  return cleanupDone;
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping what this script started...`);
    cleanup().finally(() => process.exit(130));
  });
}
for (const event of ['uncaughtException', 'unhandledRejection']) {
  process.on(event, (err) => {
    console.error(`\nerror: ${err?.stack ?? err}`);
    cleanup().finally(() => process.exit(2));
  });
}

// ---------------------------------------------------------------------------------------------------
// Helpers
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

function replaceOnce(file, search, replacement) {
  const text = readFileSync(file, 'utf8');
  if (!text.includes(search)) throw new Error(`${file}: expected text not found (not a stock 2.0.6 file?):\n${search}`);
  writeFileSync(file, text.replace(search, replacement));
}

function setEnv(text, key, value) {
  const line = `${key}=${value}`;
  const pattern = new RegExp(`^${key}=.*$`, 'm');
  return pattern.test(text) ? text.replace(pattern, line) : `${text.trimEnd()}\n${line}\n`;
}

// ---------------------------------------------------------------------------------------------------
// The files the reproduction adds to the copy
const API_TOKEN_MIGRATION = `import ApiToken from '@src/core/domains/auth/models/ApiToken';
import { authJwt } from '@src/core/domains/auth/services/JwtAuthService';
import BaseMigration from '@src/core/domains/migrations/base/BaseMigration';
import DataTypes from '@src/core/domains/migrations/schema/DataTypes';

export class CreateApiTokenMigration extends BaseMigration {

    group?: string = 'app:setup';

    async up(): Promise<void> {
        await this.schema.createTable(ApiToken.getTable(), {
            ...authJwt().getCreateApiTokenTableSchema(),
            options: { type: DataTypes.JSON, allowNull: true },
            expiresAt: { type: DataTypes.DATE, allowNull: true },
            createdAt: DataTypes.DATE,
            updatedAt: DataTypes.DATE,
        });
    }

    async down(): Promise<void> {
        await this.schema.dropTable(ApiToken.getTable());
    }
}
`;

const RACE_ROUTES = `import AuthorizeMiddleware from '@src/core/domains/auth/middleware/AuthorizeMiddleware';
import { auth } from '@src/core/domains/auth/services/AuthService';
import Controller from '@src/core/domains/http/base/Controller';
import Middleware from '@src/core/domains/http/base/Middleware';
import HttpContext from '@src/core/domains/http/context/HttpContext';
import Route from '@src/core/domains/http/router/Route';

// Stands for any middleware that looks something up before it lets the request continue.
class SlowMiddleware extends Middleware {

    async execute(): Promise<void> {
        await new Promise(resolve => setTimeout(resolve, 50));
        this.next();
    }

}

class RaceController extends Controller {

    async slow(context: HttpContext) {
        this.jsonResponse({ i: context.getRequest().query.i ?? null });
    }

    async profile(context: HttpContext) {
        const sessionUser = await auth().user();
        this.jsonResponse({
            secret: 'protected data',
            requestUserId: context.getUser()?.getId() ?? null,
            sessionUserId: sessionUser?.getId() ?? null,
        });
    }

}

export default Route.group({ prefix: '/race' }, router => {
    router.get('/slow', [RaceController, 'slow'], { middlewares: [SlowMiddleware] });
    router.get('/protected', [RaceController, 'profile'], { middlewares: [AuthorizeMiddleware] });

    // A configured middleware (create(config)): tokens without the scope get 403.
    router.get('/scoped', [RaceController, 'profile'], {
        middlewares: [AuthorizeMiddleware.create({ allowedScopes: ['race:read'] })],
    });
});
`;

// The workaround (the same change as on the known-issues page).
const STOCK_TO_EXPRESSABLE = `                const context = new HttpContext(req as TBaseRequest, res, next, routeItem)
                this.setContext(context)
                await this.execute(context)`;
const FIXED_TO_EXPRESSABLE = `                const context = new HttpContext(req as TBaseRequest, res, next, routeItem)

                // A copy of this middleware for each request (same prototype and config), so that
                // this.next() and this.getContext() always refer to the request that started it.
                const middleware: this = Object.assign(Object.create(Object.getPrototypeOf(this)), this)
                middleware.setContext(context)
                await middleware.execute(context)`;

// ---------------------------------------------------------------------------------------------------
// Steps
function prepareCopy(app, appPort, dbUri) {
  mkdirSync(app, { recursive: true });
  for (const name of readdirSync(checkout)) {
    if (['node_modules', '.git', 'dist', '.env'].includes(name)) continue;
    cpSync(join(checkout, name), join(app, name), { recursive: true });
  }
  symlinkSync(join(checkout, 'node_modules'), join(app, 'node_modules'), 'dir');

  let env = readFileSync(join(app, '.env.example'), 'utf8');
  const values = {
    APP_ENV: 'development',
    APP_PORT: appPort,
    APP_KEY: randomBytes(32).toString('hex'),
    APP_URL: `http://${HOST}:${appPort}`,
    JWT_SECRET: randomBytes(64).toString('hex'),
    DATABASE_DEFAULT_CONNECTION: 'postgres',
    DATABASE_POSTGRES_CONNECTION: 'postgres',
    DATABASE_POSTGRES_URI: dbUri,
    DATABASE_ENABLE_LOGGING: 'false',
    ENABLE_REQUEST_LOGGING: 'false',
    ENABLE_BOUND_ROUTE_DETAILS: 'false',
    RESEND_API_KEY: 're_placeholder',
  };
  for (const [key, value] of Object.entries(values)) env = setEnv(env, key, value);
  writeFileSync(join(app, '.env'), env);

  writeFileSync(join(app, 'src/app/migrations/2024-09-06-create-api-token-table.ts'), API_TOKEN_MIGRATION);
  replaceOnce(
    join(app, 'src/core/domains/http/services/HttpService.ts'),
    'this.app.listen(port, () => resolve())',
    `this.app.listen(port as number, '${HOST}', () => resolve())`,
  );
  writeFileSync(join(app, 'src/app/routes/raceRoutes.ts'), RACE_ROUTES);
  const provider = join(app, 'src/app/providers/RoutesProvider.ts');
  replaceOnce(
    provider,
    'import apiRoutes from "@src/app/routes/api";',
    'import apiRoutes from "@src/app/routes/api";\nimport raceRoutes from "@src/app/routes/raceRoutes";',
  );
  replaceOnce(
    provider,
    'httpService.bindRoutes(apiRoutes);',
    'httpService.bindRoutes(apiRoutes);\n        httpService.bindRoutes(raceRoutes);',
  );
  if (fixed)
    replaceOnce(join(app, 'src/core/domains/http/base/Middleware.ts'), STOCK_TO_EXPRESSABLE, FIXED_TO_EXPRESSABLE);
}

async function startPostgres(pgRoot, pgPort) {
  const owner = postgresUser() ?? {};
  const data = join(pgRoot, 'data');
  const socket = join(pgRoot, 'socket');
  mkdirSync(socket, { recursive: true });
  if (owner.uid !== undefined) {
    chmodSync(work, 0o711);
    chownSync(pgRoot, owner.uid, owner.gid);
    chownSync(socket, owner.uid, owner.gid);
  }
  const init = spawnSync(
    join(pgBin, 'initdb'),
    ['-D', data, '-U', 'larascript', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync'],
    { ...owner, cwd: pgRoot, encoding: 'utf8' },
  );
  if (init.status !== 0) throw new Error(`initdb failed:\n${init.stdout}${init.stderr}`);
  const pg = startProcess(
    'postgres',
    join(pgBin, 'postgres'),
    ['-D', data, '-k', socket, '-h', HOST, '-p', String(pgPort), '-c', 'fsync=off'],
    { ...owner, cwd: pgRoot },
  );
  for (let i = 0; i < 60; i++) {
    if (!children.has(pg)) throw new Error(`PostgreSQL exited:\n${pg.output}`);
    const ready = spawnSync(join(pgBin, 'pg_isready'), ['-h', HOST, '-p', String(pgPort)], { encoding: 'utf8' });
    if (ready.status === 0) return pg;
    await sleep(500);
  }
  throw new Error(`PostgreSQL did not start:\n${pg.output}`);
}

function tsNode(app, argv, extraEnv = {}) {
  return startProcess(
    argv.length ? `app ${argv.join(' ')}` : 'app',
    process.execPath,
    [join(app, 'node_modules/ts-node/dist/bin.js'), '-r', 'tsconfig-paths/register', './src/app.ts', ...argv],
    { cwd: app, env: { ...process.env, NODE_ENV: '', ...extraEnv } },
  );
}

async function migrate(app) {
  // ENABLE_EXPRESS=false: a command boots the whole app, HTTP server included.
  const child = tsNode(app, ['migrate:up'], { ENABLE_EXPRESS: 'false' });
  const timer = setTimeout(() => stopProcess(child), BOOT_TIMEOUT_MS);
  const { code } = await child.exited;
  clearTimeout(timer);
  if (code !== 0) throw new Error(`migrate:up failed (exit ${code}):\n${child.output.slice(-4000)}`);
}

function insertUsers(pgPort) {
  const users = [];
  const rows = [];
  for (let n = 1; n <= USERS; n++) {
    const user = { id: randomUUID(), email: `race${n}@example.test`, password: `password-${n}` };
    const salt = randomBytes(16).toString('hex');
    const hash = `${salt}|${pbkdf2Sync(user.password, salt, 100000, 64, 'sha512').toString('hex')}`;
    rows.push(
      `('${user.id}', '${user.email}', '${hash}', ARRAY['group_user'], ARRAY['role_user'], 'Race', 'User ${n}', now(), now())`,
    );
    users.push(user);
  }
  const sql =
    'INSERT INTO users (id, email, "hashedPassword", groups, roles, "firstName", "lastName", "createdAt", "updatedAt") VALUES\n' +
    rows.join(',\n');
  const result = spawnSync(
    join(pgBin, 'psql'),
    ['-h', HOST, '-p', String(pgPort), '-U', 'larascript', '-d', 'app', '-v', 'ON_ERROR_STOP=1', '-q', '-c', sql],
    { encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`inserting users failed:\n${result.stderr}`);
  return users;
}

async function startApp(app, base) {
  const child = tsNode(app, []);
  const deadline = Date.now() + BOOT_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (!children.has(child)) throw new Error(`the app exited during boot:\n${child.output.slice(-4000)}`);
    try {
      const res = await fetch(`${base}/health`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return child;
    } catch {
      // not listening yet
    }
    await sleep(1000);
  }
  throw new Error(`the app did not answer ${base}/health within ${BOOT_TIMEOUT_MS / 1000} s`);
}

async function call(url, { method = 'GET', token, body } = {}) {
  const headers = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body) headers['content-type'] = 'application/json';
  try {
    const res = await fetch(url, {
      method,
      headers,
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await res.text();
    let json;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: res.status, json, text };
  } catch (err) {
    const timedOut = err?.name === 'TimeoutError' || err?.name === 'AbortError';
    return { status: 0, error: timedOut ? 'timeout' : (err?.cause?.code ?? err?.message ?? String(err)) };
  }
}

async function login(base, user) {
  const res = await call(`${base}/auth/login`, {
    method: 'POST',
    body: { email: user.email, password: user.password },
  });
  const token = res.json?.data?.token;
  if (res.status !== 200 || !token)
    throw new Error(`login of ${user.email} failed: ${res.status} ${res.text ?? res.error}`);
  return token;
}

// Outcome of one request, as a short label; "ok: ..." for the right answer.
function classify(kind, res, expected) {
  const who = kind === 'slow' ? '' : expected.valid ? 'valid token, ' : 'revoked token, ';
  if (res.status === 0) {
    if (res.error === 'timeout') return `${who}no answer within ${REQUEST_TIMEOUT_MS / 1000} s (hung)`;
    if (res.error === 'ECONNREFUSED') return `${who}connection refused (the server is down)`;
    return `${who}connection dropped without an answer (${res.error})`;
  }
  if (kind === 'slow') {
    if (res.status !== 200) return `HTTP ${res.status}`;
    return String(res.json?.i) === String(expected.i)
      ? 'ok: 200 with its own answer'
      : "200 with another request's answer";
  }
  const detail = res.json?.error ?? res.json?.message;
  if (kind === 'scoped') {
    const expectedStatus = expected.valid ? 403 : 401;
    return `${res.status === expectedStatus ? 'ok: ' : ''}${who}${res.status}${detail ? ` (${detail})` : ''}`;
  }
  if (res.status === 401) return expected.valid ? `${who}401` : `ok: ${who}401`;
  if (res.status !== 200) return `${who}HTTP ${res.status}${detail ? ` (${detail})` : ''}`;
  const ids = kind === 'protected' ? [res.json?.requestUserId, res.json?.sessionUserId] : [res.json?.data?.id ?? null];
  const others = ids.some((id) => id && id !== expected.userId);
  if (!expected.valid) return `${who}200 with the protected answer${others ? " and another user's id" : ''}`;
  if (ids.every((id) => id === expected.userId)) return `ok: ${who}200 with its own user`;
  return others ? `${who}200 with another user's id` : `${who}200 without its user id`;
}

// n requests, all started at once (staggerMs 0) or one every staggerMs milliseconds.
async function burst(name, makeRequest, n, staggerMs) {
  const started = Date.now();
  const results = await Promise.all(
    Array.from({ length: n }, (_, i) =>
      (staggerMs ? sleep(i * staggerMs) : Promise.resolve()).then(() => makeRequest(i)),
    ),
  );
  const counts = new Map();
  for (const label of results) counts.set(label, (counts.get(label) ?? 0) + 1);
  return { name, counts, ms: Date.now() - started };
}

function printBurst({ name, counts, ms }, crash, headersSent) {
  console.log(`\n${name}  (${(ms / 1000).toFixed(1)} s)`);
  for (const [label, count] of [...counts].sort((a, b) => b[1] - a[1]))
    console.log(`  ${String(count).padStart(5)}  ${label}`);
  console.log(`  server log: ${headersSent} x "Cannot set headers after they are sent to the client"`);
  console.log(`  server: ${crash ?? 'still running'}`);
}

// ---------------------------------------------------------------------------------------------------
async function main() {
  work = mkdtempSync(join(tmpdir(), 'larascript-race-'));
  const app = join(work, 'app');
  const pgRoot = join(work, 'pg');
  mkdirSync(pgRoot);
  const [appPort, pgPort] = [await freePort(HOST), await freePort(HOST)];
  const base = `http://${HOST}:${appPort}`;
  const dbUri = `postgres://larascript:larascript@${HOST}:${pgPort}/app`;

  console.log(`Larascript ${version} at ${checkout}`);
  console.log(
    `Mode: ${fixed ? 'WITH the workaround (fresh middleware object per request)' : 'stock 2.0.6 middleware'}`,
  );
  console.log(`Temporary folder ${work}; PostgreSQL on ${HOST}:${pgPort}; app on ${base}`);

  prepareCopy(app, appPort, dbUri);
  process.stdout.write('Starting PostgreSQL... ');
  await startPostgres(pgRoot, pgPort);
  console.log('ready');

  process.stdout.write('migrate:up... ');
  await migrate(app);
  const users = insertUsers(pgPort);
  console.log(`done; ${users.length} users inserted`);

  process.stdout.write('Starting the app (ts-node type-checks first, this takes a while)... ');
  let server = await startApp(app, base);
  console.log('listening');

  // One valid and one revoked token per user. Logout runs behind AuthorizeMiddleware, so one at a time.
  const valid = await Promise.all(users.map((u) => login(base, u)));
  const revoked = await Promise.all(users.map((u) => login(base, u)));
  for (const token of revoked) {
    const res = await call(`${base}/auth/logout`, { method: 'POST', token });
    if (res.status !== 204) throw new Error(`logout failed: ${res.status} ${res.text ?? res.error}`);
  }
  const tokenFor = (i) => {
    const user = users[Math.floor(i / 2) % users.length];
    const isValid = i % 2 === 0;
    return { user, isValid, token: isValid ? valid[users.indexOf(user)] : revoked[users.indexOf(user)] };
  };

  const requestsFor = {
    slow: (i) => call(`${base}/race/slow?i=${i}`).then((res) => classify('slow', res, { i })),
    protected: (i) => {
      const { user, isValid, token } = tokenFor(i);
      return call(`${base}/race/protected`, { token }).then((res) =>
        classify('protected', res, { valid: isValid, userId: user.id }),
      );
    },
    authUser: (i) => {
      const { user, isValid, token } = tokenFor(i);
      return call(`${base}/auth/user`, { token }).then((res) =>
        classify('authUser', res, { valid: isValid, userId: user.id }),
      );
    },
    scoped: (i) => {
      const { user, isValid, token } = tokenFor(i);
      return call(`${base}/race/scoped`, { token }).then((res) =>
        classify('scoped', res, { valid: isValid, userId: user.id }),
      );
    },
  };

  // Control: the same requests one at a time, plus a route whose middleware was configured with
  // create({ allowedScopes }) (the tokens have no scopes, so 403 shows that the config is applied).
  const control = new Map();
  for (const [kind, make] of Object.entries(requestsFor)) {
    for (let i = 0; i < 10; i++) {
      const label = await make(i);
      control.set(`${kind}: ${label}`, (control.get(`${kind}: ${label}`) ?? 0) + 1);
    }
  }
  console.log('\nControl: 10 requests per route, one at a time');
  for (const [label, count] of control) console.log(`  ${String(count).padStart(5)}  ${label}`);
  const controlOk = [...control.keys()].every((label) => label.includes(': ok: '));
  if (!controlOk) console.log('  The routes misbehave even one request at a time: the bursts below prove nothing.');

  const STAGGER_MS = 5;
  const allAtOnce = `${requests} requests started at once`;
  const staggered = `${requests} requests, one started every ${STAGGER_MS} ms`;
  const mixed = 'valid and revoked tokens alternating';
  const bursts = [
    ['slow', 0, `GET /race/slow (middleware awaits 50 ms, then this.next()): ${allAtOnce}`],
    ['slow', STAGGER_MS, `GET /race/slow (middleware awaits 50 ms, then this.next()): ${staggered}`],
    ['protected', 0, `GET /race/protected (AuthorizeMiddleware): ${allAtOnce}, ${mixed}`],
    ['protected', STAGGER_MS, `GET /race/protected (AuthorizeMiddleware): ${staggered}, ${mixed}`],
    ['authUser', 0, `GET /auth/user (stock route): ${allAtOnce}, ${mixed}`],
    ['authUser', STAGGER_MS, `GET /auth/user (stock route): ${staggered}, ${mixed}`],
  ];
  const summary = [];
  for (const [kind, staggerMs, title] of bursts) {
    if (!children.has(server)) {
      process.stdout.write('\nRestarting the app after the crash... ');
      server = await startApp(app, base);
      console.log('listening');
    }
    const logStart = server.output.length;
    const result = await burst(title, requestsFor[kind], requests, staggerMs);
    await sleep(2000);
    const log = server.output.slice(logStart);
    const headersSent = (log.match(/Cannot set headers after they are sent/g) ?? []).length;
    let crash;
    if (!children.has(server)) {
      const { code, signal } = await server.exited;
      const errors = [...log.matchAll(/^(?:\w*Error)(?: \[\w+\])?: .*$/gm)];
      const codes = [...log.matchAll(/code: '(ERR_\w+)'/g)];
      const last = errors.at(-1)?.[0].slice(0, 160);
      crash = `CRASHED (exit ${code ?? signal})${last ? `: ${last}` : ''}${codes.length ? ` [${codes.at(-1)[1]}]` : ''}`;
    }
    printBurst(result, crash, headersSent);
    summary.push({ kind, result, crash, headersSent });
  }

  const wrong = summary.some(
    ({ result, crash, headersSent }) =>
      crash || headersSent || [...result.counts.keys()].some((label) => !label.startsWith('ok: ')),
  );
  if (!controlOk) {
    console.log('\nResult: the control requests failed; see above');
    return 2;
  }
  console.log(
    `\nResult: ${wrong ? 'requests were mixed up, hung or crashed the server' : 'every request got its own correct answer and the server kept running'}`,
  );
  return wrong ? 1 : 0;
}

let exitCode = 2;
try {
  exitCode = await main();
} catch (err) {
  // After Ctrl-C the steps fail because their processes were stopped: nothing to report then.
  if (!cleanupDone) console.error(`\nerror: ${err?.stack ?? err}`);
} finally {
  await cleanup();
}
process.exit(exitCode);
