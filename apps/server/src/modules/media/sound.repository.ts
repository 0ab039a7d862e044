import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.js';
import type { Db } from '../../db/client.js';
import { SOUND_VERSION, type SoundFeatures } from './sound-features.js';

/** cube's text form of a vector: '(x1, x2, …)'. */
export const cubeOf = (vector: number[]) => `(${vector.join(',')})`;

/** Where a beat's sound description is kept (decision 0104), and the backfill's queue. */
export function createSoundRepository(db: Db) {
  return {
    /** Stores a master's description; null (silence, too short) still marks it as described. */
    async save(beatId: number, features: SoundFeatures | null): Promise<void> {
      await db.execute(sql`
        update beats set sound = ${features ? cubeOf(features.vector) : null}::cube,
          loudness_lufs = ${features?.loudnessLufs ?? null}, sound_version = ${SOUND_VERSION}
        where id = ${beatId}`);
    },
    /** The next beat whose stored master has no description yet (processed before decision 0104). */
    async nextUndescribed(): Promise<{ id: number; masterKey: string } | null> {
      const result = await db.execute(sql`
        select id, master_key from beats
        where sound_version is null and master_key is not null and media_state = 'ready' and deleted_at is null
        order by id limit 1`);
      const row = rowsOf<{ id: number; master_key: string }>(result)[0];
      return row ? { id: Number(row.id), masterKey: row.master_key } : null;
    },
  };
}
export type SoundRepository = ReturnType<typeof createSoundRepository>;
