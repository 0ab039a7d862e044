import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons } from '../../db/schema/index.js';
import { clientsByRole, createTestContext, type Client, type TestContext } from '../../../test/helpers.js';
import type { BulkAction } from './entity.types.js';

/** Issue 16: POST /{entity}/bulk/{action} (decision 0027). */
let t: TestContext;
let c: Awaited<ReturnType<typeof clientsByRole<'buyer' | 'producer' | 'producer2' | 'admin'>>>;
type Result = { done: (number | string)[]; failed: { id: number | string; message: string }[] };
type Rec = { id: number; deleted_at?: string | null; title?: string; comment_count?: number };
let serial = 0;

beforeAll(async () => {
  t = await createTestContext();
  c = await clientsByRole(t.app, '10.16.3', ['buyer', 'producer', 'producer2', 'admin']);
});
afterAll(() => t.close());

const coupon = async (code: string | null = null) => {
  const res = await c.admin.post<Rec>('/private-api/coupon/create', {
    title: `Bulk ${serial++}`,
    code,
    buy_x: 1,
    get_y: 0,
    percent_off: 5,
    redeem_by: '2099-12-31',
  });
  expect(res.status).toBe(200);
  return res.body.data.id;
};
const bulk = (who: Client, entity: string, action: string, ids: unknown[]) =>
  who.post<Result>(`/private-api/${entity}/bulk/${action}`, { ids });
const archivedIds = async (entity: string) =>
  (await c.admin.get<Rec[]>(`/private-api/${entity}/records?archived=1&per_page=100`)).body.data.map((r) => r.id);
const beatsOf = async (who: Client) =>
  (await who.get<Rec[]>('/private-api/beat/records?per_page=100&filter={"mine":"me"}')).body.data.map((b) => b.id);

describe('archive and restore in bulk', () => {
  it('archives the rows it may, reports the others, and restores them', async () => {
    const [a, b] = [await coupon(), await coupon()];
    const res = await bulk(c.admin, 'coupon', 'archive', [a, b, 2_000_000]);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ done: [a, b], failed: [{ id: 2_000_000, message: expect.any(String) }] });
    expect(await archivedIds('coupon')).toEqual(expect.arrayContaining([a, b]));
    const back = await bulk(c.admin, 'coupon', 'restore', [a, b]);
    expect(back.body.data).toEqual({ done: [a, b], failed: [] });
    expect(await archivedIds('coupon')).not.toContain(a);
  });

  it('a row the database refuses is undone alone (savepoint per row); the others commit', async () => {
    const reused = `BULK${Date.now() % 100000}`;
    const first = await coupon(reused);
    const other = await coupon();
    expect((await bulk(c.admin, 'coupon', 'archive', [first, other])).body.data.done).toEqual([first, other]);
    // The code is free again while the first is archived; restoring it would collide.
    await coupon(reused);
    const res = await bulk(c.admin, 'coupon', 'restore', [first, other]);
    expect(res.status).toBe(200);
    expect(res.body.data.done).toEqual([other]);
    expect(res.body.data.failed).toEqual([{ id: first, message: 'This value is already taken' }]);
    expect(await archivedIds('coupon')).toContain(first);
    expect(await archivedIds('coupon')).not.toContain(other);
  });

  it("a producer archives their own beats; another's are reported, not touched", async () => {
    const mine = (await beatsOf(c.producer)).slice(0, 2);
    const theirs = (await beatsOf(c.producer2))[0]!;
    const res = await bulk(c.producer, 'beat', 'archive', [...mine, theirs]);
    expect(res.status).toBe(200);
    expect(res.body.data.done).toEqual(mine);
    expect(res.body.data.failed.map((f) => f.id)).toEqual([theirs]);
    expect(await beatsOf(c.producer2)).toContain(theirs);
    // Only theirs: nothing to do at all is a refusal.
    expect((await bulk(c.producer, 'beat', 'archive', [theirs])).status).toBe(403);
    expect((await bulk(c.producer, 'beat', 'restore', mine)).body.data.done).toEqual(mine);
  });

  it('counters follow a bulk archive of comments once it commits', async () => {
    const beat = (await c.visitor.get<Rec[]>('/private-api/beat/records?per_page=10')).body.data[0]!;
    const count = async () => (await c.visitor.get<Rec>(`/private-api/beat/${beat.id}`)).body.data.comment_count;
    const ids: number[] = [];
    for (const body of ['one', 'two'])
      ids.push((await c.buyer.post<Rec>('/private-api/comment/create', { beat_id: beat.id, body })).body.data.id);
    const before = await count();
    expect((await bulk(c.buyer, 'comment', 'archive', ids)).body.data.done).toEqual(ids);
    expect(await count()).toBe(before! - 2);
    expect((await bulk(c.buyer, 'comment', 'restore', ids)).body.data.done).toEqual(ids);
    expect(await count()).toBe(before);
  });
});

