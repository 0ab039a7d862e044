import type { LivePromotionsData, PromotionData } from '@beatmarket/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientsByRole, type Client, createTestContext, type TestContext } from '../../../test/helpers.js';

let ctx: TestContext;
let as: Record<'visitor' | 'buyer' | 'producer' | 'admin', Client>;
beforeAll(async () => {
  ctx = await createTestContext();
  as = await clientsByRole(ctx.app, '10.83.0', ['buyer', 'producer', 'admin']);
});
afterAll(() => ctx.close());

const api = '/private-api';
const hours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();
const live = async () => (await as.visitor.get<LivePromotionsData>(`${api}/promotion/live`)).body.data;
const create = async (body: object) => {
  const res = await as.admin.post<PromotionData>(`${api}/promotion/create`, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};

describe('promotions', () => {
  it('only administrators manage them; every field is checked, with the window and the promo code', async () => {
    const input = { title: 'Summer sale', type: 'banner', published: true };
    expect((await as.visitor.post(`${api}/promotion/create`, input)).status).toBe(401);
    for (const who of [as.buyer, as.producer]) {
      expect((await who.post(`${api}/promotion/create`, input)).status).toBe(403);
      expect((await who.get(`${api}/promotion/records`)).status).toBe(403);
    }
    const bad = await as.admin.post(`${api}/promotion/create`, {
      title: '',
      type: 'toast',
      url: 'javascript:alert(1)',
      condition: 'sometimes',
      published_to: 'soon',
    });
    expect(bad.status).toBe(422);
    expect(bad.body.response_data?.errors?.map((e) => e.topic_id).sort()).toEqual([
      'condition',
      'published_to',
      'title',
      'type',
      'url',
    ]);
    const backwards = await as.admin.post(`${api}/promotion/create`, {
      ...input,
      published_from: hours(2),
      published_to: hours(1),
    });
    expect(backwards.status).toBe(422);
    expect(backwards.body.response_data?.topic_id).toBe('published_to');
    const noCoupon = await as.admin.post(`${api}/promotion/create`, { ...input, coupon_id: 999_999 });
    expect(noCoupon.status).toBe(422);
    expect(noCoupon.body.response_data?.topic_id).toBe('coupon_id');

    const made = await create({ ...input, published: false, published_to: hours(5) });
    // A saved start after the saved deadline is refused on the deadline, like the form says.
    const late = await as.admin.post(`${api}/promotion/${made.id}/save`, { field: 'published_from', value: hours(6) });
    expect(late.status).toBe(422);
    expect(late.body.response_data?.topic_id).toBe('published_to');
    const list = await as.admin.get<PromotionData[]>(`${api}/promotion/records`);
    expect(list.body.data.map((p) => p.title)).toContain('Summer sale');
  });

  it('everyone reads the first published banner and the first popup with a condition, inside their window', async () => {
    const coupon = await as.admin.post<{ id: number }>(`${api}/coupon/create`, {
      title: 'Bundle',
      code: 'BEATS3',
      buy_x: 2,
      get_y: 1,
      percent_off: null,
      redeem_by: '2099-01-01',
    });
    expect(coupon.status).toBe(200);
    await create({ title: 'Hidden banner', type: 'banner', published: false });
    await create({ title: 'Ended banner', type: 'banner', published: true, published_to: hours(-1) });
    await create({ title: 'Future banner', type: 'banner', published: true, published_from: hours(3) });
    const banner = await create({
      title: 'Black Friday',
      type: 'banner',
      url: '/beats',
      published: true,
      published_from: hours(-1),
      published_to: hours(26),
      coupon_id: coupon.body.data.id,
    });
    const ad = await create({
      title: 'Welcome',
      type: 'popup',
      image_url: 'https://cdn.example/welcome.png',
      published: true,
      condition: 'first_visit',
      published_from: hours(-2),
    });

    for (const who of [as.visitor, as.buyer, as.admin])
      expect((await who.get(`${api}/promotion/live`)).status).toBe(200);
    const shown = await live();
    expect(shown.banner).toMatchObject({
      id: banner.id,
      title: 'Black Friday',
      url: '/beats',
      offer: 'Buy 2, get 1 free with code BEATS3',
      deadline: banner.published_to,
    });
    expect(shown.ad).toMatchObject({
      id: ad.id,
      condition: 'first_visit',
      image_url: 'https://cdn.example/welcome.png',
    });
    expect(Math.abs(Date.parse(shown.now) - Date.now())).toBeLessThan(60_000);

    // An edit here drops the cached answer at once: unpublished, the next one takes over.
    expect(
      (await as.admin.post(`${api}/promotion/${banner.id}/save`, { field: 'published', value: false })).status,
    ).toBe(200);
    expect((await live()).banner).toBeNull();
    expect((await as.admin.delete(`${api}/promotion/${ad.id}`)).status).toBe(200);
    expect((await live()).ad).toBeNull();
    // A deleted promo code takes its offer out of the banner, never the banner itself.
    await as.admin.post(`${api}/promotion/${banner.id}/save`, { field: 'published', value: true });
    expect((await as.admin.delete(`${api}/coupon/${coupon.body.data.id}`)).status).toBe(200);
    await as.admin.post(`${api}/promotion/${banner.id}/save`, { field: 'title', value: 'Black Friday week' });
    expect((await live()).banner).toMatchObject({ title: 'Black Friday week', offer: null });
  });
});
