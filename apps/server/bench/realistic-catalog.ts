/**
 * A catalog that reads like a real store (issue 33), for generate-catalog.ts --realistic: thousands of
 * distinct title words and tags, both with Zipf-like popularity (a word's chance falls with its rank), a
 * few producers with thousands of beats and most with a handful, and plays and sales with a long tail.
 * Every draw is a hash of the beat's number, so two runs make the same catalog.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';

/** Real title words, most common first: the bench's searches ('love it', 'dark piano') find them often. */
const COMMON = (
  'love it dark night dream city heart fire rain gold cold blue moon star wave ghost money life ' +
  'summer street piano soul vibe high low wild young lost real free slow fast sweet bad new old ' +
  'midnight golden velvet neon silent crystal broken electric paper lunar savage sunset ocean smoke ' +
  'royal faded frozen secret drive dreams waves crown flex garden skies echo letters motion nights ' +
  'riot bloom season avenue keys sound vibes melody'
).split(' ');
/** Real words the bench asks for as rare ones ('guest', 'hip hop'): deep in the tail. */
const RARE = ['guest', 'hip', 'hop', 'orchid', 'harbor', 'velour', 'quartz', 'tundra'];
const SYLLABLES =
  'ba be bi bo bu da de di do du ka ke ki ko ku la le li lo lu ma me mi mo mu na ne ni no nu ra re ri ro ru sa se si so su ta te ti to tu va ve vi vo vu za ze zi zo zu'.split(
    ' ',
  );

/** `size` distinct words: the real ones first, made-up ones of two or three syllables after. */
export function vocabulary(size: number): string[] {
  const words = new Set(COMMON);
  for (let i = 0; words.size < size; i++) {
    const a = SYLLABLES[i % SYLLABLES.length]!;
    const b = SYLLABLES[Math.floor(i / SYLLABLES.length) % SYLLABLES.length]!;
    const c = i >= SYLLABLES.length ** 2 ? SYLLABLES[Math.floor(i / SYLLABLES.length ** 2) % SYLLABLES.length]! : '';
    words.add(`${a}${b}${c}`);
    // The rare real words at ranks about 3,000-6,000 of 8,000.
    const at = RARE.findIndex((_, k) => words.size === 3000 + k * 400);
    if (at >= 0) words.add(RARE[at]!);
  }
  return [...words].slice(0, size);
}

export const WORDS = 8000;
export const PRODUCERS = 20_000;
/** Tag groups: the demo's real tags come first in each, then made-up ones ('genre-kolu'). */
export const TAG_GROUPS = [
  {
    group: 'genre',
    size: 300,
    real: ['hiphop', 'trap', 'drill', 'rnb', 'lofi', 'boombap', 'afrobeats', 'pop', 'reggaeton', 'dancehall'],
  },
  {
    group: 'mood',
    size: 100,
    real: ['dark', 'chill', 'energetic', 'sad', 'happy', 'romantic', 'aggressive', 'dreamy'],
  },
  {
    group: 'instruments',
    size: 100,
    real: ['piano', 'guitar', '808', 'strings', 'synth', 'flute', 'saxophone', 'bells'],
  },
  { group: 'sounds-like', size: 1500, real: [] as string[] },
] as const;

/** Each group's slugs, real first. */
export function tagSlugs(words: string[]): Record<string, string[]> {
  return Object.fromEntries(
    TAG_GROUPS.map((g, gi) => {
      const made = words.slice(100 + gi * 1500).map((w) => `${g.group === 'sounds-like' ? 'like' : g.group}-${w}`);
      return [g.group, [...g.real, ...made].slice(0, g.size)];
    }),
  );
}

/** A uniform draw in [0, 1) from the beat number and a salt (SQL; deterministic). */
const draw = (salt: string) =>
  sql.raw(`((('x' || substr(md5(g::text || '${salt}'), 1, 8))::bit(32)::bigint & 2147483647) / 2147483648.0)`);
/** A rank in 1..n with Zipf-like odds: log-uniform, so rank 1 is drawn about as often as ranks 2-3 together. */
const zipf = (n: number, salt: string) => sql`(floor(exp(${draw(salt)} * ln(${n}::float8)))::int)`;

/** Columns of the SELECT below, in order, for the INSERT. */
export const REALISTIC_COLUMNS = sql.raw(
  'slug, family, beat_type, title, description, price, published_at, bpm, producer_id, tag_slugs, search_text, plays, token, sales',
);

/**
 * The words and each group's tag slugs as rows (kind, rank, word) of a scratch table the SELECT below draws
 * from: one JSON parameter each, since a driver sends a long array as one parameter per element.
 */
export async function createVocabulary(db: Db, words: string[], tags: Record<string, string[]>): Promise<void> {
  await db.execute(sql`drop table if exists bench_vocab`);
  await db.execute(sql`create table bench_vocab (kind text, rank int, word text, primary key (kind, rank))`);
  for (const [kind, list] of [['word', words] as const, ...Object.entries(tags)])
    await db.execute(sql`
      insert into bench_vocab select ${kind}, ordinality::int, value
      from jsonb_array_elements_text(${JSON.stringify(list)}::jsonb) with ordinality`);
}

export const dropVocabulary = (db: Db) => db.execute(sql`drop table if exists bench_vocab`);

/** The SELECT that makes beats g = from..to, their search text written as the product writes it. */
export function realisticBeats(from: number, to: number, sizes: Record<string, number>): SQL {
  const pick = (kind: string, salt: string) =>
    sql`(select word from bench_vocab where kind = ${kind} and rank = ${zipf(sizes[kind]!, salt)})`;
  return sql`
    select 'gen-' || g, 'beat', 'plain',
      initcap(${pick('word', 't1')} || ' ' || ${pick('word', 't2')} || case when ${draw('t3?')} < 0.4 then ' ' || ${pick('word', 't3')} else '' end),
      'A generated beat for benchmarks.', 0,
      now() - (g || ' minutes')::interval,
      case when ${draw('bpm?')} < 0.5 then 70 + floor(${draw('bpm')} * 40)::int else 120 + floor(${draw('bpm')} * 60)::int end,
      p.id, t.slugs,
      array_to_string(t.slugs, ' ') || ' ' || p.nickname || ' ' || p.producer_identifier,
      floor(exp(ln(1000000) * power(${draw('plays')}, 3)))::int, md5(g::text),
      floor(power(${draw('sales')}, 6) * 40)::int
    from generate_series(${from}::int, ${to}::int) g
    cross join lateral (
      select array(select distinct s from unnest(array[${pick('genre', 'g')}, ${pick('mood', 'm')}, ${pick('instruments', 'i')}]
        || case when ${draw('l?')} < 0.5 then array[${pick('sounds-like', 'l')}] else '{}'::text[] end) s order by s) as slugs
    ) t
    join users p on p.nickname = 'prod' || ${zipf(PRODUCERS, 'p')}`;
}
