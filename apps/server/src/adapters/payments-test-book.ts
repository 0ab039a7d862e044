import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db } from '../db/client.js';
import { createPglite } from '../db/pglite-template.js';

export type Status = 'created' | 'authorized' | 'declined' | 'captured' | 'cancelled' | 'refunded';
export interface Charge {
  ref: string;
  amount: number;
  status: Status;
  reason: string | null;
}
export type Query = <T>(text: string, params?: unknown[]) => Promise<T[]>;

const TABLE = `create table if not exists test_gateway_charges (
  ref text primary key, idempotency_key text not null unique, amount integer not null, status text not null, reason text,
  created_at timestamptz not null default now(), updated_at timestamptz not null default now());
create table if not exists test_gateway_refunds (idempotency_key text primary key, ref text not null, amount integer not null,
created_at timestamptz not null default now())`;

/**
 * The gateway's book lives beside the shop's database, never inside its transactions: a real provider
 * remembers an authorization even when the shop's transaction rolls back or its process dies. On
 * PostgreSQL that is a connection pool of its own on the migrated table; PGlite takes one client per
 * data directory and blocks other queries while a transaction is open, so there it is a second PGlite
 * next to the first (in memory when the shop's is).
 */
export function openBook(db: Db): { book: () => Promise<Query>; close: () => Promise<void> } {
  let opened: Promise<Query> | undefined;
  let close = async () => {};
  const client = (db as unknown as { $client: unknown }).$client;
  const book = () =>
    (opened ??= (async (): Promise<Query> => {
      if (client instanceof pg.Pool) {
        const pool = new pg.Pool({
          connectionString: (client as unknown as { options: { connectionString: string } }).options.connectionString,
          max: 2,
          idleTimeoutMillis: 1000,
          allowExitOnIdle: true,
        });
        pool.on('error', () => {}); // a dropped idle connection is replaced on the next query
        close = () => pool.end();
        return async (text, params) => (await pool.query(text, params)).rows;
      }
      const dir = (client as PGlite).dataDir;
      // A new data dir is filled from the cached initdb dump, as the app's own (first start, issue 14).
      const side =
        dir && !dir.startsWith('memory://') ? await createPglite(`${dir}-test-gateway`) : await PGlite.create();
      await side.exec(TABLE);
      close = () => side.close();
      return async <T>(text: string, params?: unknown[]) => (await side.query<T>(text, params)).rows;
    })());
  return { book, close: () => close() };
}

/** The charges of the book as this process last saw them, and moves between their states. */
export function chargesOf(book: () => Promise<Query>) {
  /** This process's view of the charges it touched, in order (tests read it synchronously). */
  const seen = new Map<string, Charge>();
  const note = (c: Charge) => seen.set(c.ref, { ...c, amount: Number(c.amount) });
  const get = async (ref: string) =>
    (
      await (
        await book()
      )<Charge>('select ref, amount, status, reason from test_gateway_charges where ref = $1', [ref])
    )[0] ?? null;
  /** Moves a charge from one of `from` to `to`; already being in `to` is fine (a repeat after a crash). */
  async function move(ref: string, from: Status[], to: Status) {
    const [moved] = await (
      await book()
    )<Charge>(
      `update test_gateway_charges set status = $2, updated_at = now() where ref = $1 and status = any($3::text[]) returning ref, amount, status, reason`,
      [ref, to, from],
    );
    if (moved) return void note(moved);
    const c = await get(ref);
    if (c?.status !== to)
      throw new Error(`test gateway: cannot move charge ${ref} from ${c?.status ?? 'nowhere'} to ${to}`);
  }
  return { seen, note, get, move };
}
