import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS, wrapPglite } from './client.js';

/**
 * Run by pglite-extensions.test.ts in a child process: the migrated schema, reopened as the app and the
 * tests reopen it, answers a misspelt word's nearest catalog word. A stuck trigram scan blocks this
 * process's event loop, so only a parent can time it out.
 */
const first = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
await wrapPglite(first).migrate();
await first.exec(`insert into search_words select 'word' || g from generate_series(1, 3000) g;
  insert into search_words values ('zanzibar') on conflict do nothing;`);
const db = await PGlite.create({ loadDataDir: await first.dumpDataDir('none'), extensions: PGLITE_EXTENSIONS });
const { rows } = await db.query<{ near: string }>(
  `select (select s.word from search_words s where s.word % t.x order by s.word <-> t.x, s.word limit 1) as near
   from unnest(array['zanzibr']) t(x)`,
);
const trigramIndexes = await db.query<{ n: number }>(
  `select count(*)::int as n from pg_indexes where indexdef like '%gin_trgm_ops%'`,
);
const distance = await db.query<{ d: number }>(
  `select cube(array[1, 2]::float8[]) <-> cube(array[1, 3]::float8[]) as d`,
);
process.stdout.write(
  JSON.stringify({ near: rows[0]?.near, trigramIndexes: trigramIndexes.rows[0]?.n, distance: distance.rows[0]?.d }),
);
process.exit(0);
