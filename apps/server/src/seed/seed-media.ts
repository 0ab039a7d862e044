import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../db/client.js';
import { beats, users } from '../db/schema/index.js';
import { DEMO_ACCOUNTS } from './demo-accounts.js';
import type { Services } from '../services.js';
import { synthesizeBeat } from '../modules/media/synth.js';
import { coverArt, storeCover } from '../modules/media/cover-images.js';

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

/**
 * Gives every demo beat a cover and a synthesized master, then queues it through the same audio
 * pipeline a producer's upload goes through; the worker makes the previews in the background.
 */
export async function seedDemoMedia(db: Db, services: Services): Promise<number> {
  const pending = await db
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
    .orderBy(sql`${beats.publishedAt} desc nulls last`, asc(beats.id));
  const dir = await mkdtemp(path.join(tmpdir(), 'bm-seed-'));
  try {
    for (const [i, beat] of pending.entries()) {
      if (!beat.imageUrl) {
        const src = path.join(dir, 'cover.png');
        await writeFile(
          src,
          await sharp(Buffer.from(coverArt(beat.id)))
            .png()
            .toBuffer(),
        );
        const uploadKey = `incoming/cover/${beat.id}/demo.png`;
        await services.storage.upload(src, uploadKey, 'image/png');
        const { key } = await storeCover(services.storage, uploadKey, beat.id);
        await services.storage.remove([uploadKey]);
        await db
          .update(beats)
          .set({ imageUrl: services.storage.publicUrl(key) })
          .where(eq(beats.id, beat.id));
      }
      const master = path.join(dir, 'master.wav');
      await synthesizeBeat(services.ffmpeg, master, {
        bpm: beat.bpm ?? 90,
        key: KEYS[i % KEYS.length]!,
        seconds: DEMO_SECONDS,
      });
      const key = `private/masters/${beat.id}/demo-master.wav`;
      await services.storage.upload(master, key, 'audio/wav');
      await services.mediaJobs.enqueue(beat.id, { key, filename: 'demo-master.wav' });
      services.mediaWorker.nudge();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  return pending.length;
}
