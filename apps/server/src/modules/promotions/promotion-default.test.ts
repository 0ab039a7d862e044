import type { LivePromotionsData, PromotionData } from '@beatmarket/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientsByRole, type Client, createTestContext, type TestContext } from '../../../test/helpers.js';

// Issue 31: a new popup defaulted to "Shows when: Never" yet was listed live, so nobody ever saw it.
let ctx: TestContext;
let as: Record<'visitor' | 'admin', Client>;
beforeAll(async () => {
  ctx = await createTestContext();
  as = await clientsByRole(ctx.app, '10.83.1', ['admin']);
});
afterAll(() => ctx.close());

const api = '/private-api';
const hours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();

describe('a popup always has a condition', () => {
  it('a popup created without one shows on a first visit, and is the ad the layout shows', async () => {
    const res = await as.admin.post<PromotionData>(`${api}/promotion/create`, {
      title: 'Hello there',
      type: 'popup',
      published: true,
      published_from: hours(-1),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.condition).toBe('first_visit');
    const live = await as.visitor.get<LivePromotionsData>(`${api}/promotion/live`);
    expect(live.body.data.ad).toMatchObject({ id: res.body.data.id, condition: 'first_visit' });
  });

  it('a popup told "no condition" is refused on the condition, when created and when saved', async () => {
    const never = await as.admin.post(`${api}/promotion/create`, { title: 'Never', type: 'popup', condition: null });
    expect(never.status).toBe(422);
    expect(never.body.response_data?.topic_id).toBe('condition');

    const popup = await as.admin.post<PromotionData>(`${api}/promotion/create`, { title: 'Daily', type: 'popup' });
    const cleared = await as.admin.post(`${api}/promotion/${popup.body.data.id}/save`, {
      field: 'condition',
      value: null,
    });
    expect(cleared.status).toBe(422);
    expect(cleared.body.response_data?.topic_id).toBe('condition');

    // A banner keeps no condition; turned into a popup it needs one.
    const banner = await as.admin.post<PromotionData>(`${api}/promotion/create`, {
      title: 'Top',
      type: 'banner',
      condition: 'once_a_day',
    });
    expect(banner.body.data.condition).toBeNull();
    const turned = await as.admin.post(`${api}/promotion/${banner.body.data.id}/save`, {
      field: 'type',
      value: 'popup',
    });
    expect(turned.status).toBe(422);
    expect(turned.body.response_data?.topic_id).toBe('condition');
  });
});
