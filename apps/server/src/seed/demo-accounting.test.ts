import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponRedemptions, incomeStatements, orders } from '../db/schema/index.js';
import { createTestContext, type TestContext } from '../../test/helpers.js';
import { seedDemoAccounting } from './demo-accounting.js';

// Issue 17: the first start shows a closed month on /accounting (server.ts seeds it after the demo data).
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('demo accounting', () => {
  it('closes last month over a real sale, once, leaving the demo promo codes unused', async () => {
    await seedDemoAccounting(t.database.db, t.app.services);
    const statements = await t.database.db.select().from(incomeStatements);
    const now = new Date();
    const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 10);
    // The producer, the coproducer and the second producer's own beat: two payees.
    expect(statements.length).toBe(2);
    for (const s of statements) {
      expect(s).toMatchObject({ status: 'closed', periodStart: start });
      expect(s.amount).toBeGreaterThan(0);
      expect(s.gross).toBeGreaterThan(s.amount);
    }
    expect(await t.database.db.select().from(couponRedemptions)).toEqual([]);
    const [order] = await t.database.db.select().from(orders);
    expect(order!.status).toBe('fulfilled');
    expect(order!.createdAt.toISOString().slice(0, 7)).toBe(start.slice(0, 7));

    await seedDemoAccounting(t.database.db, t.app.services);
    expect(await t.database.db.select().from(incomeStatements)).toHaveLength(2);
    expect(await t.database.db.select().from(orders)).toHaveLength(1);
  });
});
