import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientsByRole, createTestContext, type TestContext } from '../../../test/helpers.js';

/**
 * Issue 13, races: counters stay equal to the rows they count whatever the concurrency. Each case
 * fires 50 requests at once; on PostgreSQL they really overlap (a pool of connections).
 */
let t: TestContext;
let c: Awaited<ReturnType<typeof clientsByRole<'buyer' | 'producer' | 'producer2' | 'admin'>>>;
const N = 50;

beforeAll(async () => {
  t = await createTestContext({ RATE_LIMIT_SCALE: '10' }); // 50 parallel comments from one account
  c = await clientsByRole(t.app, '10.13.2', ['buyer', 'producer', 'producer2', 'admin']);
});
afterAll(() => t.close());

async function row<T>(query: ReturnType<typeof sql>): Promise<T> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows[0]!;
}

/** A published beat of the demo producer nobody has rated, favored or commented yet. */
async function freshBeat(title: string): Promise<number> {
  const id = (await c.producer.post<{ id: number }>('/private-api/beat/create', { family: 'feature', title })).body.data
    .id;
  expect((await c.admin.post(`/private-api/beat/${id}/publish`)).status).toBe(200);
  return id;
}

async function counters(beatId: number) {
  return row<{
    rating_count: number;
    rating_half_points: number;
    favorites_count: number;
    comment_count: number;
    ratings: number;
    half_points: number;
    favorites: number;
    comments: number;
  }>(sql`
    select b.rating_count, b.rating_half_points, b.favorites_count, b.comment_count,
      (select count(*)::int from ratings r where r.beat_id = b.id) as ratings,
      (select coalesce(sum(r.half_points), 0)::int from ratings r where r.beat_id = b.id) as half_points,
      (select count(*)::int from favorites f where f.beat_id = b.id) as favorites,
      (select count(*)::int from comments m where m.beat_id = b.id and m.deleted_at is null) as comments
    from beats b where b.id = ${beatId}`);
}

const all = <T>(n: number, f: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => f(i)));

describe('counters under concurrency', { timeout: 120_000 }, () => {
  it('one account, one vote: 50 parallel first ratings count once; ratings of several accounts add up', async () => {
    const beatId = await freshBeat('Race Rating');
    const res = await all(N, (i) => c.buyer.post(`/private-api/beat/${beatId}/rate`, { value: (i % 5) + 1 }));
    expect(res.every((r) => r.status === 200)).toBe(true);
    let now = await counters(beatId);
    expect(now.ratings).toBe(1);
    expect([now.rating_count, now.rating_half_points]).toEqual([1, now.half_points]);

    await all(N, (i) =>
      [c.producer2, c.admin, c.buyer][i % 3]!.post(`/private-api/beat/${beatId}/rate`, { value: (i % 10) / 2 }),
    );
    now = await counters(beatId);
    expect(now.ratings).toBe(3);
    expect([now.rating_count, now.rating_half_points]).toEqual([3, now.half_points]);
  });

  it('favorites: 50 parallel favorites and unfavorites leave the count equal to the rows', async () => {
    const beatId = await freshBeat('Race Favorite');
    const clients = [c.buyer, c.producer2, c.admin, c.producer];
    await all(N, (i) => clients[i % 4]!.post(`/private-api/beat/${beatId}/favor`));
    let now = await counters(beatId);
    expect([now.favorites, now.favorites_count]).toEqual([4, 4]);
    await all(N, (i) => clients[i % 4]!.post(`/private-api/beat/${beatId}/${i % 2 ? 'unfavor' : 'favor'}`));
    now = await counters(beatId);
    expect(now.favorites_count).toBe(now.favorites);
  });

  it('comments: 50 parallel creates, then 50 parallel deletes of one comment and restores, keep comment_count equal to the live rows', async () => {
    const beatId = await freshBeat('Race Comment');
    const made = await all(N, (i) =>
      c.buyer.post<{ id: number }>('/private-api/comment/create', { beat_id: beatId, body: `Comment ${i}` }),
    );
    expect(made.every((r) => r.status === 200)).toBe(true);
    expect(await counters(beatId)).toMatchObject({ comments: N, comment_count: N });

    const target = made[0]!.body.data.id;
    const deleted = await all(N, () => c.buyer.delete(`/private-api/comment/${target}`));
    expect(deleted.every((r) => r.status < 500)).toBe(true);
    expect(await counters(beatId)).toMatchObject({ comments: N - 1, comment_count: N - 1 });

    await all(N, (i) =>
      i % 2
        ? c.admin.post(`/private-api/comment/${target}/restore`)
        : c.admin.delete(`/private-api/comment/${made[1]!.body.data.id}`),
    );
    const now = await counters(beatId);
    expect(now.comment_count).toBe(now.comments);
  });

  it('promo-code uses: 50 parallel checkouts of one buyer with a promo code use it once', async () => {
    const beats = (
      await c.visitor.get<{ id: number; family: string; purchasable: boolean }[]>(
        '/private-api/beat/records?per_page=50',
      )
    ).body.data;
    const beatId = beats.find((b) => b.family === 'beat' && b.purchasable)!.id;
    expect((await c.buyer.post(`/private-api/cart/upsert/${beatId}`, {})).status).toBe(200);
    expect((await c.buyer.post('/private-api/coupon/rebate/WELCOME10')).status).toBe(200);
    const address = { country: 'US', address: '1 Main St', city: 'Austin', state: 'TX', zip: '73301' };
    const payment = { method: 'card', number: '4242424242424242', expiry: '12/40', cvc: '123' };
    const res = await all(N, (i) =>
      c.buyer.post('/private-api/cart/order', { idempotency_key: `race-promo-${i}-abcdefgh`, address, payment }),
    );
    expect(res.filter((r) => r.status >= 500)).toEqual([]);
    const used = await row<{ uses: number; discounted: number }>(sql`
      select (select count(*)::int from coupon_redemptions r join coupons k on k.id = r.coupon_id where k.code = 'WELCOME10' and r.user_id = u.id) as uses,
        (select count(*)::int from orders o where o.user_id = u.id and o.discount > 0 and o.status in ('paid', 'fulfilled')) as discounted
      from users u where u.email = 'buyer@beatmarket.test'`);
    expect(used).toEqual({ uses: 1, discounted: 1 });
  });
});
