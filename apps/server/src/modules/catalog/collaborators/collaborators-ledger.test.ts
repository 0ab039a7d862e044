import { eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { splitToCollaborators, type StatementDetailData } from '@beatmarket/shared';
import { incomeStatements, ledgerEntries, orderItems, orders, users } from '../../../db/schema/index.js';
import { Client, createTestContext, type TestContext } from '../../../../test/helpers.js';
import { accountingFixtures, today, type AccountingFixtures } from '../../../../test/fixtures/accounting.js';

// Issue 35 §5 (decision 0096): a sale splits the producers' part across the beat's collaborators to the
// cent, on each one's statement; a refund takes back exactly what each was credited.
let t: TestContext;
let f: AccountingFixtures;
let mix: Client;
let mixId: number;
const db = () => t.database.db;

const rowsOf = (orderId: number) =>
  db()
    .select({
      item: ledgerEntries.orderItemId,
      payee: ledgerEntries.payeeId,
      role: ledgerEntries.role,
      kind: ledgerEntries.kind,
      amount: ledgerEntries.amount,
      percent: ledgerEntries.sharePercent,
    })
    .from(ledgerEntries)
    .innerJoin(orderItems, eq(orderItems.id, ledgerEntries.orderItemId))
    .where(eq(orderItems.orderId, orderId));
const net = (rows: { payee: number | null; role: string; amount: number }[]) => {
  const by = new Map<string, number>();
  for (const r of rows) by.set(`${r.role}:${r.payee}`, (by.get(`${r.role}:${r.payee}`) ?? 0) + r.amount);
  return by;
};
const setSplit = async (beat: number, collaborators: { account: string; percent: number }[]) =>
  expect((await f.c.producer.post(`/private-api/beat/${beat}/collaborators`, { collaborators })).status).toBe(200);

beforeAll(async () => {
  t = await createTestContext();
  f = await accountingFixtures(t, '10.35.52');
  const [producer] = await db().select().from(users).where(eq(users.id, f.ids.producer));
  const [made] = await db()
    .insert(users)
    .values({
      email: 'mix@beatmarket.test',
      firstName: 'Mia',
      lastName: 'Mixer',
      nickname: 'MixWiz',
      role: producer!.role,
      passwordHash: producer!.passwordHash,
    })
    .returning();
  mixId = made!.id;
  mix = new Client(t.app, '10.35.52.99');
  expect((await mix.login('mix@beatmarket.test')).status).toBe(200);
});
afterAll(() => t.close());

describe('a three-way split', () => {
  let orderId: number;
  let beat: number;

  it('credits each collaborator their floor and the producer the rest, on a sale with a coupon', async () => {
    beat = f.plain[0]!;
    await setSplit(beat, [
      { account: 'mixwiz', percent: 30 },
      { account: 'producer2@beatmarket.test', percent: 20 },
    ]);
    orderId = await f.buy([beat, f.plain[1]!], 'WELCOME10');
    const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
    const lines = await db().select().from(orderItems).where(eq(orderItems.orderId, orderId));
    const line = lines.find((l) => l.beatId === beat)!;
    expect(line.discount).toBeGreaterThan(0);
    expect(line.collaborators).toEqual([
      { user_id: mixId, percent: 30 },
      { user_id: f.ids.producer2, percent: 20 },
    ]);
    const rows = await rowsOf(orderId);
    // Everything the buyer paid is in the ledger, to the cent.
    expect(rows.reduce((a, r) => a + r.amount, 0)).toBe(order!.total);
    const mine = rows.filter((r) => r.item === line.id);
    const producers = mine.filter((r) => r.role !== 'house').reduce((a, r) => a + r.amount, 0);
    const house = mine.find((r) => r.role === 'house')!.amount;
    expect(producers + house).toBe(line.amount);
    const { main, parts } = splitToCollaborators(producers, [30, 20]);
    expect(mine.filter((r) => r.role !== 'house').map((r) => [r.payee, r.role, r.amount, r.percent])).toEqual([
      [f.ids.producer, 'producer', main, null],
      [mixId, 'coproducer', parts[0], 30],
      [f.ids.producer2, 'coproducer', parts[1], 20],
    ]);
    // The other line has no collaborators: the producer's part whole.
    const other = rows.filter((r) => r.item !== line.id && r.role !== 'house');
    expect(other.map((r) => r.role)).toEqual(['producer']);
  });

  it('shows each collaborator their part on their own statement', async () => {
    const start = `${today().slice(0, 7)}-01`;
    const closed = await f.c.admin.post('/private-api/income_statement/close', {
      period_start: start,
      period_end: today(),
    });
    expect(closed.status).toBe(200);
    const rows = await rowsOf(orderId);
    for (const [who, client, percent] of [
      [mixId, mix, 30],
      [f.ids.producer2, f.c.producer2, 20],
    ] as const) {
      const [s] = await db()
        .select()
        .from(incomeStatements)
        .where(inArray(incomeStatements.payeeId, [who]));
      const res = await client.get<StatementDetailData>(`/private-api/income_statement/${s!.id}`);
      expect(res.status).toBe(200);
      const item = res.body.data.items.find((i) => i.order_id === orderId)!;
      expect(item).toMatchObject({ role: 'coproducer', share_percent: percent, kind: 'sale' });
      expect(item.amount).toBe(rows.find((r) => r.payee === who)!.amount);
      // A collaborator reads their own statement only.
      if (who === f.ids.producer2) expect((await mix.get(`/private-api/income_statement/${s!.id}`)).status).toBe(403);
    }
  });

  it('a refund after the split changed takes back exactly what each was credited', async () => {
    await setSplit(beat, [{ account: 'producer2@beatmarket.test', percent: 90 }]);
    const before = await rowsOf(orderId);
    expect((await f.c.admin.post(`/private-api/order/${orderId}/refund`)).status).toBe(200);
    const after = await rowsOf(orderId);
    expect(after).toHaveLength(before.length * 2);
    for (const [payee, total] of net(after)) expect(total, payee).toBe(0);
    for (const r of before) expect(after).toContainEqual({ ...r, kind: 'refund', amount: 0 - r.amount });
  });
});

describe('any split, any cart, any refund (server sequence)', () => {
  it('the ledger holds what the buyer paid, nobody below zero, and a refund returns everyone to zero', async () => {
    const beats = f.plain.slice(2, 8);
    expect(beats.length).toBeGreaterThanOrEqual(4);
    let run = 0;
    const accounts = ['mixwiz', 'producer2@beatmarket.test', 'admin@beatmarket.test', 'buyer@beatmarket.test'];
    const split = fc
      .uniqueArray(fc.constantFrom(...accounts), { maxLength: 4 })
      .chain((names) =>
        fc.tuple(fc.constant(names), fc.array(fc.integer({ min: 1, max: 24 }), { minLength: 4, maxLength: 4 })),
      )
      .map(([names, ps]) => names.map((account, i) => ({ account, percent: ps[i]! })));
    await fc.assert(
      fc.asyncProperty(fc.array(split, { minLength: 1, maxLength: 2 }), fc.boolean(), async (splits, refund) => {
        const cart = splits.map(() => beats[run++ % beats.length]!);
        for (const [i, s] of splits.entries()) await setSplit(cart[i]!, s);
        const orderId = await f.buy([...new Set(cart)]);
        const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
        const rows = await rowsOf(orderId);
        expect(rows.reduce((a, r) => a + r.amount, 0)).toBe(order!.total);
        expect(rows.every((r) => Number.isInteger(r.amount) && r.amount >= 0)).toBe(true);
        if (refund) {
          expect((await f.c.admin.post(`/private-api/order/${orderId}/refund`)).status).toBe(200);
          for (const [payee, total] of net(await rowsOf(orderId))) expect(total, payee).toBe(0);
        }
      }),
      { numRuns: 5 },
    );
  });
});
