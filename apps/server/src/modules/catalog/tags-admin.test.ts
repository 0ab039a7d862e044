import { eq, inArray } from 'drizzle-orm';
import type { TagData } from '@beatmarket/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beats, searchWords, tags } from '../../db/schema/index.js';
import { clientsByRole, createTestContext, type TestContext } from '../../../test/helpers.js';

let t: TestContext;
let c: Awaited<ReturnType<typeof clientsByRole<'buyer' | 'producer' | 'producer2' | 'admin'>>>;
const api = '/private-api';
type Beat = { id: number; tags_object: Record<string, { name: string; group: string }> };

/** A published beat of the producer's with these tags (as the beat editor writes them). */
async function beatWith(title: string, tagNames: [string, string][]) {
  const made = await c.producer.post<Beat>(`${api}/beat/create`, {
    family: 'beat',
    title,
    tags: tagNames.map(([name, group]) => ({ name, group })),
  });
  await t.database.db.update(beats).set({ publishedAt: new Date() }).where(eq(beats.id, made.body.data.id));
  return made.body.data.id;
}
const tagId = async (slug: string) =>
  (await t.database.db.select({ id: tags.id }).from(tags).where(eq(tags.slug, slug)))[0]?.id;
const found = async (search: string) =>
  (await c.visitor.get<Beat[]>(`${api}/beat/records?search=${encodeURIComponent(search)}`)).body.data.map((b) => b.id);
const columns = async (id: number) =>
  (
    await t.database.db.select({ slugs: beats.tagSlugs, text: beats.searchText }).from(beats).where(eq(beats.id, id))
  )[0]!;
const suggestions = async (term: string) =>
  (await c.visitor.get<{ value: string }[]>(`${api}/autosuggest/tag?search=${term}`)).body.data.map((s) => s.value);

beforeAll(async () => {
  t = await createTestContext();
  c = await clientsByRole(t.app, '10.7.84', ['buyer', 'producer', 'producer2', 'admin']);
});
afterAll(() => t.close());

describe('who manages tags: administrators only', () => {
  it('visitor 401; buyer, producer and another producer 403; administrator 200', async () => {
    const id = (await tagId('trap'))!;
    const calls = [
      ['GET', `${api}/tag/records`, undefined],
      ['POST', `${api}/tag/${id}/save`, { field: 'name', value: 'Trapp' }],
      ['POST', `${api}/tag/${id}/merge`, { into_id: id }],
      ['DELETE', `${api}/tag/${id}`, undefined],
    ] as const;
    for (const [method, url, payload] of calls) {
      const status = async (who: keyof typeof c) =>
        (await c[who].request({ method, url, ...(payload ? { payload } : {}) })).status;
      expect(
        [await status('visitor'), await status('buyer'), await status('producer'), await status('producer2')],
        url,
      ).toEqual([401, 403, 403, 403]);
    }
    expect(await tagId('trap')).toBe(id);
    expect((await c.visitor.get(`${api}/tag/${id}`)).status).toBe(200);
    const list = await c.admin.get<TagData[]>(`${api}/tag/records?search=trap`);
    expect(list.status).toBe(200);
    expect(list.body.data.find((x) => x.slug === 'trap')).toMatchObject({ name: 'Trap', group: 'genre' });
  });
});

