import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ffmpeg } from '../adapters/ffmpeg.js';
import { attachments, beatFingerprints, beats, users } from '../db/schema/index.js';
import { createTestContext, type TestContext } from '../../test/helpers.js';
import { DEMO_ACCOUNTS } from './demo-accounts.js';
import { seedDemoMedia } from './seed-media.js';

let ctx: TestContext;
let ids: number[];
const cacheDir = mkdtempSync(path.join(tmpdir(), 'bm-demo-cache-'));

beforeAll(async () => {
  ctx = await createTestContext();
  const { db } = ctx.database;
  const demo = await db
    .select({ id: beats.id })
    .from(beats)
    .innerJoin(users, eq(users.id, beats.producerId))
    .where(
      and(
        isNull(beats.deletedAt),
        inArray(
          users.email,
          DEMO_ACCOUNTS.map((a) => a.email),
        ),
      ),
    )
    .orderBy(beats.id);
  // Three beats keep the test short; the others are set aside (the seed skips deleted beats).
  ids = demo.slice(0, 3).map((b) => b.id);
  await db.update(beats).set({ deletedAt: new Date() }).where(notInArray(beats.id, ids));
});
afterAll(async () => {
  await ctx.close();
  rmSync(cacheDir, { recursive: true, force: true });
});

/** ffmpeg as configured, with a record of every call's arguments. */
function recording(): { ffmpeg: Ffmpeg; calls: string[][] } {
  const calls: string[][] = [];
  const real = ctx.app.services.ffmpeg;
  return { calls, ffmpeg: { ...real, run: (args) => (calls.push(args), real.run(args)) } };
}
const previewEncodes = (calls: string[][]) => calls.filter((a) => a.includes('96k')).length;

// Real ffmpeg encodes beside the other test workers on two cores: 3-7 s alone, past 30 s in a busy CI run.
describe('demo media on first start', { timeout: 120_000 }, () => {
  it('gives every demo beat a playable preview, waveform, cover, master, untagged MP3 and trackouts without analysis', async () => {
    const { db } = ctx.database;
    const { storage } = ctx.app.services;
    const before = await db.select({ id: beats.id, bpm: beats.bpm }).from(beats).where(inArray(beats.id, ids));
    const rec = recording();
    expect(await seedDemoMedia(db, { ...ctx.app.services, ffmpeg: rec.ffmpeg }, { cacheDir, concurrency: 2 })).toBe(3);
    expect(previewEncodes(rec.calls)).toBe(3);

    const rows = await db.select().from(beats).where(inArray(beats.id, ids));
    for (const row of rows) {
      expect(row.mediaState).toBe('ready');
      expect(row.bpm).toBe(before.find((b) => b.id === row.id)!.bpm);
      expect(row.bpmDetected).toBe(row.bpm);
      expect(row.keyDetected).toMatch(/^[A-G]#? (major|minor)$/);
      expect(row.durationMs).toBeGreaterThan(23_500);
      expect(row.durationMs).toBeLessThan(24_500);
      for (const key of [row.previewKey, row.untaggedKey, row.masterKey])
        expect(await storage.size(key!), String(key)).toBeGreaterThan(10_000);
      const preview = await ctx.app.inject({ url: row.demoUrl!, headers: { range: 'bytes=0-99' } });
      expect(preview.statusCode).toBe(206);
      expect(preview.headers['content-type']).toBe('audio/mpeg');
      const peaks = (await ctx.app.inject({ url: row.waveformUrl! })).json<{ peaks: number[] }>();
      expect(peaks.peaks.length).toBe(800);
      expect(Math.max(...peaks.peaks)).toBeGreaterThan(0.3);
      const cover = await ctx.app.inject({ url: row.imageUrl!.replace(/\.jpg$/, '-480.jpg') });
      expect(cover.statusCode).toBe(200);
      expect(cover.headers['content-type']).toBe('image/jpeg');
      // The demo offers trackouts only because each beat has its file (decision 0077).
      const [zip] = await db.select().from(attachments).where(eq(attachments.beatId, row.id));
      expect(zip?.kind).toBe('zip');
      expect(await storage.size(zip!.key)).toBe(zip!.size);
      expect(zip!.size).toBeGreaterThan(10_000);
    }
    expect(readdirSync(cacheDir).filter((d) => existsSync(path.join(cacheDir, d, 'preview.mp3'))).length).toBe(3);

    // The media worker's backfill then describes their sound (decision 0104): the demo's similar beats.
    let described = 0;
    while (await ctx.app.services.soundBackfill()) described++;
    expect(described).toBe(3);
    const sounds = await db
      .select({ version: beats.soundVersion, sound: beats.sound, lufs: beats.loudnessLufs })
      .from(beats)
      .where(inArray(beats.id, ids));
    expect(sounds.every((r) => r.version === 1 && r.sound && r.lufs !== null)).toBe(true);
    // And join the copy index (decision 0105): a rip of a demo beat is caught on upload.
    const indexed = await db
      .select({ id: beatFingerprints.beatId })
      .from(beatFingerprints)
      .where(inArray(beatFingerprints.beatId, ids));
    expect(indexed).toHaveLength(3);
  });

  it('a new data dir on the same checkout copies its previews from the cache, and a seeded beat is left alone', async () => {
    const { db } = ctx.database;
    expect(await seedDemoMedia(db, ctx.app.services, { cacheDir })).toBe(0);
    await db
      .update(beats)
      .set({ masterKey: null, demoUrl: null, previewKey: null, mediaState: 'none' })
      .where(inArray(beats.id, ids));
    const rec = recording();
    expect(await seedDemoMedia(db, { ...ctx.app.services, ffmpeg: rec.ffmpeg }, { cacheDir })).toBe(3);
    expect(previewEncodes(rec.calls)).toBe(0);
    const rows = await db
      .select({ state: beats.mediaState, url: beats.demoUrl })
      .from(beats)
      .where(inArray(beats.id, ids));
    expect(rows.every((r) => r.state === 'ready' && r.url)).toBe(true);
  });
});
