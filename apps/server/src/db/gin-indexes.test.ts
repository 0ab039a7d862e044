import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/database.js';
import type { Database } from './client.js';
import { rowsOf } from './rows.js';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

// Every search reads a GIN index's whole pending list, and counter updates rewrite beats rows all day
// (decision 0064): the search's GIN indexes must have none, on a migrated database as on a new one.
it('keeps no pending list on the catalog GIN indexes', async () => {
  const rows = rowsOf<{ relname: string; reloptions: string[] | null }>(
    await database.db.execute(
      sql`select relname, reloptions from pg_class where relname in ('beats_find_gin', 'search_words_trgm') order by relname`,
    ),
  );
  expect(rows).toEqual([
    { relname: 'beats_find_gin', reloptions: ['fastupdate=false'] },
    // PGlite does without its trigram GIN indexes (PGLITE_DROPPED_INDEXES in client.ts).
    ...(database.kind === 'postgres' ? [{ relname: 'search_words_trgm', reloptions: ['fastupdate=false'] }] : []),
  ]);
});
