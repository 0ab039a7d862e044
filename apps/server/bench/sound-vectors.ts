import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';
import { SOUND_DIMENSIONS, SOUND_VERSION } from '../src/modules/media/sound-features.js';

/**
 * Sound vectors for generated beats (decision 0104): 400 "styles", each a point in SOUND_DIMENSIONS,
 * and every beat its style's point plus noise, so the nearest neighbours are a few hundred beats of the
 * same style as on a real catalog, not a uniform cloud in which every point is about as far as any other.
 */
export async function generateSoundVectors(db: Db, from: number, to: number): Promise<void> {
  await db.execute(sql`
    update beats b set sound = v.sound, loudness_lufs = -14 + (b.id % 9) - 4, sound_version = ${SOUND_VERSION}
    from (
      select g.id, cube(array(
        select 0.8 * sin(d * (1 + g.id % 400) * 0.37) + 0.15 * (random() - 0.5)
        from generate_series(1, ${SOUND_DIMENSIONS}::int) d where g.id > 0)) as sound
      from beats g where g.slug in (select 'gen-' || n from generate_series(${from}::int, ${to}::int) n)
    ) v
    where b.id = v.id`);
}
