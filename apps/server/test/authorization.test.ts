import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beats } from '../src/db/schema/index.js';
import { makeFixtures, WHO, type Fixtures } from './authorization.fixtures.js';
import { ENTITY_ROWS } from './authorization.entities.js';
import { ROUTE_ROWS } from './authorization.routes.js';
import { createTestContext, type TestContext } from './helpers.js';
import { registeredRoutes } from './route-table.js';

/**
 * Issue 13: one policy table, route × viewer → status, over every route the server registers. A new
 * route fails the first test until its row is added to authorization.routes.ts (or, for an entity,
 * authorization.entities.ts).
 */
const TABLE = [...ROUTE_ROWS, ...ENTITY_ROWS];
export const AUTHORIZATION_CASES = TABLE.reduce((n, row) => n + row.cases.length * WHO.length, 0);

let t: TestContext;
let fx: Fixtures;
beforeAll(async () => {
  // Every route from one client address, many times: the per-route allowances are tested in route-limits.test.ts,
  // the upload quota in uploads.test.ts (store items' rows open two slots per viewer).
  t = await createTestContext({ RATE_LIMIT_SCALE: '1000', UPLOAD_QUOTA_SLOTS: '1000', OFFER_DAILY_LIMIT: '1000' });
  fx = await makeFixtures(t.app);
  // A play needs a preview to be heard (decision 0094): the table's two beats get one.
  await t.database.db
    .update(beats)
    .set({ demoUrl: '/media/public/previews/table.mp3' })
    .where(inArray(beats.id, [fx.ids.pub, fx.ids.draft]));
}, 180_000);
afterAll(() => t.close());

describe('authorization table', () => {
  it('has a row for every route the server registers, and none for routes it does not', () => {
    const registered = registeredRoutes(t.app);
    const tabled = new Set(TABLE.map((r) => r.route));
    const missing = registered.filter((r) => !tabled.has(r));
    expect(
      missing,
      `Routes with no row in the authorization table (add them to apps/server/test/authorization.routes.ts, or authorization.entities.ts for an entity): ${missing.join(', ')}`,
    ).toEqual([]);
    const stale = TABLE.filter((r) => !r.optional && !registered.includes(r.route)).map((r) => r.route);
    expect(stale, `Rows for routes the server does not register: ${stale.join(', ')}`).toEqual([]);
    expect(AUTHORIZATION_CASES).toBeGreaterThan(500);
  });

  const cases = TABLE.flatMap((row) =>
    row.cases.map((c) => ({ ...c, row, name: `${row.route}${c.on ? ` (${c.on})` : ''}` })),
  );
  it.each(cases)('$name', async ({ row, req, expect: expected, ownSession }) => {
    const [method] = row.route.split(' ') as [string];
    // An optional route that is not registered (the web app is not built) serves nobody.
    const absent = row.optional && !registeredRoutes(t.app).includes(row.route);
    const got: number[] = [];
    for (const who of WHO) {
      const client = ownSession ? await fx.client(who) : fx.clients[who];
      const { url, body } = await req(fx);
      got.push((await client.request({ method: method as 'GET', url, payload: body as object })).status);
    }
    if (absent)
      return expect(
        got.filter((s) => s < 400),
        row.route,
      ).toEqual([]);
    expect(Object.fromEntries(WHO.map((w, i) => [w, got[i]])), row.route).toEqual(
      Object.fromEntries(WHO.map((w, i) => [w, expected[i]])),
    );
  });
});
