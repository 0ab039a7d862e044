import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { localChangeFeed, NOTIFY_SQL, postgresChangeFeed, type ChangeFeed } from './change-feed.js';
import { createPglite } from './pglite-template.js';
import { ReplicaLink } from './replica.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** Both drivers expose the same query builder; code depends only on this type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** DATABASE_READ_URL's replica, when configured: catalog reads go there while it keeps up (decision 0087). */
  replica?: ReplicaLink;
  /** Connections per pool, for the operators' metrics (none for the embedded database). */
  pools(): { pool: 'primary' | 'replica'; total: number; idle: number; waiting: number }[];
  /** What changed, told to every process sharing this database (decision 0089). */
  changes: ChangeFeed;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Any fixed number, shared by every process that migrates this database. */
const MIGRATION_LOCK = 7_341_002;

/** A streaming replica for catalog reads, used while at most `maxLagMs` behind the primary. */
export interface ReadReplicaOptions {
  url: string;
  maxLagMs: number;
  log?: { info(msg: string): void; warn(msg: string): void };
}

export function connectPostgres(url: string, poolSize = 10, read?: ReadReplicaOptions): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection the server drops (restart, failover, a forced database drop) emits 'error' on the
  // pool; unhandled, that would crash the process. The pool replaces the client on the next checkout.
  pool.on('error', (err) => console.warn(`PostgreSQL idle connection lost: ${err.message}`));
  let replica: ReplicaLink | undefined;
  if (read) {
    // Drizzle sends every statement outside a transaction through the pool's `query`: routing it there
    // sends catalog reads to the replica without any repository knowing (decision 0087).
    const primaryQuery = pool.query.bind(pool) as ConstructorParameters<typeof ReplicaLink>[2];
    replica = new ReplicaLink(read.url, poolSize, primaryQuery, read.maxLagMs, read.log ?? console).start();
    pool.query = replica.route.bind(replica) as typeof pool.query;
  }
  // The two drivers' databases differ only in their raw-result type, which Db leaves open (`execute`
  // results are read through `rows` on both): the one place the driver's type is dropped.
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const changes = postgresChangeFeed(url, (topic) => pool.query(NOTIFY_SQL, [topic]), read?.log ?? console);
  return {
    db,
    kind: 'postgres',
    replica,
    changes,
    pools: () =>
      [{ pool: 'primary' as const, p: pool }, ...(replica ? [{ pool: 'replica' as const, p: replica.pool }] : [])].map(
        ({ pool: name, p }) => ({ pool: name, total: p.totalCount, idle: p.idleCount, waiting: p.waitingCount }),
      ),
    async migrate() {
      // Processes started together would each apply the same migrations; the lock makes the others wait
      // and then find nothing left to apply.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migratePg(drizzlePg(client), { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
        client.release();
      }
    },
    close: async () => {
      await changes.close();
      await replica?.close();
      await pool.end();
    },
  };
}

export function wrapPglite(client: PGlite): Database {
  // As for node-postgres above: Db leaves the driver's raw-result type open.
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pools: () => [],
    changes: localChangeFeed(),
    async migrate() {
      await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_DIR });
      await client.exec(PGLITE_DROPPED_INDEXES.map((name) => `drop index if exists "${name}";`).join('\n'));
    },
    close: () => client.close(),
  };
}

/**
 * The trigram GIN indexes the migrations make, which PGlite does without: with the cube module loaded, a
 * trigram GIN index scan can loop for ever inside PGlite and block its process (a misspelt search hung the
 * embedded server, and the spelling and recent-first tests hung CI). PGlite's catalogs are the embedded
 * default's, small enough for a sequential trigram scan; PostgreSQL keeps the indexes. Dropped after every
 * migration, so a data dir made before this stays safe too.
 */
export const PGLITE_DROPPED_INDEXES = ['search_words_trgm', 'tags_name_trgm', 'intel_range_beats_title_trgm'];

/**
 * Extensions the migrations use (pg_trgm: fuzzy title search; cube: sound vectors, decision 0104);
 * PostgreSQL servers ship them as contrib.
 * cube's module first: in the other order even a fresh process hangs on a trigram GIN index scan (and
 * PGlite keeps none of those, PGLITE_DROPPED_INDEXES); pglite-extensions.test.ts checks in a child process.
 * Not btree_gin: with its module loaded PGlite hangs on trigram searches (migration 0029 does without).
 */
export const PGLITE_EXTENSIONS = { cube, pg_trgm } satisfies PGliteOptions['extensions'];

export async function openPglite(dataDir: string | undefined): Promise<Database> {
  if (!dataDir) return wrapPglite(await PGlite.create({ extensions: PGLITE_EXTENSIONS }));
  return wrapPglite(await createPglite(dataDir, PGLITE_EXTENSIONS));
}

/** DATABASE_URL selects a real PostgreSQL; otherwise PGlite persists under DATA_DIR/pglite. */
export function openDatabase(opts: {
  databaseUrl?: string | undefined;
  databasePoolSize?: number;
  databaseRead?: ReadReplicaOptions | undefined;
  dataDir: string;
}): Promise<Database> {
  if (opts.databaseUrl)
    return Promise.resolve(connectPostgres(opts.databaseUrl, opts.databasePoolSize, opts.databaseRead));
  return openPglite(path.join(opts.dataDir, 'pglite'));
}
