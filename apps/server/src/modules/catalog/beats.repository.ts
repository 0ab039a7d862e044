import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { beats } from '../../db/schema/index.js';
import { createBeatMarksRepository } from './beat-marks.repository.js';
import { createBeatSearchRepository } from './beat-search.repository.js';
import { createFeaturedRepository } from './featured.repository.js';
import { refuseHeldCopy } from './held-copy.repository.js';

export { lockBeat } from './beat-marks.repository.js';
export { COUNT_CAP, type BeatListInput, type BeatRow, type BeatTag } from './beat-search.repository.js';

/**
 * What the beat entity asks of the database: catalog reads (beat-search.repository), the users' marks
 * and the counters (beat-marks.repository), and publishing.
 */
export function createBeatsRepository(db: Db) {
  return {
    ...createBeatSearchRepository(db),
    ...createBeatMarksRepository(db),
    featured: createFeaturedRepository(db),
    /**
     * Publishing answers the owner's request; a beat taken down goes back to draft (the owner asks again).
     * An upload held as a possible copy (decision 0105) is refused here, the one door every publish goes through
     * (and at the owner's request to publish, beat-editing.repository).
     */
    async setPublished(beatId: number, on: boolean, tx: Db = db) {
      if (on) await refuseHeldCopy(tx, beatId);
      await tx
        .update(beats)
        .set({ publishedAt: on ? new Date() : null, publishRequestedAt: null, updatedAt: new Date() })
        .where(eq(beats.id, beatId));
    },
  };
}

export type BeatsRepository = ReturnType<typeof createBeatsRepository>;
