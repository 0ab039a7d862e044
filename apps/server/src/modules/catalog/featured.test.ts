import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientsByRole, type Client, createTestContext, type TestContext } from '../../../test/helpers.js';

interface Beat {
  id: number;
  feature_position: number | null;
}

let ctx: TestContext;
let as: Record<'visitor' | 'admin' | 'producer' | 'buyer', Client>;
let published: number[];

beforeAll(async () => {
  ctx = await createTestContext();
  as = await clientsByRole(ctx.app, '10.83.0', ['admin', 'producer', 'buyer']);
  const res = await as.visitor.get<Beat[]>('/private-api/beat/records?per_page=10&sort=-newest');
  published = res.body.data.map((b) => b.id);
});
afterAll(() => ctx.close());

/** What the home page's featured section asks for. */
const home = async () =>
  (
    await as.visitor.get<Beat[]>(
      `/private-api/beat/records?per_page=100&sort=featured&filter=${encodeURIComponent('{"placed":"featured"}')}`,
    )
  ).body.data.map((b) => b.id);

describe('Featured', () => {
  it('reorders the whole list in one call, and the home page shows that order', async () => {
    const order = [published[3]!, published[0]!, published[2]!];
    const res = await as.admin.post('/private-api/beat/feature_order', { ids: order });
    expect(res.status).toBe(200);
    expect(await home()).toEqual(order);
    const reversed = [...order].reverse();
    expect((await as.admin.post('/private-api/beat/feature_order', { ids: reversed })).status).toBe(200);
    expect(await home()).toEqual(reversed);
  });

  it('adds a beat at the end and removes one, keeping the others in order', async () => {
    await as.admin.post('/private-api/beat/feature_order', { ids: [published[1]!, published[2]!] });
    const added = await as.admin.post<Beat>(`/private-api/beat/${published[5]}/feature`);
    expect(added.status).toBe(200);
    expect(added.body.data.feature_position).toBe(3);
    // Adding again keeps its place.
    await as.admin.post(`/private-api/beat/${published[5]}/feature`);
    expect(await home()).toEqual([published[1], published[2], published[5]]);
    expect((await as.admin.post(`/private-api/beat/${published[2]}/unfeature`)).status).toBe(200);
    expect(await home()).toEqual([published[1], published[5]]);
  });

  it('empties the list with no ids', async () => {
    expect((await as.admin.post('/private-api/beat/feature_order', { ids: [] })).status).toBe(200);
    expect(await home()).toEqual([]);
  });

  it('refuses unknown and repeated ids with a field error and changes nothing', async () => {
    await as.admin.post('/private-api/beat/feature_order', { ids: [published[0]!] });
    const unknown = await as.admin.post('/private-api/beat/feature_order', { ids: [published[1]!, 99_999_999] });
    expect(unknown.status).toBe(422);
    expect(unknown.body.response_data?.errors?.[0]).toMatchObject({
      topic_id: 'ids',
      message: 'No such beat: 99999999',
    });
    const twice = await as.admin.post('/private-api/beat/feature_order', { ids: [published[1]!, published[1]!] });
    expect(twice.status).toBe(422);
    const wrong = await as.admin.post('/private-api/beat/feature_order', { ids: 'all' });
    expect(wrong.status).toBe(422);
    expect(await home()).toEqual([published[0]]);
  });

  it('is for administrators only: 401 for visitors, 403 for buyers and producers', async () => {
    for (const [who, status] of [
      ['visitor', 401],
      ['buyer', 403],
      ['producer', 403],
    ] as const) {
      const c = as[who];
      expect((await c.post('/private-api/beat/feature_order', { ids: [published[1]!] })).status, who).toBe(status);
      expect((await c.post(`/private-api/beat/${published[1]}/feature`)).status, who).toBe(status);
      expect((await c.post(`/private-api/beat/${published[0]}/unfeature`)).status, who).toBe(status);
    }
    expect(await home()).toEqual([published[0]]);
  });
});
