import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CloseResult, PayoutData } from '@beatmarket/shared';
import {
  contestVotes,
  coupons,
  incomeStatementItems,
  incomeStatements,
  ledgerEntries,
  users,
} from '../../db/schema/index.js';
import { Client, clientsByRole, createTestContext, type TestContext } from '../../../test/helpers.js';
import { mediaDataDir } from '../../../test/media-helpers.js';
import { api, contestBody, contestUpload, HOUR, readContest } from '../../../test/fixtures/contests.js';

// Issue 34: one vote per account per contest, counted exactly under concurrency and closed by the clock;
// administrators pick the winners and the prizes land as a ledger row (then statement and payout) or a coupon.
let t: TestContext;
let as: Record<'visitor' | 'buyer' | 'producer' | 'producer2' | 'admin', Client>;
const t0 = Date.now();
let clock = t0;
let id = 0;
/** The buyer's entry and the producer's (the two entrants). */
let buyerEntry = 0;
let producerEntry = 0;
beforeAll(async () => {
  t = await createTestContext({ DATA_DIR: mediaDataDir(), now: () => new Date(clock), RATE_LIMIT_SCALE: '100' });
  as = await clientsByRole(t.app, '10.34.2', ['buyer', 'producer', 'producer2', 'admin']);
  id = (await as.admin.post<{ id: number }>(`${api}/contests`, contestBody('votes', t0))).body.data.id;
  const enter = async (c: Client) => {
    const { token } = await contestUpload(t.app, c, 'contest_entry');
    return (await c.post<{ id: number }>(`${api}/contests/${id}/entries`, { title: 'Song', file_token: token })).body
      .data.id;
  };
  buyerEntry = await enter(as.buyer);
  producerEntry = await enter(as.producer);
}, 120_000);
afterAll(() => t.close());

const vote = (c: Client, entry_id: number) => c.post(`${api}/contests/${id}/vote`, { entry_id });
const votesFor = async (entry: number) =>
  (await t.database.db.select().from(contestVotes).where(eq(contestVotes.entryId, entry))).length;

describe('voting', () => {
  it('is closed while submissions are open', async () => {
    expect((await vote(as.producer2, buyerEntry)).status).toBe(409);
  });

  it('who may vote: visitor 401, a user once, an entrant not for their own entry', async () => {
    clock = t0 + 1.5 * HOUR;
    expect((await vote(as.visitor, buyerEntry)).status).toBe(401);
    expect((await vote(as.producer, producerEntry)).status).toBe(403);
    expect((await vote(as.producer, buyerEntry)).status).toBe(200);
    expect((await vote(as.producer, buyerEntry)).status).toBe(409);
    expect((await vote(as.buyer, producerEntry)).status).toBe(200);
    expect((await vote(as.admin, buyerEntry)).status).toBe(200);
    expect((await vote(as.producer2, 999_999)).status).toBe(422);
    // The counts are advice for administrators while voting runs; the public sees them once it has closed.
    expect((await readContest(as.visitor, 'votes')).body.data.entries.every((e) => e.votes === null)).toBe(true);
    const admin = (await readContest(as.admin, 'votes')).body.data;
    expect(admin.entries.map((e) => e.votes)).toEqual([2, 1]);
    expect((await readContest(as.producer, 'votes')).body.data.my_vote).toBe(buyerEntry);
  });

  it('counts exactly under concurrency: one account racing itself gets one vote', async () => {
    const before = await votesFor(producerEntry);
    const statuses = (await Promise.all(Array.from({ length: 20 }, () => vote(as.producer2, producerEntry)))).map(
      (r) => r.status,
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(await votesFor(producerEntry)).toBe(before + 1);
  });

  it('counts exactly under concurrency: many accounts at once, each counted once', async () => {
    const [{ hash }] = (await t.database.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.email, 'buyer@beatmarket.test'))) as [{ hash: string }];
    const voters: Client[] = [];
    for (let i = 0; i < 15; i++) {
      await t.database.db.insert(users).values({
        email: `voter${i}@beatmarket.test`,
        firstName: 'Voter',
        lastName: String(i),
        role: 1,
        passwordHash: hash,
      });
      const c = new Client(t.app, `10.34.3.${i + 1}`);
      await c.login(`voter${i}@beatmarket.test`);
      voters.push(c);
    }
    const before = await votesFor(buyerEntry);
    // Every voter sends two at once: fifteen land, fifteen are refused.
    const statuses = (await Promise.all(voters.flatMap((c) => [vote(c, buyerEntry), vote(c, buyerEntry)]))).map(
      (r) => r.status,
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(15);
    expect(statuses.filter((s) => s === 409)).toHaveLength(15);
    expect(await votesFor(buyerEntry)).toBe(before + 15);
  });

  it('closes at the deadline by the clock, with no flag flipped', async () => {
    clock = t0 + 2 * HOUR - 1;
    expect((await vote(as.producer2, buyerEntry)).status).toBe(409); // already voted
    clock = t0 + 2 * HOUR;
    // With its earlier vote taken away, the account is refused by the deadline alone.
    const freed = await t.database.db
      .delete(contestVotes)
      .where(and(eq(contestVotes.contestId, id), eq(contestVotes.entryId, producerEntry)))
      .returning();
    expect(freed.length).toBeGreaterThan(0);
    expect((await vote(as.producer2, producerEntry)).status).toBe(409);
    expect((await readContest(as.visitor, 'votes')).body.data.phase).toBe('closed');
  });
});

