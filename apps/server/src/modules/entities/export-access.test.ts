import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientsByRole, createTestContext, type TestContext } from '../../../test/helpers.js';

/**
 * Issue 31 (decision 0076): `GET /{entity}/export` answers only the roles that see the entity's admin list
 * (administrators): visitors 401, everyone else 403, public lists (the catalog) included. One request
 * reads at most EXPORT_MAX_ROWS rows and says so in `X-Export-Truncated`.
 */
let t: TestContext;
let c: Awaited<ReturnType<typeof clientsByRole<'buyer' | 'producer' | 'admin'>>>;
beforeAll(async () => {
  t = await createTestContext({ EXPORT_MAX_ROWS: '3' });
  c = await clientsByRole(t.app, '10.7.66', ['buyer', 'producer', 'admin']);
}, 120_000);
afterAll(() => t.close());

describe('every entity export, for each role', () => {
  it('is the administrators’ alone: visitors 401, buyers and producers 403', async () => {
    const got: Record<string, number[]> = {};
    const want: Record<string, number[]> = {};
    for (const entity of t.app.services.entities.names()) {
      const url = `/private-api/${entity}/export`;
      const def = t.app.services.entities.definition(entity);
      // An entity with its own list and no export source has no export: a 404 for those who may export.
      const admin = def.list && !def.exportSource ? 404 : 200;
      got[entity] = [];
      for (const who of ['visitor', 'buyer', 'producer', 'admin'] as const)
        got[entity].push((await c[who].get(url)).status);
      want[entity] = [401, 403, 403, admin];
    }
    expect(got).toEqual(want);
  }, 120_000);

  it('answers 401 and 403 with the reason', async () => {
    const res = await c.producer.get('/private-api/beat/export');
    expect(res.body.response_data?.error).toBe('Exports are for the people who manage this list');
  });
});

describe('the row cap (EXPORT_MAX_ROWS)', () => {
  it('cuts a longer list at the cap and says so; a shorter one is whole and says nothing', async () => {
    const beats = await c.admin.get('/private-api/beat/export');
    expect(beats.status).toBe(200);
    expect(String(beats.body.data).trim().split('\n')).toHaveLength(1 + 3);
    expect(beats.headers['x-export-truncated']).toBe('3');
    // Smaller batches than the cap are walked to the cap, not past it.
    const file = await t.app.services.entities.export('beat', { user: await adminUser() }, {}, 2);
    expect(file.truncated).toBe(true);
    let lines = 0;
    for await (const chunk of file.chunks) lines += chunk.trim().split('\n').length;
    expect(lines).toBe(1 + 3);

    const one = await c.admin.get(`/private-api/user/export?search=${encodeURIComponent('admin@beatmarket.test')}`);
    expect(String(one.body.data).trim().split('\n')).toHaveLength(2);
    expect(one.headers['x-export-truncated']).toBeUndefined();
  });

  it('caps report exports alike', async () => {
    const res = await c.admin.get('/private-api/report/intel-beats/export?from=2024-01-30&to=2024-03-02');
    expect(res.status).toBe(200);
    const rows = String(res.body.data).trim().split('\n').length - 1;
    expect(rows).toBeLessThanOrEqual(3);
    if (rows === 3) expect(res.headers['x-export-truncated']).toBe('3');
  });
});

async function adminUser() {
  const me = (await c.admin.get<{ id: number }>('/private-api/profile')).body.data;
  return (await t.app.services.sessions.userById(me.id))!;
}
