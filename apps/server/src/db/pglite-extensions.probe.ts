import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from './client.js';

/**
 * Run by pglite-extensions.test.ts in a child process: a trigram GIN index scan on a data dir reopened with
 * the extensions the app loads. A stuck scan blocks this process's event loop, so only a parent can time it out.
 */
const first = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
await first.exec(`create extension pg_trgm; create extension cube;
  create table words (word text primary key);
  create index words_trgm on words using gin (word gin_trgm_ops);
  insert into words select 'word' || g from generate_series(1, 2000) g;
  insert into words values ('zanzibar');`);
const reopened = await PGlite.create({ loadDataDir: await first.dumpDataDir('none'), extensions: PGLITE_EXTENSIONS });
await reopened.exec('set enable_seqscan = off');
const { rows } = await reopened.query<{ near: string }>(
  `select (select w.word from words w where w.word % t.x order by w.word <-> t.x limit 1) as near
   from unnest(array['zanzibr']) t(x)`,
);
const distance = await reopened.query<{ d: number }>(
  `select cube(array[1, 2]::float8[]) <-> cube(array[1, 3]::float8[]) as d`,
);
process.stdout.write(JSON.stringify({ near: rows[0]?.near, distance: distance.rows[0]?.d }));
process.exit(0);