describe('winners and prizes', () => {
  const pick = (
    c: Client,
    winners = [
      { place: 1, entry_id: buyerEntry },
      { place: 2, entry_id: producerEntry },
    ],
  ) => c.post(`${api}/contests/${id}/winners`, { winners });

  it('cannot be picked before voting closes', async () => {
    clock = t0 + 1.5 * HOUR;
    expect((await pick(as.admin)).status).toBe(409);
    clock = t0 + 3 * HOUR;
  });

  it('who may pick: visitor 401, user 403, entrant 403, administrator once', async () => {
    expect((await pick(as.visitor)).status).toBe(401);
    expect((await pick(as.producer2)).status).toBe(403);
    expect((await pick(as.buyer)).status).toBe(403);
    const res = await pick(as.admin, [{ place: 1, entry_id: 999_999 }]);
    expect(res.status).toBe(422);
    expect(res.body.response_data?.errors?.[0]?.topic_id).toBe('winners.0.entry_id');
    // Two picks at once (a double click): one pays, the other is refused.
    const both = await Promise.all([pick(as.admin), pick(as.admin)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await pick(as.admin)).status).toBe(409);
  });

  it('the page shows the winners; the coupon code only to its winner and administrators', async () => {
    const shown = (await readContest(as.visitor, 'votes')).body.data;
    expect(shown.winners.map((w) => [w.place, w.entry_id])).toEqual([
      [1, buyerEntry],
      [2, producerEntry],
    ]);
    expect(shown.winners.every((w) => w.coupon_code === null)).toBe(true);
    expect(shown.entries.every((e) => typeof e.votes === 'number')).toBe(true);
    const code = (await readContest(as.producer, 'votes')).body.data.winners[1]!.coupon_code!;
    expect(code).toMatch(/^WIN-/);
    expect((await readContest(as.buyer, 'votes')).body.data.winners[1]!.coupon_code).toBeNull();
    expect((await readContest(as.admin, 'votes')).body.data.winners[1]!.coupon_code).toBe(code);
    // Paid prizes no longer change; the rest of the contest still may.
    const body = contestBody('votes', t0);
    const prizes = [{ place: 1, kind: 'cash', amount: 99_999 }];
    expect((await as.admin.post(`${api}/contests/${id}`, { ...body, prizes })).status).toBe(409);
    expect((await as.admin.post(`${api}/contests/${id}`, { ...body, title: 'Renamed after the fact' })).status).toBe(
      200,
    );
    const [coupon] = await t.database.db.select().from(coupons).where(eq(coupons.code, code));
    expect(coupon).toMatchObject({ percentOff: 50, buyX: 1, getY: 0 });
  });

  it('the cash prize is a ledger row of the winner, stated and paid by a payout, to the cent', async () => {
    const buyerId = (await t.database.db.select().from(users).where(eq(users.email, 'buyer@beatmarket.test')))[0]!.id;
    const rows = await t.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.payeeId, buyerId));
    expect(rows.map((r) => [r.kind, r.amount])).toEqual([['adjustment', 25_000]]);
    const today = new Date().toISOString().slice(0, 10);
    const closed = await as.admin.post<CloseResult>(`${api}/income_statement/close`, {
      period_start: today,
      period_end: today,
    });
    expect(closed.status).toBe(200);
    const [statement] = await t.database.db
      .select()
      .from(incomeStatements)
      .where(eq(incomeStatements.payeeId, buyerId));
    expect(statement!.amount).toBe(25_000);
    const items = await t.database.db
      .select()
      .from(incomeStatementItems)
      .where(eq(incomeStatementItems.statementId, statement!.id));
    expect(items.map((i) => i.description)).toEqual([expect.stringContaining('Contest prize')]);
    const payout = await as.admin.post<PayoutData>(`${api}/payout/create`, {
      statement_ids: [statement!.id],
      method: 'bank',
    });
    expect(payout.status).toBe(200);
    expect(payout.body.data.total).toBe(25_000);
  });
});
