/**
 * Fills a PostgreSQL database with N generated beats for benchmarks: by default 1,000 producers and a
 * 25 × 25-word, 26-tag catalog (the figures since issue 14); with --realistic, realistic-catalog.ts's
 * thousands of words and tags with skewed popularity and 20,000 producers (issue 33).
 * Usage: DATABASE_URL=postgres://… node --import tsx apps/server/bench/generate-catalog.ts 1000000 [--realistic]
 */
import { sql } from 'drizzle-orm';
import { connectPostgres } from '../src/db/client.js';
import { seedDemo } from '../src/seed/seed.js';
import {
  PRODUCERS,
  REALISTIC_COLUMNS,
  WORDS,
  createVocabulary,
  dropVocabulary,
  realisticBeats,
  tagSlugs,
  vocabulary,
} from './realistic-catalog.js';
import { generateSoundVectors } from './sound-vectors.js';

const total = Number(process.argv[2] ?? 100_000);
const realistic = process.argv.includes('--realistic');
const words = vocabulary(WORDS);
const tagsByGroup = tagSlugs(words);
const sizes = { word: words.length, ...Object.fromEntries(Object.entries(tagsByGroup).map(([k, v]) => [k, v.length])) };
const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required');

const database = connectPostgres(url, 4);
await database.migrate();
await seedDemo(database.db);
const db = database.db;
const started = Date.now();

await db.execute(sql`
  insert into users (email, first_name, last_name, nickname, producer_identifier, role, password_hash)
  select 'gen' || g || '@bench.test', 'Gen', 'Producer ' || g, 'prod' || g, 'pid' || g, 2, null
  from generate_series(1, ${realistic ? PRODUCERS : 1000}::int) g
  on conflict do nothing`);

const WORDS_A = sql`array['Midnight','Golden','Velvet','Neon','Cold','Silent','Crystal','Broken','Electric','Paper','Lunar','Savage','Sunset','Ocean','Smoke','Royal','Wild','Faded','Frozen','Secret','Love','Dark','Piano','Summer','Street']`;
const WORDS_B = sql`array['Drive','Dreams','Rain','Heart','City','Waves','Crown','Ghost','Flex','Garden','Skies','Fire','Echo','Letters','Motion','Nights','It','Riot','Bloom','Season','Avenue','Keys','Sound','Vibes','Melody']`;
const GENRES = sql`array['hiphop','trap','drill','rnb','lofi','boombap','afrobeats','pop','reggaeton','dancehall']`;
const MOODS = sql`array['dark','chill','energetic','sad','happy','romantic','aggressive','dreamy']`;
const INSTR = sql`array['piano','guitar','808','strings','synth','flute','saxophone','bells']`;

// The search's GIN index keeps no pending list (decision 0064), so each row would be merged alone: a
// bulk load queues them instead, then merges the queue and leaves the index as the product has it.
const GIN = ['beats_find_gin'];
const fastupdate = (on: boolean) =>
  Promise.all(GIN.map((i) => db.execute(sql.raw(`alter index ${i} set (fastupdate = ${on})`))));
await fastupdate(true);
if (realistic) await createVocabulary(db, words, tagsByGroup);
const batch = 100_000;
for (let from = 1; from <= total; from += batch) {
  const to = Math.min(total, from + batch - 1);
  if (realistic) await db.execute(sql`insert into beats (${REALISTIC_COLUMNS}) ${realisticBeats(from, to, sizes)}`);
  else
    await db.execute(sql`
      insert into beats (slug, family, beat_type, title, description, price, published_at, bpm, producer_id, tag_slugs, search_text, plays, token)
      select 'gen-' || g, 'beat', 'plain',
        (${WORDS_A})[1 + (g * 7) % 25] || ' ' || (${WORDS_B})[1 + (g * 13 + g / 25) % 25],
        'A generated beat for benchmarks.', 0,
        now() - (g || ' minutes')::interval,
        60 + (g * 7) % 121,
        (select id from users where nickname = 'prod' || (1 + g % 1000)),
        array[(${GENRES})[1 + g % 10], (${MOODS})[1 + (g / 10) % 8], (${INSTR})[1 + (g / 80) % 8]],
        (${GENRES})[1 + g % 10] || ' ' || (${MOODS})[1 + (g / 10) % 8] || ' ' || (${INSTR})[1 + (g / 80) % 8] || ' prod' || (1 + g % 1000) || ' pid' || (1 + g % 1000),
        g % 1000, md5(g::text)
      from generate_series(${from}::int, ${to}::int) g`);
  console.log(`${to.toLocaleString('en-US')} beats (${((Date.now() - started) / 1000).toFixed(0)} s)`);
}

await fastupdate(false);
for (const index of GIN) await db.execute(sql`select gin_clean_pending_list(${index}::regclass)`);

// Real tag rows as the product writes them (cards show tag chips, "similar" reads them): one tags row
// per generated slug, then each beat's three slugs as beat_tags rows.
if (realistic) {
  await db.execute(sql`
    insert into tags (name, slug, "group")
    select initcap(replace(word, '-', ' ')), word, kind from bench_vocab where kind <> 'word'
    on conflict do nothing`);
  await dropVocabulary(db);
} else
  await db.execute(sql`
    insert into tags (name, slug, "group")
    select initcap(s), s, g from (
      select unnest(${GENRES}) as s, 'genre' as g union all
      select unnest(${MOODS}), 'mood' union all
      select unnest(${INSTR}), 'instruments') t
    on conflict do nothing`);
for (let from = 1; from <= total; from += batch) {
  const to = Math.min(total, from + batch - 1);
  await db.execute(sql`
    insert into beat_tags (beat_id, tag_id)
    select b.id, t.id from beats b cross join unnest(b.tag_slugs) s(slug) join tags t on t.slug = s.slug
    where b.slug in (select 'gen-' || g from generate_series(${from}::int, ${to}::int) g) and b.family = 'beat'
    on conflict do nothing`);
  console.log(`tags of ${to.toLocaleString('en-US')} beats (${((Date.now() - started) / 1000).toFixed(0)} s)`);
}
// What the pipeline stores of each master's sound (decision 0104), for the similar-beats bench.
for (let from = 1; from <= total; from += batch) {
  const to = Math.min(total, from + batch - 1);
  await generateSoundVectors(db, from, to);
  console.log(`sound of ${to.toLocaleString('en-US')} beats (${((Date.now() - started) / 1000).toFixed(0)} s)`);
}
await db.execute(sql`analyze beat_tags`);
await db.execute(sql`analyze tags`);
await db.execute(sql`analyze beats`);
await db.execute(sql`analyze users`);
console.log(`Generated ${total.toLocaleString('en-US')} beats in ${((Date.now() - started) / 1000).toFixed(0)} s`);
await database.close();
