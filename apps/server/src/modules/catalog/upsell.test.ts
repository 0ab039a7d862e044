import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beats, beatTags } from '../../db/schema/index.js';
import { clientsByRole, createTestContext, type TestContext } from '../../../test/helpers.js';

let t: TestContext;
let c: Awaited<ReturnType<typeof clientsByRole<'producer'>>>;
type Beat = { id: number; family: string; purchasable: boolean; published_at: string | null; sold: boolean };
type Upsell = { beat: Beat[]; coupon: { title: string; code: string | null }[] };

beforeAll(async () => {
  t = await createTestContext();
  c = await clientsByRole(t.app, '10.7.13', ['producer']);
});
afterAll(() => t.close());

describe('beat upsell (the licence editor suggestions)', () => {
  it('offers purchasable beats that share the most tags, capped by the setting, with the store-wide offers', async () => {
    const list = (await c.visitor.get<Beat[]>('/private-api/beat/records?per_page=50')).body.data;
    const beat = list.find((b) => b.family === 'beat' && b.purchasable)!;
    const res = await c.visitor.post<Upsell>(`/private-api/beat/${beat.id}/upsell`, {});
    expect(res.status).toBe(200);
    const similar = res.body.data.beat;
    expect(similar.length).toBeGreaterThan(0);
    expect(similar.length).toBeLessThanOrEqual(6);
    expect(similar.every((b) => b.id !== beat.id && b.purchasable && b.family === 'beat')).toBe(true);
    expect(res.body.meta.updates).toEqual({ beat: similar, coupon: res.body.data.coupon });
    expect(res.body.data.coupon.map((x) => x.code)).toEqual([null]);

    // Ordered by shared tags: the first shares at least as many as the last.
    const mine = (
      await t.database.db
        .select()
        .from(beatTags)
        .where(sql`${beatTags.beatId} = ${beat.id}`)
    ).map((r) => r.tagId);
    const shared = async (id: number) =>
      (
        await t.database.db
          .select()
          .from(beatTags)
          .where(sql`${beatTags.beatId} = ${id} and ${beatTags.tagId} in ${mine}`)
      ).length;
    expect(await shared(similar[0]!.id)).toBeGreaterThanOrEqual(await shared(similar.at(-1)!.id));

    // A beat sold meanwhile drops out.
    await t.database.db
      .update(beats)
      .set({ sold: true })
      .where(inArray(beats.id, [similar[0]!.id]));
    const again = (await c.visitor.post<Upsell>(`/private-api/beat/${beat.id}/upsell`, {})).body.data.beat;
    expect(again.map((b) => b.id)).not.toContain(similar[0]!.id);
  });

  it('is not told about a beat the caller cannot see', async () => {
    const mine = (await c.producer.get<Beat[]>('/private-api/dashboard/beats?per_page=100')).body.data;
    const hidden = mine.find((b) => !b.published_at)!;
    expect((await c.visitor.post(`/private-api/beat/${hidden.id}/upsell`, {})).status).toBe(404);
    expect((await c.visitor.post('/private-api/beat/999999/upsell', {})).status).toBe(404);
  });
});
