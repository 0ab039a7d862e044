/**
 * Similar beats by sound beside today's tag-only query (decision 0104), on a catalog made by
 * generate-catalog.ts (which gives every beat a sound vector): p50/p95/p99 of each statement pair as the
 * beat page runs it, one connection, for random beats; then the sound description's time on a
 * synthesized 3-minute master (the ffmpeg decode of the first 90 s, and the analysis alone).
 * Usage: BENCH_DATABASE_URL=postgres://… node --import tsx apps/server/bench/similar-bench.ts [runs]
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { locateFfmpeg } from '../src/adapters/ffmpeg.js';
import { connectPostgres } from '../src/db/client.js';
import { createBeatsRepository } from '../src/modules/catalog/beats.repository.js';
import { ANALYSIS_RATE, toFloat32 } from '../src/modules/media/audio-pipeline.js';
import { describeFile } from '../src/modules/media/sound-backfill.js';
import { describeSound } from '../src/modules/media/sound-features.js';
import { synthesizeBeat } from '../src/modules/media/synth.js';
import { DEFAULT_SETTINGS } from '../src/modules/settings/defaults.js';
import { weightsOf } from '../src/modules/catalog/similar-blend.js';
import { generateSoundVectors } from './sound-vectors.js';

/** A catalog generated before decision 0104 gets its vectors once (about a minute per 100,000 beats). */
async function vectorsFor(db: Parameters<typeof generateSoundVectors>[0]): Promise<void> {
  const q = (await db.execute(sql`
    select count(*) filter (where sound is not null)::int as described, count(*)::int as generated
    from beats where slug like 'gen-%'`)) as unknown as { rows: { described: number; generated: number }[] };
  const { described, generated } = q.rows[0]!;
  if (Number(described) > 0 || Number(generated) === 0) return;
  for (let from = 1; from <= Number(generated); from += 100_000) {
    await generateSoundVectors(db, from, Math.min(Number(generated), from + 99_999));
    console.log(`sound vectors for ${Math.min(Number(generated), from + 99_999).toLocaleString('en-US')} beats`);
  }
  await db.execute(sql`analyze beats`);
}

const url = process.env.BENCH_DATABASE_URL;
if (!url) throw new Error('BENCH_DATABASE_URL is required');
const runs = Number(process.argv[2] ?? 300);
/** The goal for a beat's similar list at a million beats. */
const MAX_P95_MS = 30;

const database = connectPostgres(url, 2);
await database.migrate();
await vectorsFor(database.db);
const repo = createBeatsRepository(database.db);
const result = (await database.db.execute(sql`
  select id from beats where sound is not null and published_at is not null and deleted_at is null
    and available and not sold and family = 'beat' order by md5(id::text) limit ${runs}`)) as unknown as {
  rows: { id: number }[];
};
const ids = result.rows.map((r) => Number(r.id));
if (!ids.length) throw new Error('No beat has a sound vector: run bench:generate first');
const weights = weightsOf(DEFAULT_SETTINGS);
const limit = DEFAULT_SETTINGS.beat_profile_number_of_similar_beats;

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
async function time(label: string, run: (id: number) => Promise<unknown>): Promise<number> {
  for (const id of ids.slice(0, 20)) await run(id);
  const times: number[] = [];
  for (const id of ids) {
    const t = performance.now();
    await run(id);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  console.log(
    `| ${label} | ${pct(times, 50).toFixed(1)} | ${pct(times, 95).toFixed(1)} | ${pct(times, 99).toFixed(1)} |`,
  );
  return pct(times, 95);
}

const [{ n }] = (
  (await database.db.execute(sql`select count(*)::int as n from beats`)) as unknown as {
    rows: { n: number }[];
  }
).rows as [{ n: number }];
console.log(`\n## Similar beats, ${Number(n).toLocaleString('en-US')} beats, ${ids.length} random beats (ms)\n`);
console.log('| Query | p50 | p95 | p99 |\n|---|---|---|---|');
const bySound = await time('by sound (100 nearest, blended)', (id) => repo.similar(id, limit, weights));
await time('by tags (the query before decision 0104)', (id) => repo.similarByTags(id, limit));
if (bySound > MAX_P95_MS) {
  console.log(`\nSimilar by sound over ${MAX_P95_MS} ms at p95`);
  process.exitCode = 1;
}
await database.close();

// The description of a 3-minute master: what the pipeline adds to each upload.
const ffmpeg = locateFfmpeg();
const dir = await mkdtemp(path.join(tmpdir(), 'bm-sound-bench-'));
try {
  const master = path.join(dir, 'master.wav');
  await synthesizeBeat(ffmpeg, master, { bpm: 140, key: 'A minor', seconds: 180 });
  const median = async (run: () => unknown) => {
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const t = performance.now();
      await run();
      times.push(performance.now() - t);
    }
    return times.sort((x, y) => x - y)[2]!.toFixed(0);
  };
  // In the pipeline the PCM is already decoded: the analysis alone is what an upload waits longer.
  const mono = `aresample=${ANALYSIS_RATE},pan=mono|c0=0.5*c0+0.5*c1`;
  const pcm = toFloat32(await ffmpeg.run(['-i', master, '-af', mono, '-f', 'f32le', 'pipe:1']));
  const analysis = await median(() => describeSound({ samples: pcm, sampleRate: ANALYSIS_RATE }));
  const whole = await median(() => describeFile(ffmpeg, master));
  console.log(
    `\nSound description of a 3-minute master, median of 5: ${analysis} ms on the pipeline's PCM, ${whole} ms from the file (the backfill: decode of 90 s included)`,
  );
} finally {
  await rm(dir, { recursive: true, force: true });
}
