import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, clientsByRole, createTestContext, type TestContext } from '../../../test/helpers.js';

let ctx: TestContext;
let visitor: Client;
let admin: Client;
beforeAll(async () => {
  ctx = await createTestContext();
  visitor = new Client(ctx.app, '10.7.16.1');
  ({ admin } = await clientsByRole(ctx.app, '10.7.17', ['admin']));
  // Two statements of new beats and one edit: the words the triggers of migration 0032 must learn.
  const beat = (slug: string, title: string) => sql`
    insert into beats (slug, family, beat_type, title, description, price, published_at, bpm, producer_id, tag_slugs, search_text)
    values (${slug}, 'beat', 'plain', ${title}, '', 0, now(), 100, (select min(id) from users where role = 2), array[]::text[], '')`;
  await ctx.database.db.execute(beat('zanzibar-flute', 'Zanzibar Flute'));
  await ctx.database.db.execute(beat('plain-horns', 'Plain Horns'));
  await ctx.database.db.execute(sql`update beats set title = 'Quixotic Horns' where slug = 'plain-horns'`);
});
afterAll(() => ctx.close());

const answer = async (search: string) => {
  const res = await visitor.get<{ title: string }[]>(`/private-api/beat/records?search=${encodeURIComponent(search)}`);
  expect(res.status).toBe(200);
  return res.body;
};
const titles = async (search: string) => {
  const { data, meta } = await answer(search);
  return { titles: data.map((b) => b.title), found: meta.found };
};

describe('misspelt words are mended, then searched again', () => {
  it('learns the words of new and edited beats', async () => {
    const words = (await ctx.database.db.execute(
      sql`select word from search_words where word in ('zanzibar', 'flute', 'quixot', 'horn') order by word`,
    )) as unknown as { rows: { word: string }[] };
    expect(words.rows.map((r) => r.word)).toEqual(['flute', 'horn', 'quixot', 'zanzibar']);
  });

  it('finds a beat by its title misspelt', async () => {
    expect(await titles('zanzibr flute')).toEqual({ titles: ['Zanzibar Flute'], found: 1 });
    expect(await titles('quixottic')).toEqual({ titles: ['Quixotic Horns'], found: 1 });
  });

  it('leaves out a word with nothing near, and finds nothing when no word is left', async () => {
    expect(await titles('zanzibar xqzvw')).toEqual({ titles: ['Zanzibar Flute'], found: 1 });
    expect(await titles('xqzvw')).toEqual({ titles: [], found: 0 });
  });

  it('keeps a search whose words are all known as it was', async () => {
    // Both words are the catalog's, only never on the same beat: no word to mend, nothing found.
    expect(await titles('zanzibar quixotic')).toEqual({ titles: [], found: 0 });
  });

  it('says when it mended the words, so the page can tell the reader', async () => {
    expect((await answer('zanzibr flute')).meta.other_query_info?.mended).toBe(true);
    expect((await answer('zanzibar flute')).meta.other_query_info?.mended).toBeUndefined();
    expect((await answer('xqzvw')).meta.other_query_info?.mended).toBeUndefined();
  });

  it('exports what the list showed: the mended search, not an empty file', async () => {
    const csv = async (search: string) => {
      const res = await admin.get(`/private-api/beat/export?search=${encodeURIComponent(search)}`);
      expect(res.status).toBe(200);
      return String(res.body.data).trim().split('\n');
    };
    const mended = await csv('zanzibr flute');
    expect(mended).toHaveLength(2);
    expect(mended[1]).toContain('Zanzibar Flute');
    expect(await csv('xqzvw')).toHaveLength(1);
  });
});
