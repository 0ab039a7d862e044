import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers.js';
import { tags } from '../../db/schema/index.js';
import { createTagDictionary } from './tag-dictionary.repository.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.database.db.insert(tags).values([
    { name: 'Zeta Wave', slug: 'zetawave', group: 'genre' },
    { name: 'Alpha Wave', slug: 'alphawave', group: 'genre' },
    { name: 'Brooding', slug: 'brooding', group: 'mood' },
  ]);
});
afterAll(() => ctx.close());
afterEach(() => vi.useRealTimers());

const names = (rows: { _tags: { name: string }[] }[]) => rows.map((r) => r._tags.map((t) => t.name));

describe('tag dictionary', () => {
  it('names each row’s tags from its slugs, by group then name', async () => {
    const named = createTagDictionary(ctx.database.db);
    const rows = await named([{ tagSlugs: ['brooding', 'zetawave', 'alphawave'] }, { tagSlugs: [] }]);
    expect(rows[0]!._tags).toEqual([
      { name: 'Alpha Wave', slug: 'alphawave', group: 'genre' },
      { name: 'Zeta Wave', slug: 'zetawave', group: 'genre' },
      { name: 'Brooding', slug: 'brooding', group: 'mood' },
    ]);
    expect(rows[1]!._tags).toEqual([]);
  });

  it('names a tag created after its first read (by this process or another) at once', async () => {
    const named = createTagDictionary(ctx.database.db);
    expect(names(await named([{ tagSlugs: ['alphawave'] }]))).toEqual([['Alpha Wave']]);
    await ctx.database.db.insert(tags).values({ name: 'Glass Keys', slug: 'glasskeys', group: 'instruments' });
    expect(names(await named([{ tagSlugs: ['glasskeys', 'alphawave'] }]))).toEqual([['Alpha Wave', 'Glass Keys']]);
  });

  it('a slug with no tag row is left out, and looked for again only after a minute', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const named = createTagDictionary(ctx.database.db);
    expect(names(await named([{ tagSlugs: ['ghostly', 'brooding'] }]))).toEqual([['Brooding']]);
    // Had every page with that slug reloaded the table, this row would be named now.
    await ctx.database.db.insert(tags).values({ name: 'Ghostly', slug: 'ghostly', group: 'mood' });
    expect(names(await named([{ tagSlugs: ['ghostly', 'brooding'] }]))).toEqual([['Brooding']]);
    vi.advanceTimersByTime(61_000);
    expect(names(await named([{ tagSlugs: ['ghostly', 'brooding'] }]))).toEqual([['Brooding', 'Ghostly']]);
  });
});
