import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientsByRole, type Client, createTestContext, type TestContext } from '../../../test/helpers.js';
import { COUNT_CAP } from './beats.repository.js';

interface Meta {
  total: number;
  found: number;
  other_query_info?: { found_capped?: boolean; total_capped?: boolean };
}

let ctx: TestContext;
let visitor: Client;
beforeAll(async () => {
  ctx = await createTestContext();
  ({ visitor } = await clientsByRole(ctx.app, '10.7.14', []));
  // More beats than the count cap: 'Quokka' in every title, 'Wombat' in 40 of them, all #trap at 90 bpm.
  await ctx.database.db.execute(sql`
    insert into beats (slug, family, beat_type, title, description, price, published_at, bpm, producer_id, tag_slugs, search_text)
    select 'count-' || g, 'beat', 'plain', 'Quokka ' || case when g <= 40 then 'Wombat ' else '' end || g, '', 0,
      now() - (g || ' minutes')::interval, 90, (select min(id) from users where role = 2), array['trap'], 'trap'
    from generate_series(1, ${COUNT_CAP + 20}::int) g`);
});
afterAll(() => ctx.close());

const list = async (query: string) => {
  const res = await visitor.get<{ id: number; title: string }[]>(`/private-api/beat/records?per_page=25&${query}`);
  expect(res.status).toBe(200);
  return {
    ids: res.body.data.map((b) => b.id),
    titles: res.body.data.map((b) => b.title),
    meta: res.body.meta as unknown as Meta,
  };
};

describe('capped counts', () => {
  it('stops counting a broad word search at the cap and says so', async () => {
    const { meta, titles } = await list('search=quokka');
    expect(meta.found).toBe(COUNT_CAP);
    expect(meta.other_query_info?.found_capped).toBe(true);
    // Over the cap, the matches alone prove the total capped (its count is not run).
    expect(meta.total).toBe(COUNT_CAP);
    expect(meta.other_query_info?.total_capped).toBe(true);
    expect(titles.every((t) => t.startsWith('Quokka'))).toBe(true);
  });

  it('counts a narrower word search exactly', async () => {
    const { meta, titles } = await list('search=wombat');
    expect(meta.found).toBe(40);
    expect(meta.other_query_info?.found_capped).toBeUndefined();
    expect(meta.total).toBe(COUNT_CAP);
    expect(meta.other_query_info?.total_capped).toBe(true);
    expect(titles).toHaveLength(25);
    const second = await list('search=wombat&page=2');
    expect(second.meta.found).toBe(40);
    expect(second.titles).toHaveLength(15);
    expect(new Set([...titles, ...second.titles]).size).toBe(40);
  });

  it('pages past the cap, and past the end, of a ranked search', async () => {
    const deep = await list(`search=quokka&page=${COUNT_CAP / 25 + 1}`);
    expect(deep.titles).toHaveLength(20);
    expect(deep.meta.other_query_info?.found_capped).toBe(true);
    const beyond = await list('search=wombat&page=3');
    expect(beyond.ids).toEqual([]);
    expect(beyond.meta.found).toBe(40);
  });

  it('caps filter-only counts and the total the same way', async () => {
    const { meta } = await list(`search=${encodeURIComponent('#trap bpm:90')}`);
    expect(meta).toMatchObject({
      found: COUNT_CAP,
      total: COUNT_CAP,
      other_query_info: { found_capped: true, total_capped: true },
    });
  });
});
