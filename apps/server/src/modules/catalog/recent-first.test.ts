import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientsByRole, type Client, createTestContext, type TestContext } from '../../../test/helpers.js';
import { createBeatsRepository } from './beats.repository.js';
import { publishWeek } from './filter-keys.js';

let ctx: TestContext;
let visitor: Client;
let buyer: Client;
let producer: Client;
let admin: Client;
beforeAll(async () => {
  ctx = await createTestContext();
  ({ visitor, buyer, producer, admin } = await clientsByRole(ctx.app, '10.7.15', ['buyer', 'producer', 'admin']));
  // 6,000 beats, one a minute back from now: even ones #trap, odd ones #drill, the oldest hundred also #rare, every fiftieth #mixed.
  await ctx.database.db.execute(sql`
    insert into beats (slug, family, beat_type, title, description, price, published_at, bpm, producer_id, tag_slugs, search_text)
    select 'recent-' || g, 'beat', 'plain', 'Quokka ' || g, '', 0, now() - (g || ' minutes')::interval, 90 + g % 3,
      (select min(id) from users where role = 2),
      case when g % 2 = 0 then array['trap'] else array['drill'] end || case when g > 5900 then array['rare'] else array[]::text[] end
        || case when g % 50 = 0 then array['mixed'] else array[]::text[] end, ''
    from generate_series(1, 6000) g`);
  // Plain words: 300 old wombats (a month back, one a minute) and 20 recent ones, so the newest weeks hold too few.
  await ctx.database.db.execute(sql`
    insert into beats (slug, family, beat_type, title, description, price, published_at, bpm, producer_id, tag_slugs, search_text)
    select 'wombat-' || g, 'beat', 'plain', case when g <= 20 then 'Wombat New ' else 'Wombat Old ' end || g, '', 0,
      case when g <= 20 then now() - (g || ' minutes')::interval else now() - interval '30 days' - (g || ' minutes')::interval end,
      120, (select min(id) from users where role = 2), array[]::text[], ''
    from generate_series(1, 320) g`);
  await ctx.database.db.execute(sql`analyze beats`);
});
afterAll(() => ctx.close());

const titles = async (search: string, page = 1, client = visitor) => {
  const res = await client.get<{ title: string }[]>(
    `/private-api/beat/records?per_page=25&page=${page}&search=${encodeURIComponent(search)}`,
  );
  expect(res.status).toBe(200);
  return {
    titles: res.body.data.map((b) => b.title),
    found: res.body.meta.found,
    total: res.body.meta.total,
    capped: Boolean(res.body.meta.other_query_info?.found_capped),
  };
};
const quokkas = (gs: number[]) => gs.map((g) => `Quokka ${g}`);
const range = (from: number, step: number, count: number) => Array.from({ length: count }, (_, i) => from + i * step);

describe('ranked searches with tags or tempo look at recent weeks first', () => {
  it('stores the publishing week the server computes', async () => {
    const rows = (await ctx.database.db.execute(
      sql`select published_at, filter_keys from beats where slug in ('recent-1', 'recent-6000')`,
    )) as unknown as { rows: { published_at: Date | string; filter_keys: string[] }[] };
    expect(rows.rows).toHaveLength(2);
    for (const r of rows.rows) expect(r.filter_keys).toContain(`pub:${publishWeek(new Date(r.published_at))}`);
  });

  it('finds the recent weeks of a large catalog', async () => {
    const weeks = await createBeatsRepository(ctx.database.db).recentWeeks();
    expect(weeks).not.toBeNull();
    const [from, to] = weeks!;
    expect(from).toBeLessThanOrEqual(publishWeek(new Date(Date.now() - 2500 * 60_000)));
    expect(to).toBe(publishWeek(new Date()) + 1);
  });

  it('ranks the newest matches when the recent weeks hold a full window', async () => {
    // Equal relevance: the window is the 251 newest even beats (2 … 502), shown newest id first.
    const r = await titles('quokka #trap');
    expect(r).toMatchObject({ found: 250, capped: true });
    expect(r.titles).toEqual(quokkas(range(502, -2, 25)));
    const tempo = await titles('quokka bpm:91');
    expect(tempo.titles).toEqual(quokkas(range(751, -3, 25)));
  });

  it('falls back to the whole catalog when the recent weeks hold too few', async () => {
    const r = await titles('quokka #rare');
    expect(r).toMatchObject({ found: 100, capped: false });
    expect(r.titles).toEqual(quokkas(range(6000, -1, 25)));
    // Some in the recent weeks, most before: the partial recent window must not be taken for the whole.
    const mixed = await titles('quokka #mixed');
    expect(mixed).toMatchObject({ found: 120, capped: false });
    expect(mixed.titles).toEqual(quokkas(range(6000, -50, 25)));
  });
});

describe('plain-word searches look at the newest weeks first', () => {
  it('ranks the newest matches when the newest weeks hold a full window', async () => {
    // Equal relevance: the window is the 251 newest quokkas (1 … 251), shown highest id first.
    const r = await titles('quokka');
    expect(r).toMatchObject({ found: 250, capped: true });
    expect(r.titles).toEqual(quokkas(range(251, -1, 25)));
  });

  it('falls back to the whole catalog when the newest weeks hold too few', async () => {
    // 20 recent wombats only in the newest weeks: taken alone, they would read as all there is.
    const r = await titles('wombat');
    expect(r).toMatchObject({ found: 250, capped: true });
    // The window is the 20 new and the 231 newest old ones (g 1 … 251); equal relevance shows the highest ids
    // first, old 251 … 227. The 20 new ones alone would have read as found: 20.
    expect(r.titles).toEqual(range(251, -1, 25).map((g) => `Wombat Old ${g}`));
  });
});

describe('plain words take prepared statements, for visitors and members', () => {
  // Administrators take the general path (they see every live beat); here every match is published, so
  // everyone sees the same beats, and the statements must answer as that path does.
  it('answers as the general path does, page for page', async () => {
    const asks: [string, number][] = [
      ['quokka', 1],
      ['quokka', 2],
      ['quokka', 10],
      ['QUOKKA 17', 1],
      ['wombat', 1],
      ['wombat', 10],
      ['wombat', 11],
      ['wombat old', 1],
      ['the new wombat', 1],
      ['new-wombat', 1],
      ['wombat 7', 1],
      ['and the', 1],
      ['wombat nwe 7', 1],
    ];
    for (const [search, page] of asks) {
      const general = await titles(search, page, admin);
      for (const client of [visitor, buyer, producer])
        expect(await titles(search, page, client), `${search}, page ${page}`).toEqual(general);
    }
    expect((await titles('wombat', 10)).titles).toHaveLength(25);
    expect((await titles('wombat nwe 7')).titles.length).toBeGreaterThan(0);
  });

  it("shows a member their own unpublished beats, and no one else's", async () => {
    await ctx.database.db.execute(sql`
      insert into beats (slug, family, beat_type, title, description, price, bpm, producer_id, tag_slugs, search_text)
      values ('wombat-draft', 'beat', 'plain', 'Wombat Draft', '', 0, 120,
        (select id from users where email = 'producer@beatmarket.test'), array[]::text[], '')`);
    const mine = await titles('wombat draft', 1, producer);
    expect(mine).toMatchObject({ titles: ['Wombat Draft'], found: 1 });
    expect(mine).toEqual(await titles('wombat draft', 1, admin));
    for (const client of [visitor, buyer])
      expect((await titles('wombat draft', 1, client)).titles).not.toContain('Wombat Draft');
  });
});
