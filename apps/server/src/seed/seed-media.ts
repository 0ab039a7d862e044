import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { responsiveVariant } from '@beatmarket/shared';
import type { Db } from '../db/client.js';
import { attachments, beats, users } from '../db/schema/index.js';
import { writeDemoTrackouts } from './demo-trackouts.js';
import { DEMO_ACCOUNTS } from './demo-accounts.js';
import type { Services } from '../services.js';
import { ffmpegInput } from '../adapters/ffmpeg.js';
import { coverArt } from '../modules/media/cover-images.js';
import { createDemoRenderer, demoCoverVariants, type DemoAudioSpec } from '../modules/media/demo-render.js';
import { DEFAULT_VOICE_TAG_KEY } from '../modules/media/media-processor.js';
import { inPool } from '../modules/media/pool.js';

const KEYS = [
  'A minor',
  'C major',
  'F# minor',
  'D minor',
  'G major',
  'E minor',
  'A# major',
  'C# minor',
  'F major',
  'B minor',
];
export const DEMO_SECONDS = 24;
/** Renders survive a new data dir: a second `npm start` on a checkout copies its demo previews. */
export const DEMO_MEDIA_CACHE = fileURLToPath(
  new URL('../../../../node_modules/.cache/beatmarket/demo-media', import.meta.url),
);

interface PendingBeat {
  id: number;
  bpm: number | null;
  imageUrl: string | null;
}
/** What a demo beat's synthesized master is made from (warm-demo-media.ts renders the same ahead of time). */
export const demoAudioSpec = (beat: { id: number; bpm: number | null }): DemoAudioSpec => ({
  bpm: beat.bpm ?? 90,
  key: KEYS[beat.id % KEYS.length]!,
  seconds: DEMO_SECONDS,
});
const specOf = demoAudioSpec;

/**
 * Gives every demo beat a playable preview first, then a cover, then its master, untagged MP3 and trackouts.
 * The demo masters are synthesized from a known tempo and key, so they skip the upload pipeline's
 * analysis (demo-render.ts); previews are made on every core at once, in the order the home page lists
 * the beats, and come from a cache when this checkout made them before. The last step runs one beat at
 * a time so a core stays free for the first visitors.
 */
