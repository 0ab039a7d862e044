import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { clientsByRole, type Client, createTestContext, type TestContext } from '../../../test/helpers.js';

let ctx: TestContext;
let as: Record<'visitor' | 'admin', Client>;
beforeAll(async () => {
  ctx = await createTestContext();
  as = await clientsByRole(ctx.app, '10.82.0', ['admin']);
});
afterAll(() => ctx.close());

/** What the list would be with JSON.stringify: the service's answer, through JSON. */
const plain = async (
  user: Awaited<ReturnType<TestContext['app']['services']['sessions']['userById']>>,
  query: string,
) =>
  JSON.parse(
    JSON.stringify(
      (await ctx.app.services.entities.list('beat', { user }, Object.fromEntries(new URLSearchParams(query)))).rows,
    ),
  );

describe('the beat list is serialised by its compiled schema', () => {
  it('writes every field as JSON.stringify would, for visitors and for administrators', async () => {
    const [admin] = await ctx.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'admin@beatmarket.test'));
    const adminUser = await ctx.app.services.sessions.userById(admin!.id);
    for (const [client, user] of [
      [as.visitor, null],
      [as.admin, adminUser],
    ] as const) {
      const query = 'per_page=100';
      const res = await client.get<unknown[]>(`/private-api/beat/records?${query}`);
      expect(res.status).toBe(200);
      expect(res.body.data.length).toBeGreaterThan(10);
      expect(res.body.data).toEqual(await plain(user, query));
    }
  });

  it('keeps asking for some fields only', async () => {
    const res = await as.visitor.get<Record<string, unknown>[]>(
      '/private-api/beat/records?per_page=10&fields=id,title',
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(10);
    for (const beat of res.body.data) expect(Object.keys(beat).sort()).toEqual(['id', 'title']);
  });
});
