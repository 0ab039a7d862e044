import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client.js';
import type { Authorization, PaymentGateway, PaymentState } from './payments.js';
import { chargesOf, openBook, type Charge, type Status } from './payments-test-book.js';
import { cardRefusal, savedTestCards } from './payments-test-cards.js';

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
  const { seen, note, get, move } = chargesOf(book);
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
    ...savedTestCards(book, note),
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