describe('renaming, merging and deleting rewrite every beat’s tags and search in one go', () => {
  it('renames a misspelt tag: #tag search, suggestions and the cards follow', async () => {
    const a = await beatWith('Misspelt One', [['Drilll', 'genre']]);
    const b = await beatWith('Misspelt Two', [
      ['Drilll', 'genre'],
      ['Moody', 'mood'],
    ]);
    expect((await c.admin.get<TagData[]>(`${api}/tag/records?search=drilll`)).body.data[0]).toMatchObject({
      beat_count: 2,
    });
    const id = (await tagId('drilll'))!;
    // The cards name their tags from a process cache: it is read once before the rename.
    expect(await found('#drilll')).toEqual(expect.arrayContaining([a, b]));
    const res = await c.admin.post<TagData>(`${api}/tag/${id}/save`, { name: 'UK Drill', group: 'genre' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: 'UK Drill', slug: 'ukdrill', beat_count: 2 });
    expect(await found('#drilll')).toEqual([]);
    expect((await found('#ukdrill')).sort()).toEqual([a, b].sort());
    const { slugs, text } = await columns(b);
    expect(slugs).toEqual(['moody', 'ukdrill']);
    expect(text).toContain('UK Drill');
    expect(text).not.toContain('Drilll');
    expect(await suggestions('ukdri')).toEqual(['#ukdrill']);
    expect(await suggestions('drilll')).toEqual([]);
    // The words of the new name reach the spelling lexicon (its trigger runs on the search text).
    expect(await t.database.db.select().from(searchWords).where(eq(searchWords.word, 'uk'))).toHaveLength(1);
    // Same slug, new spelling and group: the cards show it at once.
    await c.admin.post(`${api}/tag/${id}/save`, { field: 'group', value: 'sounds-like' });
    const card = (await c.visitor.get<Beat[]>(`${api}/beat/records?search=${encodeURIComponent('#ukdrill')}`)).body
      .data[0]!;
    expect(card.tags_object.ukdrill).toMatchObject({ name: 'UK Drill', group: 'sounds-like' });
  });

  it('refuses a name that is already another tag (409, merge instead) and a name without letters (422)', async () => {
    await beatWith('Clash', [
      ['Lofi', 'genre'],
      ['Lo-Fii', 'genre'],
    ]);
    const id = (await tagId('lofii'))!;
    const clash = await c.admin.post(`${api}/tag/${id}/save`, { name: 'lo fi' });
    expect(clash.status).toBe(409);
    expect(clash.body.response_data?.topic_id).toBe('name');
    const empty = await c.admin.post(`${api}/tag/${id}/save`, { name: '!!' });
    expect(empty.status).toBe(422);
    expect((await c.admin.post(`${api}/tag/${id}/save`, { group: 'colour' })).status).toBe(422);
    expect(await tagId('lofii')).toBe(id);
  });

  it('merges a tag into another: each beat carries the survivor once, the other tag is gone', async () => {
    const both = await beatWith('Both', [
      ['Bap Boom Zed', 'genre'],
      ['Bapboomzedd', 'genre'],
    ]);
    const typo = await beatWith('Typo', [['Bapboomzedd', 'genre']]);
    const from = (await tagId('bapboomzedd'))!;
    const into = (await tagId('bapboomzed'))!;
    expect((await c.admin.post(`${api}/tag/${from}/merge`, { into_id: from })).status).toBe(422);
    expect((await c.admin.post(`${api}/tag/${from}/merge`, { into_id: 999_999 })).status).toBe(404);
    expect((await c.admin.post(`${api}/tag/${from}/merge`, { into_id: 'x' })).status).toBe(422);
    const res = await c.admin.post<TagData>(`${api}/tag/${from}/merge`, { into_id: into });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: into, slug: 'bapboomzed', beat_count: 2 });
    expect(await tagId('bapboomzedd')).toBeUndefined();
    expect((await columns(both)).slugs).toEqual(['bapboomzed']);
    expect((await columns(typo)).slugs).toEqual(['bapboomzed']);
    expect((await columns(typo)).text).toContain('Bap Boom Zed');
    expect((await found('#bapboomzed')).sort()).toEqual([both, typo].sort());
    expect(await found('#bapboomzedd')).toEqual([]);
  });

  it('deletes a tag from every beat', async () => {
    const id1 = await beatWith('Gone One', [
      ['Wrongtag', 'mood'],
      ['Keeper', 'mood'],
    ]);
    const id = (await tagId('wrongtag'))!;
    expect((await c.admin.delete(`${api}/tag/${id}`)).status).toBe(200);
    expect(await tagId('wrongtag')).toBeUndefined();
    expect(await columns(id1)).toEqual({ slugs: ['keeper'], text: expect.not.stringContaining('Wrongtag') });
    expect(await found('#wrongtag')).toEqual([]);
    expect(await found('#keeper')).toEqual([id1]);
    expect((await c.admin.delete(`${api}/tag/${id}`)).status).toBe(404);
  });

  it('leaves nothing half done when a step fails: the rename is undone with its beats', async () => {
    const id1 = await beatWith('Atomic', [['Atomik', 'genre']]);
    const id = (await tagId('atomik'))!;
    // A beat the refresh cannot write (a check that fails mid-transaction) stands for a crash between steps.
    await t.database.db.execute(
      `alter table beats add constraint test_no_atomic check (not (tag_slugs @> array['atomic']))`,
    );
    try {
      const res = await c.admin.post(`${api}/tag/${id}/save`, { name: 'Atomic' });
      expect(res.status).toBeGreaterThanOrEqual(400);
    } finally {
      await t.database.db.execute(`alter table beats drop constraint test_no_atomic`);
    }
    expect(await tagId('atomik')).toBe(id);
    expect((await columns(id1)).slugs).toEqual(['atomik']);
    const ids = await t.database.db
      .select({ id: tags.id })
      .from(tags)
      .where(inArray(tags.slug, ['atomic']));
    expect(ids).toEqual([]);
  });
});
