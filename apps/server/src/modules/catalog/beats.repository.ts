import { and, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { AppError } from '../../core/errors.js';
import type { Db } from '../../db/client.js';
import { beatCopyMatches, beats } from '../../db/schema/index.js';
import { createBeatMarksRepository } from './beat-marks.repository.js';
import { createBeatSearchRepository } from './beat-search.repository.js';
import { createFeaturedRepository } from './featured.repository.js';

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
     * An upload held as a possible copy (decision 0105) is refused here, the one door every publish goes through.
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

async function refuseHeldCopy(tx: Db, beatId: number): Promise<void> {
  const original = alias(beats, 'original');
  const [held] = await tx
    .select({ state: beatCopyMatches.state, title: original.title, producerId: original.producerId })
    .from(beatCopyMatches)
    .innerJoin(original, eq(original.id, beatCopyMatches.originalId))
    .where(and(eq(beatCopyMatches.beatId, beatId), inArray(beatCopyMatches.state, ['held', 'rejected'])));
  if (!held) return;
  throw new AppError('conflict', {
    message:
      held.state === 'held'
        ? `Held for review as a possible copy of ${held.title}: an administrator must clear it first.`
        : `Rejected as a copy of ${held.title}: it cannot be published.`,
  });
}
export type BeatsRepository = ReturnType<typeof createBeatsRepository>;
