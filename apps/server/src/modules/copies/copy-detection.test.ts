import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locateFfmpeg } from '../../adapters/ffmpeg.js';
import { beats, users } from '../../db/schema/index.js';
import { synthesizeBeat } from '../media/synth.js';
import { createTestContext, DEMO_LOGINS, type TestContext } from '../../../test/helpers.js';
import { seededBeat, transformed, type Transform } from '../../../test/fingerprint-audio.js';
import { createCopiesRepository } from './copies.repository.js';
import { createCopiesService } from './copies.service.js';
import { indexKeys } from './fingerprint-match.js';
import { createFpcalc } from './fpcalc.js';

/**
 * Issue 37 §4's measure: copies made the ways rips are made are caught (at least 95%), and 200 distinct
 * beats match nothing. Everything goes through fpcalc, the key index in the database and the alignment.
 */
const ffmpeg = locateFfmpeg();
const fpcalc = createFpcalc((m) => {
  throw new Error(m);
});
const dir = mkdtempSync(path.join(tmpdir(), 'bm-copies-'));
const TRANSFORMS: Transform[] = ['mp3-128k', 'trim', 'gain-up', 'gain-down', 'voice-tag', 'all'];
const DEMO_MASTERS = [
  { bpm: 90, key: 'C minor' },
  { bpm: 140, key: 'F# major' },
  { bpm: 120, key: 'A minor' },
  { bpm: 100, key: 'D major' },
];
const DISTINCT = 200;

let t: TestContext;
let service: ReturnType<typeof createCopiesService>;
let repo: ReturnType<typeof createCopiesRepository>;
let producerId: number;

/** Runs `work` over `items` two at a time (the machine's cores), in order of the results. */
async function pool<T, R>(items: T[], work: (item: T, i: number) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await work(items[i]!, i);
    }
  };
  await Promise.all([lane(), lane()]);
  return out;
}

/** Beat rows to hang fingerprints on, then each file's fingerprint saved and indexed as the pipeline does. */
async function indexed(files: string[], label: string) {
  const rows = await t.database.db
    .insert(beats)
    .values(files.map((_, i) => ({ title: `${label} ${i}`, slug: `${label}-${i}`, producerId })))
    .returning({ id: beats.id });
  const prints = await pool(files, async (f) => (await fpcalc(f))!);
  for (const [i, fp] of prints.entries()) await repo.save(rows[i]!.id, fp, indexKeys(fp));
  return rows.map((r, i) => ({ id: r.id, fp: prints[i]! }));
}

beforeAll(async () => {
  t = await createTestContext();
  repo = createCopiesRepository(t.database.db);
  service = createCopiesService({ repo, fpcalc });
  const [u] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.email, [DEMO_LOGINS.producer]));
  producerId = u!.id;
}, 60_000);
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('copy detection on made-up audio', () => {
  let originals: { id: number; fp: Int32Array }[];
  let masters: string[];

  it('catches at least 95% of the copies, each as a copy of its own original', async () => {
    const demo = DEMO_MASTERS.map((_, i) => path.join(dir, `demo-${i}.wav`));
    await pool(DEMO_MASTERS, (spec, i) => synthesizeBeat(ffmpeg, demo[i]!, { ...spec, seconds: 30 }));
    const seeded = [11, 12, 13, 14].map((s) => path.join(dir, `seeded-${s}.wav`));
    await pool(seeded, (f, i) => seededBeat(f, 1000 + i, 30));
    masters = [...demo, ...seeded];
    originals = await indexed(masters, 'original');

    const jobs = masters.flatMap((m, i) => TRANSFORMS.map((kind) => ({ m, i, kind })));
    const verdicts = await pool(jobs, async ({ m, i, kind }) => {
      const fp = (await fpcalc(await transformed(ffmpeg, m, kind, dir)))!;
      const found = await service.findOriginal(fp, 0);
      return { kind, master: i, caught: found?.beatId === originals[i]!.id, ber: found?.alignment.bitErrorRate };
    });
    const missed = verdicts.filter((v) => !v.caught);
    expect(verdicts).toHaveLength(48);
    expect(missed.length / verdicts.length, JSON.stringify(missed)).toBeLessThanOrEqual(0.05);
  }, 180_000);

  it('matches none of 200 distinct beats to another', async () => {
    const files = Array.from({ length: DISTINCT }, (_, i) => path.join(dir, `distinct-${i}.wav`));
    await pool(files, (f, i) => seededBeat(f, 5000 + i, 14 + (i % 5)));
    const distinct = await indexed(files, 'distinct');

    const falseMatches = [];
    for (const d of [...distinct, ...(originals ?? [])]) {
      const found = await service.findOriginal(d.fp, d.id);
      if (found) falseMatches.push({ beat: d.id, as: found.beatId, ber: found.alignment.bitErrorRate });
    }
    expect(falseMatches).toEqual([]);
  }, 180_000);
});
