import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestContext, type TestContext } from './helpers.js';
import { ENTITIES, requestArb, urlOf, type Route } from './fuzz.requests.js';

/**
 * Issue 13: every route the app registers (collected by its `onRoute` hook, so a new route is fuzzed
 * without touching this file) gets malformed params, queries and bodies, as a visitor and as a
 * logged-in administrator with a valid CSRF token. No answer may be a 5xx, and a refused (4xx)
 * request may not change the database. FUZZ_RUNS and FUZZ_SEED run more or other requests
 * (docs/hardening.md).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 300);
const SEED = Number(process.env.FUZZ_SEED ?? 1313);

/**
 * Tables a refused request legitimately writes: `sessions` slides its expiry and last_seen_at on
 * every request of a logged-in user, refused or not; `rate_limits` counts failed attempts (a wrong
 * password, a bad captcha) and records used captcha nonces, which is its whole purpose.
 */
const TOUCHED_BY_REFUSALS = new Set(['sessions', 'rate_limits']);

let t: TestContext;
let visitor: Client;
let admin: Client;
let adminId: number;

async function checksums(): Promise<Map<string, string>> {
  const tables = (
    (await t.database.db.execute(
      sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
    )) as unknown as { rows: { tablename: string }[] }
  ).rows
    .map((r) => r.tablename)
    .filter((name) => !TOUCHED_BY_REFUSALS.has(name));
  const query = tables
    .map(
      (name) =>
        `select '${name}' as t, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from "${name}" x`,
    )
    .join(' union all ');
  const rows = ((await t.database.db.execute(sql.raw(query))) as unknown as { rows: { t: string; h: string }[] }).rows;
  return new Map(rows.map((r) => [r.t, r.h]));
}

beforeAll(async () => {
  // Thousands of calls from two clients: the route limits (tested in route-limits.test.ts) are raised.
  t = await createTestContext({ RATE_LIMIT_SCALE: '1000' });
  visitor = new Client(t.app, '10.13.9.1');
  admin = new Client(t.app, '10.13.9.2');
  await admin.login('admin@beatmarket.test');
  adminId = (await admin.get<{ id: number }>('/private-api/profile')).body.data.id;
});
afterAll(() => t.close());

function actionsOf(entity: string): string[] {
  try {
    return Object.keys(t.app.services.entities.definition(entity).actions ?? {});
  } catch {
    return [];
  }
}
const expand = (r: Route, entity: string): Route[] =>
  r.params.includes('action')
    ? [
        r,
        ...actionsOf(entity).map((a) => ({
          ...r,
          path: r.path.replace(':action', a),
          params: r.params.filter((p) => p !== 'action'),
        })),
      ]
    : [r];

describe('fuzzing every route', () => {
  it(
    `answers ${RUNS} malformed requests without a 5xx, and leaves the database as it was after each refusal`,
    { timeout: 600_000 },
    async () => {
      const routes: Route[] = t.app.routeList
        .map((line) => {
          const [method, path] = line.split(' ') as [string, string];
          return { method, path, params: [...path.matchAll(/:([a-z_]+)|\*/gi)].map((m) => m[1] ?? '*') };
        })
        .filter((r) => r.method !== 'OPTIONS' && r.path !== '/')
        // The generic entity routes serve every entity: one target per entity (and action), so each is fuzzed as often as a route of its own.
        .flatMap((r) =>
          r.params.includes('entity')
            ? ENTITIES.flatMap((e) =>
                expand({ ...r, path: r.path.replace(':entity', e), params: r.params.filter((p) => p !== 'entity') }, e),
              )
            : [r],
        );
      expect(routes.length).toBeGreaterThan(100);
      // Real ids, so requests also reach existing rows; never the administrator's own (a deleted
      // administrator would turn every later admin request into a visitor's).
      const ids = [1, 2, 3, 4, 5, 6, 7].filter((id) => id !== adminId);
      const actions = [...new Set(ENTITIES.flatMap(actionsOf))];
      const requests = fc.sample(requestArb(routes, ids, actions), { numRuns: RUNS, seed: SEED });

      const failures: string[] = [];
      let before = await checksums();
      const refusedPerRoute = new Map<string, number>();
      for (const r of requests) {
        const client = r.actor === 'admin' ? admin : visitor;
        const url = urlOf(r);
        const b = r.body;
        const res = await client.request({
          method: r.route.method as 'GET',
          url,
          ...(b.kind === 'json'
            ? { payload: JSON.stringify(b.value), headers: { 'content-type': 'application/json' } }
            : {}),
          ...(b.kind === 'raw' ? { payload: b.payload, headers: { 'content-type': b.contentType } } : {}),
        });
        const label =
          `${r.actor} ${r.route.method} ${url} ${b.kind === 'json' ? JSON.stringify(b.value) : b.kind === 'raw' ? JSON.stringify(b.payload) : ''}`.slice(
            0,
            600,
          );
        if (res.status >= 500) failures.push(`${res.status} ← ${label}`);
        const after = await checksums();
        if (res.status >= 400) {
          refusedPerRoute.set(r.route.path, (refusedPerRoute.get(r.route.path) ?? 0) + 1);
          const changed = [...after].filter(([table, h]) => before.get(table) !== h).map(([table]) => table);
          if (changed.length) failures.push(`${res.status} changed ${changed.join(', ')} ← ${label}`);
        }
        before = after;
        // A request that ended the administrator's session (a logout, a login attempt, a password
        // change) is followed by a new login, so the rest still runs as an administrator.
        if (r.actor === 'admin' && !admin.cookies.has('bm_sid')) {
          expect((await admin.login('admin@beatmarket.test')).status).toBe(200);
          before = await checksums();
        }
      }
      expect(failures).toEqual([]);
      // The fuzz reaches most routes with refusals (a check on the generator, not on the app).
      expect(refusedPerRoute.size).toBeGreaterThan(Math.min(routes.length / 3, RUNS / 4));
    },
  );
});
