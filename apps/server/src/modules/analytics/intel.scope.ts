import type { IntelRangeParams } from '@beatmarket/shared';
import { AppError } from '../../core/errors.js';
import type { ReportContext } from '../reports/report.registry.js';

/** Whose numbers a report reads: the whole store, one producer's beats, or one beat. */
export type IntelScope =
  | { kind: 'store' }
  | { kind: 'producer'; producerId: number }
  | { kind: 'beat'; beatId: number; producerId: number | null };

/**
 * Producers are forced to their own beats: another producer's id, or a beat that is not theirs (or does not
 * exist, so ids cannot be probed), is a 403. An administrator may read any producer or beat.
 */
export async function resolveScope(
  ctx: ReportContext,
  params: Pick<IntelRangeParams, 'producer_id' | 'beat_id'>,
  beatOwner: (beatId: number) => Promise<number | null>,
): Promise<IntelScope> {
  if (!ctx.isAdmin && params.producer_id !== undefined && params.producer_id !== ctx.userId)
    throw new AppError('forbidden');
  const producerId = ctx.isAdmin ? (params.producer_id ?? null) : ctx.userId;
  if (params.beat_id !== undefined) {
    const owner = await beatOwner(params.beat_id);
    if (!ctx.isAdmin && owner !== ctx.userId) throw new AppError('forbidden');
    if (owner === null) throw new AppError('record_not_found', { topicId: 'beat_id' });
    if (producerId !== null && owner !== producerId)
      throw new AppError('bad_request', { topicId: 'beat_id', message: 'This beat is not that producer’s' });
    return { kind: 'beat', beatId: params.beat_id, producerId: owner };
  }
  return producerId === null ? { kind: 'store' } : { kind: 'producer', producerId };
}
