import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientsByRole, Client, createTestContext, type TestContext } from '../../../test/helpers.js';

let ctx: TestContext;
let as: Record<'visitor' | 'buyer' | 'producer' | 'admin', Client>;
let ids: Record<string, number>;

beforeAll(async () => {
  ctx = await createTestContext();
  as = await clientsByRole(ctx.app, '10.20.0', ['buyer', 'producer', 'admin']);
  const list = await as.admin.get<{ id: number; email: string }[]>('/private-api/user/records?per_page=100');
  ids = Object.fromEntries(list.body.data.map((u) => [u.email.split('@')[0]!, u.id]));
});
afterAll(() => ctx.close());

describe('user entity policy', () => {
  it.each([
    ['visitor', 401],
    ['buyer', 403],
    ['producer', 403],
    ['admin', 200],
  ] as const)('list as %s → %i', async (role, status) => {
    expect((await as[role].get('/private-api/user/records')).status).toBe(status);
  });

  it('lists with totals, search, sort, filter and page size', async () => {
    const all = await as.admin.get<{ email: string }[]>('/private-api/user/records?sort=email');
    expect(all.body.meta).toMatchObject({ total: 4, found: 4 });
    expect(all.body.data.map((u) => u.email)).toEqual([...all.body.data.map((u) => u.email)].sort());
    const found = await as.admin.get<{ email: string }[]>('/private-api/user/records?search=CRUZ');
    expect(found.body.meta).toMatchObject({ total: 4, found: 1 });
    expect(found.body.data[0]!.email).toBe('producer2@beatmarket.test');
    const producers = await as.admin.get('/private-api/user/records?filter=' + encodeURIComponent('{"role":2}'));
    expect(producers.body.meta.found).toBe(2);
    const paged = await as.admin.get<unknown[]>('/private-api/user/records?per_page=10&page=2');
    expect(paged.body.data).toHaveLength(0);
    const fields = await as.admin.get<Record<string, unknown>[]>('/private-api/user/records?fields=id,email');
    expect(Object.keys(fields.body.data[0]!).sort()).toEqual(['email', 'id']);
  });

  it('refuses unknown sort and filter fields and bad page sizes with 422', async () => {
    for (const q of [
      'sort=password_hash',
      'filter=%7B%22password_hash%22%3A1%7D',
      'per_page=7',
      'page=0',
      'filter=notjson',
    ]) {
      const res = await as.admin.get(`/private-api/user/records?${q}`);
      expect(res.status, q).toBe(422);
    }
  });

  it('a user reads their own profile record but nobody else', async () => {
    expect((await as.buyer.get(`/private-api/user/${ids.buyer}`)).status).toBe(200);
    expect((await as.buyer.get(`/private-api/user/${ids.producer}`)).status).toBe(404);
    expect((await as.visitor.get(`/private-api/user/${ids.buyer}`)).status).toBe(404);
    expect((await as.admin.get(`/private-api/user/${ids.buyer}`)).status).toBe(200);
    expect((await as.admin.get('/private-api/user/99999')).body.response_data?.header).toBe('Record load error');
  });

  it('a user changes their own names but not their role or email', async () => {
    const ok = await as.buyer.post(`/private-api/user/${ids.buyer}/save`, { field: 'first_name', value: 'Jayden' });
    expect(ok.status).toBe(200);
    expect((ok.body.data as { first_name: string }).first_name).toBe('Jayden');
    const role = await as.buyer.post(`/private-api/user/${ids.buyer}/save`, { field: 'role', value: 3 });
    expect(role.status).toBe(403);
    const email = await as.buyer.post(`/private-api/user/${ids.buyer}/save`, { email: 'me@evil.test' });
    expect(email.status).toBe(403);
    // Another user's record does not exist for a non-administrator.
    const other = await as.producer.post(`/private-api/user/${ids.buyer}/save`, {
      field: 'first_name',
      value: 'Hacked',
    });
    expect(other.status).toBe(404);
    const me = await as.admin.get<{ first_name: string; role: number }>(`/private-api/user/${ids.buyer}`);
    expect(me.body.data).toMatchObject({ first_name: 'Jayden', role: 1 });
  });

  it('an administrator edits any user, with per-field validation and uniqueness', async () => {
    const promote = await as.admin.post(`/private-api/user/${ids.buyer}/save`, { field: 'role', value: 2 });
    expect(promote.status).toBe(200);
    const dev = await as.admin.post(`/private-api/user/${ids.buyer}/save`, { field: 'role', value: 4 });
    expect(dev.status).toBe(422);
    expect(dev.body.response_data?.topic_id).toBe('role');
    const bad = await as.admin.post(`/private-api/user/${ids.buyer}/save`, { field: 'email', value: 'not-an-email' });
    expect(bad.status).toBe(422);
    expect(bad.body.response_data?.topic_id).toBe('email');
    const taken = await as.admin.post(`/private-api/user/${ids.buyer}/save`, {
      field: 'email',
      value: 'producer@beatmarket.test',
    });
    expect(taken.status).toBe(409);
    expect(taken.body.response_data?.topic_id).toBe('email');
    const self = await as.admin.post(`/private-api/user/${ids.admin}/save`, { field: 'role', value: 1 });
    expect(self.status).toBe(403);
    await as.admin.post(`/private-api/user/${ids.buyer}/save`, { field: 'role', value: 1 });
  });

  it('only an administrator creates, deletes and restores; deleted users are archived and cannot log in', async () => {
    const body = { first_name: 'Tmp', last_name: 'User', email: 'tmp@example.com', role: 1, password: 'password1' };
    expect((await as.producer.post('/private-api/user/create', body)).status).toBe(403);
    const created = await as.admin.post<{ id: number }>('/private-api/user/create', body);
    expect(created.status).toBe(200);
    const id = created.body.data.id;
    expect((await as.producer.delete(`/private-api/user/${id}`)).status).toBe(404);
    expect((await as.admin.delete(`/private-api/user/${id}`)).status).toBe(200);
    expect((await new Client(ctx.app, '10.20.1.1').login('tmp@example.com', 'password1')).status).toBe(401);
    const live = await as.admin.get<{ id: number }[]>('/private-api/user/records?per_page=100');
    expect(live.body.data.some((u) => u.id === id)).toBe(false);
    const archived = await as.admin.get<{ id: number }[]>('/private-api/user/records?archived=true');
    expect(archived.body.data.map((u) => u.id)).toEqual([id]);
    expect((await as.admin.post(`/private-api/user/${id}/restore`)).status).toBe(200);
    expect((await new Client(ctx.app, '10.20.1.2').login('tmp@example.com', 'password1')).status).toBe(200);
    expect((await as.admin.delete(`/private-api/user/${ids.admin}`)).status).toBe(403);
  });

  it('lists producers publicly with public fields only', async () => {
    const res = await as.visitor.get<Record<string, unknown>[]>('/private-api/user/producers');
    expect(res.status).toBe(200);
    expect(res.body.data.map((p) => p.nickname).sort()).toEqual(['lenacruz', 'marcusreed']);
    expect(Object.keys(res.body.data[0]!).sort()).toEqual(['id', 'name', 'nickname', 'producer_identifier']);
  });
});
