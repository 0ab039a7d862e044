import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientsByRole, type Client, createTestContext, type TestContext } from '../../../test/helpers.js';
import { halves } from './ranked-search.repository.js';

describe('the latest weeks in halves', () => {
  it('splits the weeks with data, the week after the newest beat going with the newer half', () => {
    expect(halves([1401, 1405])).toEqual({
      newer: ['pub:1403', 'pub:1404', 'pub:1405'],
      older: ['pub:1401', 'pub:1402'],
    });
    expect(halves([1401, 1404])).toEqual({ newer: ['pub:1402', 'pub:1403', 'pub:1404'], older: ['pub:1401'] });
    expect(halves([10, 11])).toEqual({ newer: ['pub:10', 'pub:11'], older: [] });
    expect(halves([10, 10])).toEqual({ newer: ['pub:10'], older: [] });
  });
});

let ctx: TestContext;
let visitor: Client;
let admin: Client;
beforeAll(async () => {
  ctx = await createTestContext();
  ({ visitor, admin } = await clientsByRole(ctx.app, '10.7.18', ['admin']));
  // 6,000 beats, one every 8 minutes back from now (33 days, several weeks): every one a numbat, and words
  // of falling density, so that whatever the weekday some fill a window from the newer weeks alone, some
  // need the older half too, and some the whole catalog.
  await ctx.database.db.execute(sql`
    insert into beats (slug, family, beat_type, title, description, price, published_at, bpm, producer_id, tag_slugs, search_text)
    select 'half-' || g, 'beat', 'plain', 'Numbat ' || g
        || case when g % 3 = 0 then ' Kiwi' else '' end || case when g % 5 = 0 then ' Quoll' else '' end
        || case when g % 7 = 0 then ' Dingo' else '' end || case when g % 9 = 0 then ' Wallaby' else '' end
        || case when g % 13 = 0 then ' Emu' else '' end, '', 0,
      now() - (g * 8 || ' minutes')::interval, 100, (select min(id) from users where role = 2), array[]::text[], ''
    from generate_series(1, 6000) g`);
  await ctx.database.db.execute(sql`analyze beats`);
});
afterAll(() => ctx.close());

const page = async (client: Client, search: string, n: number) => {
  const res = await client.get<{ title: string }[]>(
    `/private-api/beat/records?per_page=25&page=${n}&search=${encodeURIComponent(search)}`,
  );
  expect(res.status).toBe(200);
  const { csrf: _csrf, ...meta } = res.body.meta;
  return { titles: res.body.data.map((b) => b.title), meta };
};

describe('plain words read the newer weeks first', () => {
  // Administrators take the general path, one scan of the latest weeks; every beat here is published.
  it('answers page for page as one scan of the latest weeks does', async () => {
    for (const search of ['numbat', 'kiwi', 'quoll', 'dingo', 'wallaby', 'emu', 'numbat emu', 'dingo kiwi'])
      for (const n of [1, 2, 10]) {
        const general = await page(admin, search, n);
        expect(await page(visitor, search, n), `${search}, page ${n}`).toEqual(general);
      }
  });

  it('finds the newest matches first when relevance ties', async () => {
    // Every dingo ranks alike: the window is the 251 newest (g 7 … 1757), shown highest id first.
    const { titles, meta } = await page(visitor, 'dingo', 1);
    expect(meta.found).toBe(250);
    expect(titles.map((t) => Number(t.split(' ')[1]))).toEqual(Array.from({ length: 25 }, (_, i) => 7 * (251 - i)));
  });
});
