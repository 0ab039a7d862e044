import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientsByRole, createTestContext, type Client, type TestContext } from '../../../test/helpers.js';
import type { SessionUser } from '../../core/session-user.js';

/**
 * Issue 16 rule: every administrators' call is refused on the server. This walks the entity registry
 * as it is when the test runs, so an entity added later is checked without a new line here: each
 * entity whose list only administrators may read answers its list, export and every bulk action with
 * 401 to a visitor and 403 to a buyer and a producer; every archive (records and export) likewise.
 */
let t: TestContext;
let c: Awaited<ReturnType<typeof clientsByRole<'buyer' | 'producer' | 'admin'>>>;
const as = (role: number) => ({ user: { id: 1, role } as SessionUser });

beforeAll(async () => {
  // Every entity's calls by every role: the route limits (route-limits.test.ts) are raised for the sweep.
  t = await createTestContext({ RATE_LIMIT_SCALE: '100' });
  c = await clientsByRole(t.app, '10.16.4', ['buyer', 'producer', 'admin']);
});
afterAll(() => t.close());

function registry() {
  const { entities } = t.app.services;
  return entities.names().map((name) => {
    const def = entities.definition(name);
    const adminOnly = !def.policy.list({ user: null }) && !def.policy.list(as(1)) && !def.policy.list(as(2));
    const bulk = [...(def.deletedAtColumn ? ['archive', 'restore'] : []), ...Object.keys(def.bulk ?? {})];
    return { name, adminOnly, bulk, slug: def.idKind === 'slug' };
  });
}

const statuses = async (req: (who: Client) => Promise<{ status: number }>) => ({
  visitor: (await req(c.visitor)).status,
  buyer: (await req(c.buyer)).status,
  producer: (await req(c.producer)).status,
});
const REFUSED = { visitor: 401, buyer: 403, producer: 403 };

describe('every administrators-only call of the entity mechanism is refused to everyone else', () => {
  it('the registry has administrators-only lists to check (user, order, coupon, mail at least)', () => {
    const adminOnly = registry()
      .filter((e) => e.adminOnly)
      .map((e) => e.name);
    expect(adminOnly).toEqual(expect.arrayContaining(['user', 'order', 'coupon', 'mail']));
  });

  it('lists, exports and bulk actions of administrators-only entities: 401 visitor, 403 buyer and producer', async () => {
    for (const entity of registry().filter((e) => e.adminOnly)) {
      const base = `/private-api/${entity.name}`;
      expect(await statuses((who) => who.get(`${base}/records`)), `${entity.name} records`).toEqual(REFUSED);
      expect(await statuses((who) => who.get(`${base}/export`)), `${entity.name} export`).toEqual(REFUSED);
      for (const action of entity.bulk) {
        const body = { ids: [entity.slug ? 'tos' : 1] };
        expect(
          await statuses((who) => who.post(`${base}/bulk/${action}`, body)),
          `${entity.name} bulk ${action}`,
        ).toEqual(REFUSED);
      }
      expect((await c.admin.get(`${base}/export`)).status, `${entity.name} export (admin)`).toBe(200);
    }
  });

  it('the archive of every entity, listed or exported: administrators only', async () => {
    for (const entity of registry()) {
      for (const call of ['records', 'export']) {
        const url = `/private-api/${entity.name}/${call}?archived=1`;
        expect(await statuses((who) => who.get(url)), url).toEqual(REFUSED);
      }
    }
  });
});
