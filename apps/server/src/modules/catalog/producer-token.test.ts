import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientsByRole, type Client, createTestContext, type TestContext } from '../../../test/helpers.js';
import { users } from '../../db/schema/index.js';
import { producersNamed } from './beat-search.js';

/** Issue 31: an `@token` names the producers the autosuggest offers for it (decision 0076). */
let ctx: TestContext;
let as: Record<'visitor' | 'admin', Client>;
beforeAll(async () => {
  ctx = await createTestContext();
  as = await clientsByRole(ctx.app, '10.81.0', ['admin']);
});
afterAll(() => ctx.close());

type Beat = { producer_id: number; coproducer_id: number | null };
const found = async (c: Client, q: string) =>
  (await c.get<Beat[]>(`/private-api/beat/records?per_page=100&search=${encodeURIComponent(q)}`)).body.data;

describe('@producer tokens', () => {
  it('match the start of a handle or a name, as the suggestions do', async () => {
    const suggested = await as.visitor.get<{ id: number; label: string }[]>(
      '/private-api/autosuggest/producer?search=@lena',
    );
    expect(suggested.body.data.map((c) => c.label)).toEqual(['Lena Cruz (@lenacruz)']);
    const lena = suggested.body.data[0]!.id;
    const hers = await found(as.visitor, '@cruzcontrol');
    expect(hers.length).toBeGreaterThan(0);
    for (const token of ['@lena', '@LENA', '@cruz', '@lenac', '@cruzcon']) {
      const beats = await found(as.visitor, token);
      expect(beats.length, token).toBe(hers.length);
      expect(
        beats.every((b) => b.producer_id === lena || b.coproducer_id === lena),
        token,
      ).toBe(true);
    }
  });

  it('take a token literally (no LIKE wildcards) and find nothing for nobody', async () => {
    expect(await found(as.visitor, '@l_na')).toEqual([]);
    expect(await found(as.visitor, '@%')).toEqual([]);
    expect(await found(as.visitor, '@nobodyatall')).toEqual([]);
  });

  it('name buyers never, only producers', async () => {
    // The demo buyer is Jay Buyer: a producer token naming him finds no beat and no producer.
    expect(await found(as.visitor, '@jay')).toEqual([]);
  });

  it('export the same beats the list shows', async () => {
    const res = await ctx.app.inject({
      url: '/private-api/beat/export?search=%40lena',
      headers: { cookie: [...as.admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
      remoteAddress: as.admin.ip,
    });
    expect(res.statusCode).toBe(200);
    const lines = res.body.trim().split('\n').length - 1;
    expect(lines).toBe((await found(as.admin, '@lena')).length);
  });

  it('are read through the producers’ prefix indexes on a catalog with thousands of producers', async () => {
    const { db } = ctx.database;
    await db.execute(sql`
      insert into users (email, first_name, last_name, nickname, producer_identifier, role)
      select 'gen' || n || '@beatmarket.test', 'First' || n, 'Last' || n, 'nick' || n, 'ident' || n, 2
      from generate_series(1, 5000) n`);
    await db.execute(sql`analyze users`);
    const res = await db.execute(sql`explain select ${users.id} from ${users} where ${producersNamed(['lena'])}`);
    const plan = (res as { rows: Record<string, string>[] }).rows.map((r) => Object.values(r)[0]).join('\n');
    for (const index of ['nickname', 'identifier', 'first_name', 'last_name'])
      expect(plan).toContain(`users_producer_${index}_prefix_idx`);
    expect(plan).not.toContain('Seq Scan');
  });
});
