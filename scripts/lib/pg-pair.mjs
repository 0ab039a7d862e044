// A PostgreSQL primary and a streaming hot-standby replica of it, made here from the Debian server's own
// binaries (issue 36): initdb, then pg_basebackup -R, each cluster in a folder of its own on a port of its
// own, started and stopped by the caller. As root, the clusters run as the `postgres` user.
import { execFileSync, spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import pg from 'pg';

/** The newest PostgreSQL's binaries, or a one-line reason why there are none. */
export function postgresBin() {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(a) - Number(b)) : [];
  const bin = versions.length ? path.join(root, versions.at(-1), 'bin') : '';
  if (!bin || !existsSync(path.join(bin, 'pg_basebackup')))
    throw new Error('PostgreSQL server binaries are missing: apt-get install -y postgresql');
  return bin;
}

const asRoot = process.getuid?.() === 0;

function run(bin, tool, args) {
  const cmd = asRoot ? 'runuser' : path.join(bin, tool);
  const full = asRoot ? ['-u', 'postgres', '--', path.join(bin, tool), ...args] : args;
  const r = spawnSync(cmd, full, { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${tool} ${args.join(' ')} failed:\n${r.stdout}${r.stderr}`);
}

function ownedFolder(dir) {
  mkdirSync(dir, { recursive: true });
  if (asRoot) execFileSync('chown', ['-R', 'postgres:postgres', dir]);
}

/**
 * Starts the pair under `dir` on `port` (primary) and `port + 1` (replica). `durable: false` turns fsync
 * off (tests; never for figures that are meant to hold on a real disk).
 */
/** The replica of a pair started earlier (by another process), by folder. */
export function controlPgPair(dir) {
  const bin = postgresBin();
  const data = path.join(dir, 'replica');
  const ctl = (action, extra = []) => run(bin, 'pg_ctl', ['-D', data, '-l', `${data}.log`, '-w', ...extra, action]);
  return { stopReplica: () => ctl('stop', ['-m', 'immediate']), startReplica: () => ctl('start') };
}

/** Stops a pair started earlier, by folder (another process's pair: the cluster script's `stop`). */
export function stopPgPair(dir, { remove = true } = {}) {
  const bin = postgresBin();
  for (const name of ['replica', 'primary']) {
    const data = path.join(dir, name);
    if (!existsSync(path.join(data, 'postmaster.pid'))) continue;
    try {
      run(bin, 'pg_ctl', ['-D', data, '-w', '-m', 'fast', 'stop']);
    } catch {
      /* already stopped */
    }
  }
  if (remove) rmSync(dir, { recursive: true, force: true });
}

export async function startPgPair({ dir, port, durable = false }) {
  const bin = postgresBin();
  rmSync(dir, { recursive: true, force: true });
  ownedFolder(dir);
  const primary = path.join(dir, 'primary');
  const replica = path.join(dir, 'replica');
  run(bin, 'initdb', ['-D', primary, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
  const conf = [
    `port = ${port}`,
    "listen_addresses = '127.0.0.1'",
    `unix_socket_directories = '${dir}'`,
    'wal_level = replica',
    'max_wal_senders = 5',
    'hot_standby = on',
    'hot_standby_feedback = on',
    'max_connections = 200',
    ...(durable ? [] : ['fsync = off', 'synchronous_commit = off', 'full_page_writes = off']),
  ];
  appendFileSync(path.join(primary, 'postgresql.conf'), `\n${conf.join('\n')}\n`);
  appendFileSync(path.join(primary, 'pg_hba.conf'), '\nhost replication all 127.0.0.1/32 trust\n');
  const ctl = (data, action, extra = []) =>
    run(bin, 'pg_ctl', ['-D', data, '-l', `${data}.log`, '-w', ...extra, action]);
  ctl(primary, 'start');
  run(bin, 'pg_basebackup', [
    '-h',
    '127.0.0.1',
    '-p',
    String(port),
    '-U',
    'postgres',
    '-D',
    replica,
    '-R',
    '-X',
    'stream',
    '-c',
    'fast',
    '--no-sync',
  ]);
  appendFileSync(path.join(replica, 'postgresql.conf'), `\nport = ${port + 1}\n`);
  ctl(replica, 'start');
  const url = (p, db = 'postgres') => `postgres://postgres@127.0.0.1:${p}/${db}`;
  const sql = async (p, text, db) => {
    const c = new pg.Client({ connectionString: url(p, db) });
    await c.connect();
    try {
      return (await c.query(text)).rows;
    } finally {
      await c.end();
    }
  };
  return {
    primaryUrl: (db) => url(port, db),
    replicaUrl: (db) => url(port + 1, db),
    primarySql: (text, db) => sql(port, text, db),
    /** A database on the primary, once the replica has it too. */
    async createDatabase(name) {
      await sql(port, `create database ${name}`);
      for (let i = 0; i < 100; i++) {
        const rows = await sql(port + 1, `select 1 from pg_database where datname = '${name}'`);
        if (rows.length) return;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`the replica never received database ${name}`);
    },
    ...controlPgPair(dir),
    pauseReplay: () => sql(port + 1, 'select pg_wal_replay_pause()'),
    resumeReplay: () => sql(port + 1, 'select pg_wal_replay_resume()'),
    /** Stops both (replica first) and removes their folders. */
    stop() {
      for (const data of [replica, primary]) {
        try {
          ctl(data, 'stop', ['-m', 'immediate']);
        } catch {
          /* already stopped */
        }
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const listens = (port) =>
  new Promise((resolve) => {
    const s = createServer();
    s.once('error', () => resolve(false));
    s.listen(port, '127.0.0.1', () => s.close(() => resolve(true)));
  });

/** A port whose next one is free too: the primary's and the replica's. */
export async function freePortPair() {
  for (let i = 0; i < 50; i++) {
    const port = 20_000 + Math.floor(Math.random() * 30_000);
    if ((await listens(port)) && (await listens(port + 1))) return port;
  }
  throw new Error('no two free ports in a row');
}
