import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db } from '../db/client.js';
import { createPglite } from '../db/pglite-template.js';
import type { CheckoutInput } from '@beatmarket/shared';
import type { Authorization, PaymentGateway, PaymentState } from './payments.js';

/** Documented in the README: these numbers (any future expiry, any CVC) drive the built-in gateway. */
export const TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

type Status = 'created' | 'authorized' | 'declined' | 'captured' | 'cancelled' | 'refunded';
export interface Charge {
  ref: string;
  amount: number;
  status: Status;
  reason: string | null;
}
type Query = <T>(text: string, params?: unknown[]) => Promise<T[]>;

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
function openBook(db: Db): { book: () => Promise<Query>; close: () => Promise<void> } {
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

/** Why a test card number is refused, or null when it pays (the same rule for a hold and a saved card). */
function cardRefusal(payment: CheckoutInput['payment'] | { method: 'card'; number: string }): string | null {
  if (payment.method !== 'card') return 'This store takes card payments.';
  if (payment.number === TEST_CARDS.declined) return 'Your card was declined.';
  if (payment.number === TEST_CARDS.insufficientFunds) return 'Your card has insufficient funds.';
  if (payment.number !== TEST_CARDS.success)
    return 'Use the test card 4242 4242 4242 4242: this store is in test mode.';
  return null;
}
/** A saved test card's token carries its number, so its later charges decline as the card would. */
const TOKEN_PREFIX = 'test_pm_';
const KNOWN: string[] = Object.values(TEST_CARDS);

const STATE: Record<Status, PaymentState> = {
  created: 'none',
  declined: 'none',
  authorized: 'authorized',
  captured: 'captured',
  cancelled: 'cancelled',
  refunded: 'refunded',
};

/** The default gateway: offline, answers by test card number, keeps its charges in the database. */
export function createTestGateway(db: Db) {
  const { book, close } = openBook(db);
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

  const gateway: PaymentGateway & {
    charges(): Charge[];
    book(): Promise<Charge[]>;
    partRefunds(ref: string): Promise<{ key: string; amount: number }[]>;
  } = {
    name: 'test',
    async open(req) {
      const q = await book();
      await q(
        'insert into test_gateway_charges (ref, idempotency_key, amount, status) values ($1, $2, $3, $4) on conflict (idempotency_key) do nothing',
        [`test_${randomBytes(9).toString('hex')}`, req.idempotencyKey, req.amount, 'created'],
      );
      const [c] = await q<Charge>(
        'select ref, amount, status, reason from test_gateway_charges where idempotency_key = $1',
        [req.idempotencyKey],
      );
      note(c!);
      return c!.ref;
    },
    async authorize(ref, payment): Promise<Authorization> {
      const c = await get(ref);
      if (!c) throw new Error(`test gateway: no charge ${ref}`);
      // Asked again (a retry after a crash): the first answer stands.
      if (c.status !== 'created') return c.status === 'declined' ? { ok: false, reason: c.reason! } : { ok: true, ref };
      const reason = cardRefusal(payment);
      const [done] = await (
        await book()
      )<Charge>(
        "update test_gateway_charges set status = $2, reason = $3, updated_at = now() where ref = $1 and status = 'created' returning ref, amount, status, reason",
        [ref, reason ? 'declined' : 'authorized', reason],
      );
      if (!done) return gateway.authorize(ref, payment);
      note(done);
      return reason ? { ok: false, reason } : { ok: true, ref };
    },
    async state(ref) {
      const c = await get(ref);
      return c ? STATE[c.status] : 'none';
    },
    capture: (ref) => move(ref, ['authorized'], 'captured'),
    cancel: (ref) => move(ref, ['created', 'authorized'], 'cancelled'),
    refund: (ref) => move(ref, ['captured'], 'refunded'),
    async refundPart(ref, cents, idempotencyKey) {
      const c = await get(ref);
      if (c?.status !== 'captured')
        throw new Error(`test gateway: cannot refund part of ${ref} (${c?.status ?? 'none'})`);
      // One refund per key, as the provider keeps it: asking again (a rerun after a crash) gives back nothing more.
      await (
        await book()
      )('insert into test_gateway_refunds (idempotency_key, ref, amount) values ($1, $2, $3) on conflict do nothing', [
        idempotencyKey,
        ref,
        cents,
      ]);
    },
    /** The partial refunds made on a payment (tests count them). */
    async partRefunds(ref: string) {
      return (
        await (
          await book()
        )<{ idempotency_key: string; amount: number }>(
          'select idempotency_key, amount from test_gateway_refunds where ref = $1 order by created_at',
          [ref],
        )
      ).map((r) => ({ key: r.idempotency_key, amount: Number(r.amount) }));
    },
    async webhookEvent() {
      return null;
    },
    // Any documented test card is kept (a declining one declines when charged, as a real card would).
    async saveMethod(payment) {
      if (payment.method !== 'card' || !KNOWN.includes(payment.number))
        return { ok: false, reason: cardRefusal(payment) ?? 'This card cannot be saved.' };
      return { ok: true, token: `${TOKEN_PREFIX}${payment.number}`, label: `Card ending ${payment.number.slice(-4)}` };
    },
    async chargeSaved(req) {
      if (!req.token.startsWith(TOKEN_PREFIX)) throw new Error(`test gateway: unknown payment method ${req.token}`);
      if (!Number.isSafeInteger(req.amount) || req.amount <= 0)
        throw new Error(`test gateway: cannot charge ${req.amount} cents`);
      const reason = cardRefusal({ method: 'card', number: req.token.slice(TOKEN_PREFIX.length) });
      const q = await book();
      // Charged at once (no hold); the key makes a repeated charge answer the first one.
      await q(
        'insert into test_gateway_charges (ref, idempotency_key, amount, status, reason) values ($1, $2, $3, $4, $5) on conflict (idempotency_key) do nothing',
        [
          `test_${randomBytes(9).toString('hex')}`,
          req.idempotencyKey,
          req.amount,
          reason ? 'declined' : 'captured',
          reason,
        ],
      );
      const [c] = await q<Charge>(
        'select ref, amount, status, reason from test_gateway_charges where idempotency_key = $1',
        [req.idempotencyKey],
      );
      note(c!);
      return c!.status === 'declined' ? { ok: false, reason: c!.reason! } : { ok: true, ref: c!.ref };
    },
    close,
    warmUp: async () => void (await book()),
    charges: () => [...seen.values()].filter((c) => c.status !== 'created' && c.status !== 'declined'),
    book: async () =>
      (
        await (
          await book()
        )<Charge>('select ref, amount, status, reason from test_gateway_charges order by created_at, ref')
      ).map((c) => ({ ...c, amount: Number(c.amount) })),
  };
  return gateway;
}
export type TestGateway = ReturnType<typeof createTestGateway>;
