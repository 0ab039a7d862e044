/**
 * The download builder (issue 17, decision 0041) on a large package: synthetic WAV masters and trackout
 * ZIPs in a temporary local store (a repeated random megabyte, so writing them costs little), one package
 * of all of them built by the real worker, timed, with the process's peak RSS sampled every 50 ms. Then
 * `unzip -t` checks every entry's CRC. Runs on a fresh embedded database (or BENCH_DATABASE_URL).
 * With --kill (needs BENCH_DATABASE_URL, PostgreSQL): a second process (download-builder-child.ts) builds
 * the package with a 3 s lease and is killed with SIGKILL at about a third; this process then takes the
 * build over once the lease has run out, restarts it and finishes it, and `unzip -t` checks the result.
 * Usage: node --import tsx apps/server/bench/download-builder-bench.ts [total MB, default 2048] [--keep] [--kill]
 */
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { seedDemo } from '../src/seed/seed.js';
import { buildServices } from '../src/services.js';

const TOTAL_MB = Number(process.argv[2] ?? 2048);
const KEEP = process.argv.includes('--keep');
const KILL = process.argv.includes('--kill');
if (KILL && !process.env.BENCH_DATABASE_URL) throw new Error('--kill needs BENCH_DATABASE_URL (PostgreSQL)');
const BEATS = 8;
const MB = 1024 * 1024;

const dir = mkdtempSync(path.join(tmpdir(), 'bm-dl-bench-'));
const config = loadConfig({
  NODE_ENV: 'production',
  DATA_DIR: dir,
  APP_SECRET: 'bench-secret-bench-secret-bench-secret',
  DEMO_MEDIA: '0',
  ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
});
const database = await openDatabase(config);
await database.migrate();
await seedDemo(database.db);
const services = buildServices(config, database.db, pino({ level: 'warn' }));
const root = path.join(dir, 'storage');

async function writeSynthetic(key: string, bytes: number) {
  const file = path.join(root, key);
  await mkdir(path.dirname(file), { recursive: true });
  const block = randomBytes(MB);
  const out = createWriteStream(file);
  for (let left = bytes; left > 0; left -= MB) {
    if (!out.write(left >= MB ? block : block.subarray(0, left)))
      await new Promise<void>((r) => out.once('drain', () => r()));
  }
  await new Promise<void>((r, j) => out.end((err?: Error | null) => (err ? j(err) : r())));
}

// Per beat: a WAV master (80 %) and a trackouts ZIP (20 %) of its share.
const ids = (
  (await database.db.execute(sql`select id from beats order by id limit ${BEATS}`)) as { rows: { id: number }[] }
).rows.map((r) => Number(r.id));
const per = Math.floor((TOTAL_MB * MB) / ids.length);
let t = performance.now();
for (const id of ids) {
  const wav = Math.floor(per * 0.8);
  await writeSynthetic(`masters/bench-${id}.wav`, wav);
  await writeSynthetic(`attachments/bench-${id}.zip`, per - wav);
  await database.db.execute(sql`update beats set master_key = ${`masters/bench-${id}.wav`},
    master_filename = 'master.wav' where id = ${id}`);
  await database.db.execute(sql`insert into attachments (beat_id, kind, name, key, size)
    values (${id}, 'zip', 'Trackouts.zip', ${`attachments/bench-${id}.zip`}, ${per - wav})`);
}
console.log(
  `sources: ${ids.length} beats, ${((per * ids.length) / MB).toFixed(0)} MB in ${((performance.now() - t) / 1000).toFixed(1)} s`,
);

const { packages, worker } = services.downloadBuilder;
const build = await packages.create(1, {
  title: 'Bench package',
  beat_ids: ids,
  formats: ['preview', 'wav', 'trackouts'],
  expires_in_days: 1,
});
const progressOf = async () =>
  (
    (await database.db.execute(
      sql`select status, attempts, bytes_done, size_bytes from download_builds where id = ${build.id}`,
    )) as { rows: { status: string; attempts: number; bytes_done: number; size_bytes: number | null }[] }
  ).rows[0]!;
const before = process.memoryUsage().rss;
let peak = before;
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
t = performance.now();
if (KILL) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/server/bench/download-builder-child.ts', dir, process.env.BENCH_DATABASE_URL!, '3000'],
    { stdio: 'inherit' },
  );
  let p = await progressOf();
  while (!(p.status === 'building' && p.size_bytes && Number(p.bytes_done) > Number(p.size_bytes) / 3)) {
    await new Promise((r) => setTimeout(r, 100));
    p = await progressOf();
  }
  child.kill('SIGKILL');
  await new Promise((r) => child.once('exit', r));
  const killedAt = Date.now();
  t = performance.now();
  console.log(
    `killed the building process (SIGKILL) at ${((Number(p.bytes_done) / Number(p.size_bytes)) * 100).toFixed(0)} %: ` +
      `row ${p.status}, attempt ${p.attempts}`,
  );
  // What another server sees: nothing to take until the dead one's lease runs out.
  while (!(await worker.runOne())) await new Promise((r) => setTimeout(r, 250));
  const after = await progressOf();
  console.log(
    `rebuilt by this process, finished ${((Date.now() - killedAt) / 1000).toFixed(1)} s after the kill: row ${after.status}, attempt ${after.attempts}`,
  );
}
if (!KILL) await worker.runOne(); // with --kill, the takeover above built it (time counted from the kill)
const seconds = (performance.now() - t) / 1000;
clearInterval(sampler);
peak = Math.max(peak, process.memoryUsage().rss);

const [row] = (
  (await database.db.execute(
    sql`select status, size_bytes, files_done, storage_key, error from download_builds where id = ${build.id}`,
  )) as { rows: { status: string; size_bytes: number; files_done: number; storage_key: string; error: string }[] }
).rows;
if (row?.status !== 'ready') throw new Error(`build ${row?.status}: ${row?.error}`);
const size = Number(row.size_bytes);
console.log(
  `built ${(size / MB).toFixed(0)} MB (${row.files_done} files + README) in ${seconds.toFixed(1)} s ` +
    `(${(size / MB / seconds).toFixed(0)} MB/s); RSS before ${(before / MB).toFixed(0)} MB, ` +
    `peak during the build ${(peak / MB).toFixed(0)} MB (+${((peak - before) / MB).toFixed(0)} MB)`,
);
t = performance.now();
const tested = execFileSync('unzip', ['-tq', path.join(root, row.storage_key)], { encoding: 'utf8' }).trim();
console.log(`unzip -t: ${tested} (${((performance.now() - t) / 1000).toFixed(1)} s)`);

await database.close();
if (KEEP) console.log(`kept ${dir}`);
else rmSync(dir, { recursive: true, force: true });
