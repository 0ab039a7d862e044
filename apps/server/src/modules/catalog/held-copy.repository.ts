import { and, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { AppError } from '../../core/errors.js';
import type { Db } from '../../db/client.js';
import { beatCopyMatches, beats } from '../../db/schema/index.js';

/** Refuses (409, with the original's title) a beat whose upload is held as a possible copy, or was rejected as one. */
export async function refuseHeldCopy(tx: Db, beatId: number): Promise<void> {
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
