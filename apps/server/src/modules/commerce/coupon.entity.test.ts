import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientsByRole, createTestContext, type TestContext } from '../../../test/helpers.js';

let t: TestContext;
let c: Awaited<ReturnType<typeof clientsByRole<'buyer' | 'producer' | 'admin'>>>;
type Coupon = {
  id: number;
  title: string;
  code: string | null;
  buy_x: number;
  get_y: number;
  percent_off: number | null;
  redeem_by: string;
};

beforeAll(async () => {
  t = await createTestContext();
  c = await clientsByRole(t.app, '10.7.12', ['buyer', 'producer', 'admin']);
});
afterAll(() => t.close());

const spring = { title: 'Spring 20', code: 'spring20', buy_x: 1, get_y: 0, percent_off: 20, redeem_by: '2030-04-30' };

describe('promo codes in the back office (coupon entity)', () => {
  it('are hidden from everyone but administrators', async () => {
    expect((await c.visitor.get('/private-api/coupon/records')).status).toBe(401);
    for (const who of [c.buyer, c.producer]) {
      expect((await who.get('/private-api/coupon/records')).status).toBe(403);
      expect((await who.post('/private-api/coupon/create', spring)).status).toBe(403);
    }
    const list = await c.admin.get<Coupon[]>('/private-api/coupon/records?search=welcome');
    expect(list.status).toBe(200);
    expect(list.body.data.map((x) => x.code)).toEqual(['WELCOME10']);
  });

  it('are created with per-field checks and unique codes', async () => {
    const bad = await c.admin.post('/private-api/coupon/create', {
      ...spring,
      code: 'no spaces',
      redeem_by: '2030-02-31',
      percent_off: 150,
    });
    expect(bad.status).toBe(422);
    expect(bad.body.response_data!.errors!.map((e) => e.topic_id).sort()).toEqual(['code', 'percent_off', 'redeem_by']);
    const nothing = await c.admin.post('/private-api/coupon/create', { ...spring, percent_off: null, get_y: 0 });
    expect(nothing.body.response_data!.errors).toEqual([
      { topic_id: 'get_y', message: 'Give at least one free beat, or a percentage off' },
    ]);
    const made = await c.admin.post<Coupon>('/private-api/coupon/create', spring);
    expect(made.status).toBe(200);
    expect(made.body.data).toMatchObject({ code: 'SPRING20', percent_off: 20, redeem_by: '2030-04-30' });
    const twice = await c.admin.post('/private-api/coupon/create', spring);
    expect(twice.status).toBe(409);
    expect((await c.buyer.post('/private-api/coupon/rebate/SPRING20')).status).toBe(200);
  });

  it('autosave one field at a time and never leave an offer that gives nothing', async () => {
    const [made] = (await c.admin.get<Coupon[]>('/private-api/coupon/records?search=spring')).body.data;
    // Not even its existence is told to someone who cannot read it.
    expect((await c.producer.post(`/private-api/coupon/${made!.id}/save`, { percent_off: 5 })).status).toBe(404);
    expect(
      (await c.admin.post<Coupon>(`/private-api/coupon/${made!.id}/save`, { percent_off: 5 })).body.data.percent_off,
    ).toBe(5);
    const emptied = await c.admin.post(`/private-api/coupon/${made!.id}/save`, { percent_off: null });
    expect(emptied.status).toBe(422);
    expect((await c.admin.get<Coupon>(`/private-api/coupon/${made!.id}`)).body.data.percent_off).toBe(5);
    expect((await c.admin.delete(`/private-api/coupon/${made!.id}`)).status).toBe(200);
    expect((await c.buyer.post('/private-api/coupon/rebate/SPRING20')).status).toBe(404);
    // The code is free again; bringing the old one back would make two, so that is refused.
    expect((await c.admin.post('/private-api/coupon/create', spring)).status).toBe(200);
    const restore = await c.admin.post(`/private-api/coupon/${made!.id}/restore`, {});
    expect(restore.status).toBe(409);
    expect(restore.body.response_data!.topic_id).toBe('code');
  });
});