export async function seedDemoMedia(
  db: Db,
  services: Services,
  opts: { cacheDir?: string; concurrency?: number } = {},
): Promise<number> {
  const pending = await pendingDemoBeats(db);
  if (!pending.length) return 0;
  const { storage, ffmpeg } = services;
  // Cards show "Preview is being prepared" until each preview lands.
  await db
    .update(beats)
    .set({ mediaState: 'processing', mediaError: null })
    .where(
      inArray(
        beats.id,
        pending.map((b) => b.id),
      ),
    );
  const renderer = createDemoRenderer(ffmpeg, opts.cacheDir ?? DEMO_MEDIA_CACHE);
  const dir = await mkdtemp(path.join(tmpdir(), 'bm-seed-'));
  const run: SeedRun = { db, storage, ffmpeg, renderer, dir, size: opts.concurrency ?? availableParallelism() };
  try {
    await services.mediaProcessor.ensureDefaultTag();
    const tag = path.join(dir, 'tag.wav');
    await storage.download(DEFAULT_VOICE_TAG_KEY, tag);
    const slot = await renderer.tagSlot(tag, dir);
    const failedIds = await renderPreviews(run, pending, slot);
    await drawCovers(
      run,
      pending.filter((b) => !b.imageUrl),
    );
    // A beat whose preview failed keeps no master, so the next start tries it again.
    await renderMasters(
      run,
      pending.filter((b) => !failedIds.has(b.id)),
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  return pending.length;
}

/** What every step of one seeding works with: the database, the store, the renderer and its scratch directory. */
interface SeedRun {
  db: Db;
  storage: Services['storage'];
  ffmpeg: Services['ffmpeg'];
  renderer: ReturnType<typeof createDemoRenderer>;
  dir: string;
  /** How many beats render at once. */
  size: number;
}

const stamp = () => randomBytes(6).toString('hex');

/** The demo producers' beats without a master, in the order the home page lists them. */
function pendingDemoBeats(db: Db): Promise<PendingBeat[]> {
  return (
    db
      .select({ id: beats.id, bpm: beats.bpm, imageUrl: beats.imageUrl })
      .from(beats)
      .innerJoin(users, eq(users.id, beats.producerId))
      // Only the demo producers' beats: a real producer's beat without audio waits for their upload.
      .where(
        and(
          isNull(beats.masterKey),
          isNull(beats.deletedAt),
          inArray(
            users.email,
            DEMO_ACCOUNTS.map((a) => a.email),
          ),
        ),
      )
      .orderBy(sql`${beats.publishedAt} desc nulls last`, asc(beats.id))
  );
}

/** Every beat's tagged preview and waveform, on every core; answers the ids whose preview failed. */
async function renderPreviews(
  { db, storage, renderer, dir, size }: SeedRun,
  pending: PendingBeat[],
  slot: Awaited<ReturnType<SeedRun['renderer']['tagSlot']>>,
): Promise<Set<number>> {
  const failed = await inPool(pending, size, async (beat) => {
    const work = await mkdtemp(path.join(dir, 'p-'));
    const spec = specOf(beat);
    const out = await renderer.preview(spec, slot, work);
    const previewKey = `public/previews/${beat.id}-${stamp()}.mp3`;
    const peaksKey = previewKey.replace(/\.mp3$/, '.json');
    await storage.upload(out.previewPath, previewKey, 'audio/mpeg');
    await storage.upload(out.peaksPath, peaksKey, 'application/json');
    await db
      .update(beats)
      .set({
        demoUrl: storage.publicUrl(previewKey),
        previewKey,
        waveformUrl: storage.publicUrl(peaksKey),
        durationMs: out.durationMs,
        bpmDetected: spec.bpm,
        keyDetected: spec.key,
        musicalKey: sql`coalesce(${beats.musicalKey}, ${spec.key})`,
        mediaState: 'ready',
        updatedAt: new Date(),
      })
      .where(eq(beats.id, beat.id));
    await rm(work, { recursive: true, force: true });
  });
  for (const { item, error } of failed) {
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    await db.update(beats).set({ mediaState: 'failed', mediaError: reason }).where(eq(beats.id, item.id));
  }
  return new Set(failed.map((f) => f.item.id));
}

/** A generated cover, in every responsive width, for each beat that has none. */
async function drawCovers({ db, storage, dir, size }: SeedRun, coverless: PendingBeat[]): Promise<void> {
  await inPool(coverless, size, async (beat) => {
    const key = `public/covers/${beat.id}-${stamp()}.jpg`;
    const variants = await demoCoverVariants(coverArt(beat.id));
    const largest = Math.max(...variants.keys());
    for (const [width, jpeg] of [[0, variants.get(largest)!] as const, ...variants]) {
      const variantKey = width ? responsiveVariant(key, width) : key;
      const file = path.join(dir, path.basename(variantKey));
      await writeFile(file, jpeg);
      await storage.upload(file, variantKey, 'image/jpeg');
      await rm(file, { force: true });
    }
    await db
      .update(beats)
      .set({ imageUrl: storage.publicUrl(key) })
      .where(eq(beats.id, beat.id));
  });
}

/** Master, untagged MP3 and trackouts, one beat at a time so a core stays free for the first visitors. */
async function renderMasters({ db, storage, ffmpeg, renderer, dir }: SeedRun, previewed: PendingBeat[]): Promise<void> {
  await inPool(previewed, 1, async (beat) => {
    const master = path.join(dir, `master-${beat.id}.wav`);
    const untagged = path.join(dir, `untagged-${beat.id}.mp3`);
    await renderer.master(specOf(beat), master);
    await ffmpeg.run(['-y', ...ffmpegInput('wav', master), '-c:a', 'libmp3lame', '-b:a', '320k', untagged]);
    const masterKey = `private/masters/${beat.id}/demo-master.wav`;
    const untaggedKey = `private/untagged/${beat.id}-${stamp()}.mp3`;
    await storage.upload(master, masterKey, 'audio/wav');
    await storage.upload(untagged, untaggedKey, 'audio/mpeg');
    await db
      .update(beats)
      .set({ masterKey, masterFilename: 'demo-master.wav', untaggedKey })
      .where(eq(beats.id, beat.id));
    const stems = path.join(dir, `trackouts-${beat.id}.zip`);
    const size = await writeDemoTrackouts(untagged, stems);
    const stemsKey = `private/attachments/${beat.id}/${stamp()}-trackouts.zip`;
    await storage.upload(stems, stemsKey, 'application/zip');
    await db.insert(attachments).values({ beatId: beat.id, kind: 'zip', name: 'Trackouts.zip', key: stemsKey, size });
    await rm(master, { force: true });
    await rm(untagged, { force: true });
    await rm(stems, { force: true });
  });
}
