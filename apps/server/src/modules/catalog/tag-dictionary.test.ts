import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers.js';
import type { Db } from '../../db/client.js';
import { tags } from '../../db/schema/index.js';
import { createTagDictionary, forgetTagNames } from './tag-dictionary.repository.js';

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

  it('a tag renamed keeping its slug: told here at once, noticed by another process within five minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const here = createTagDictionary(ctx.database.db);
    // Another process: the same database through a handle its dictionaries are not registered under.
    const elsewhere = createTagDictionary(Object.create(ctx.database.db) as Db);
    expect(names(await here([{ tagSlugs: ['brooding'] }]))).toEqual([['Brooding']]);
    expect(names(await elsewhere([{ tagSlugs: ['brooding'] }]))).toEqual([['Brooding']]);
    await ctx.database.db.update(tags).set({ name: 'BROODING' }).where(eq(tags.slug, 'brooding'));
    forgetTagNames(ctx.database.db);
    expect(names(await here([{ tagSlugs: ['brooding'] }]))).toEqual([['BROODING']]);
    expect(names(await elsewhere([{ tagSlugs: ['brooding'] }]))).toEqual([['Brooding']]);
    vi.advanceTimersByTime(5 * 60_000 + 1000);
    expect(names(await elsewhere([{ tagSlugs: ['brooding'] }]))).toEqual([['BROODING']]);
    await ctx.database.db.update(tags).set({ name: 'Brooding' }).where(eq(tags.slug, 'brooding'));
  });
});
