// What the maintainer scripts that start a private PostgreSQL share (check-examples,
// reproduce-middleware-race): where the server programs are, which user runs them, and a free port.
// Each script starts and stops its own server; nothing here starts a process.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

/**
 * The folder of PostgreSQL's server programs: `pg_config --bindir`, else the newest
 * /usr/lib/postgresql/<version>/bin (Debian and Ubuntu). Null when none has initdb and pg_ctl.
 */
export function findPgBin() {
  const candidates = [];
  const config = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  if (config.status === 0) candidates.push(config.stdout.trim());
  const base = '/usr/lib/postgresql';
  if (existsSync(base))
    for (const version of readdirSync(base)
      .filter((v) => /^\d+$/.test(v))
      .sort((a, b) => Number(b) - Number(a)))
      candidates.push(join(base, version, 'bin'));
  return candidates.find((dir) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'))) ?? null;
}

/**
 * initdb refuses to run as root: then the server runs as the `postgres` user that Debian's package
 * creates. Null when the script does not run as root; throws when it does and that user is missing.
 */
export function postgresUser() {
  if (process.getuid?.() !== 0) return null;
  const entry = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((line) => line.startsWith('postgres:'));
  if (!entry) throw new Error('running as root, but there is no "postgres" system user to run PostgreSQL as');
  const [, , uid, gid] = entry.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

/** A TCP port free on `host` (loopback by default) at the time of asking. */
export function freePort(host = '127.0.0.1') {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, host, () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}
