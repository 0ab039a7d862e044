import { PREFERENCES_PER_USER } from '@beatmarket/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientsByRole, createTestContext, type TestContext } from '../../../test/helpers.js';

let t: TestContext;
let c: Awaited<ReturnType<typeof clientsByRole<'buyer' | 'producer' | 'admin'>>>;
type Pref = { id: number; key: string; value: unknown };

beforeAll(async () => {
  // Fills a user's whole allowance of preferences at once: more creations than the hourly limit allows.
  t = await createTestContext({ RATE_LIMIT_SCALE: '10' });
  c = await clientsByRole(t.app, '10.7.34', ['buyer', 'producer', 'admin']);
});
afterAll(() => t.close());

const tableUsers = { key: 'table:/users', value: { per_page: 25, hidden_columns: ['email'] } };

describe('user preferences (each user’s own, saved on the server)', () => {
  it('are refused to visitors and set (created or replaced) by every signed-in role', async () => {
    expect((await c.visitor.get('/private-api/user_preference/records')).status).toBe(401);
    expect((await c.visitor.post('/private-api/user_preference/create', tableUsers)).status).toBe(401);
    for (const who of [c.buyer, c.producer, c.admin]) {
      const made = await who.post<Pref>('/private-api/user_preference/create', tableUsers);
      expect(made.status).toBe(200);
      expect(made.body.data).toMatchObject(tableUsers);
      // Setting the key again replaces its value in the same row.
      const again = await who.post<Pref>('/private-api/user_preference/create', {
        ...tableUsers,
        value: { per_page: 50 },
      });
      expect(again.body.data).toMatchObject({ id: made.body.data.id, value: { per_page: 50 } });
    }
  });

  it('are read and written only by their owner, administrators included', async () => {
    const buyers = await c.buyer.post<Pref>('/private-api/user_preference/create', { key: 'table:/orders', value: 10 });
    const id = buyers.body.data.id;
    for (const who of [c.producer, c.admin]) {
      const list = (await who.get<Pref[]>('/private-api/user_preference/records?per_page=0')).body.data;
      expect(list.map((p) => p.key)).toEqual(['table:/users']);
      expect((await who.get(`/private-api/user_preference/${id}`)).status).toBe(404);
      expect((await who.post(`/private-api/user_preference/${id}/save`, { value: 100 })).status).toBe(404);
      expect((await who.delete(`/private-api/user_preference/${id}`)).status).toBe(404);
    }
    expect((await c.visitor.get(`/private-api/user_preference/${id}`)).status).toBe(404);
    const own = await c.buyer.get<Pref[]>('/private-api/user_preference/records?filter={"key":["table:/orders"]}');
    expect(own.body.data).toEqual([expect.objectContaining({ id, key: 'table:/orders', value: 10 })]);
    const saved = await c.buyer.post<Pref>(`/private-api/user_preference/${id}/save`, {
      field: 'value',
      value: [1, 2],
    });
    expect(saved.body.data.value).toEqual([1, 2]);
    expect((await c.buyer.post(`/private-api/user_preference/${id}/save`, { key: 'table:/x' })).status).toBe(403);
    expect((await c.buyer.delete(`/private-api/user_preference/${id}`)).status).toBe(200);
    expect((await c.buyer.get(`/private-api/user_preference/${id}`)).status).toBe(404);
  });

  it('check keys and values per field and cap how many a user keeps', async () => {
    const bad = await c.buyer.post('/private-api/user_preference/create', {
      key: 'no key',
      value: { text: 'x'.repeat(4001) },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.response_data!.errors!.map((e) => e.topic_id).sort()).toEqual(['key', 'value']);
    const missing = await c.buyer.post('/private-api/user_preference/create', { key: 'table:/beats' });
    expect(missing.status).toBe(422);

    const have = (await c.producer.get<Pref[]>('/private-api/user_preference/records?per_page=0')).body.data.length;
    for (let i = have; i < PREFERENCES_PER_USER; i++) {
      expect((await c.producer.post('/private-api/user_preference/create', { key: `k:${i}`, value: i })).status).toBe(
        200,
      );
    }
    const over = await c.producer.post('/private-api/user_preference/create', { key: 'k:over', value: 1 });
    expect(over.status).toBe(422);
    expect(over.body.response_data!.topic_id).toBe('key');
    // A key already kept can still change.
    expect((await c.producer.post('/private-api/user_preference/create', { key: 'k:1', value: 2 })).status).toBe(200);
  });
});