describe('refusals', () => {
  it('per role on an administrators-only entity', async () => {
    const id = await coupon();
    expect((await bulk(c.visitor, 'coupon', 'archive', [id])).status).toBe(401);
    for (const who of [c.buyer, c.producer]) expect((await bulk(who, 'coupon', 'archive', [id])).status).toBe(403);
    expect(await archivedIds('coupon')).not.toContain(id);
  });

  it('ids: 1 to 1000 of the entity id type; unknown actions and entities without an archive are 404', async () => {
    const bad = async (entity: string, action: string, body: unknown) =>
      (await c.admin.post<Result>(`/private-api/${entity}/bulk/${action}`, body)).status;
    expect(await bad('coupon', 'archive', { ids: [] })).toBe(422);
    expect(await bad('coupon', 'archive', { ids: Array.from({ length: 1001 }, (_, i) => i + 1) })).toBe(422);
    expect(await bad('coupon', 'archive', { ids: ['abc'] })).toBe(422);
    expect(await bad('coupon', 'archive', { ids: [1.5] })).toBe(422);
    expect(await bad('coupon', 'archive', {})).toBe(422);
    expect(await bad('text_snippet', 'archive', { ids: [12] })).toBe(422);
    expect(await bad('coupon', 'explode', { ids: [1] })).toBe(404);
    expect(await bad('mail', 'archive', { ids: [1] })).toBe(404);
    expect(await bad('order', 'restore', { ids: [1] })).toBe(404);
    expect(await bad('nothing', 'archive', { ids: [1] })).toBe(404);
    const ok = await c.admin.post<Result>('/private-api/coupon/bulk/archive', { ids: [await coupon()] });
    expect(ok.status).toBe(200);
  });
});

describe("an entity's own bulk action", () => {
  it('runs per row inside the transaction; a row that throws is undone alone', async () => {
    const def = t.app.services.entities.definition('coupon');
    const [a, b, d] = [await coupon(), await coupon(), await coupon()];
    // A declared action that changes the row, then refuses one of them after the change.
    const rename: BulkAction = async (ctx, row, tx) => {
      await tx
        .update(coupons)
        .set({ title: `Renamed ${row.id}` })
        .where(eq(coupons.id, Number(row.id)));
      if (row.id === b) throw new Error('database trouble');
    };
    def.bulk = { rename };
    try {
      const res = await bulk(c.admin, 'coupon', 'rename', [a, b, d]);
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({
        done: [a, d],
        failed: [{ id: b, message: 'This record could not be changed' }],
      });
      const title = async (id: number) => (await c.admin.get<Rec>(`/private-api/coupon/${id}`)).body.data.title;
      expect(await title(a)).toBe(`Renamed ${a}`);
      expect(await title(b)).toMatch(/^Bulk /);
      expect(await title(d)).toBe(`Renamed ${d}`);
      expect((await bulk(c.buyer, 'coupon', 'rename', [a])).status).toBe(403);
    } finally {
      delete def.bulk;
    }
  });
});
