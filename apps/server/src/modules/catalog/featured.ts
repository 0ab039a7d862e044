import { canPublishBeat, featureOrderSchema } from '@beatmarket/shared';
import { AppError } from '../../core/errors.js';
import { parse } from '../../core/parse.js';
import { ActionReply, type EntityAction, type EntityContext } from '../entities/entity.types.js';
import type { FeaturedRepository } from './featured.repository.js';
import type { BeatTableRow } from './beat-rows.sql.js';

/** Only administrators place beats on the home page: 401 for visitors, 403 for everyone else. */
function requireAdmin(ctx: EntityContext) {
  if (!canPublishBeat(ctx.user)) throw new AppError(ctx.user ? 'forbidden' : 'unauthenticated');
}

/**
 * Spec §2 Featured: add a beat (at the end), remove one, and reorder the whole list in one call
 * (`POST /beat/feature_order {ids}`), which answers with the new order.
 */
export function featuredActions(
  repo: FeaturedRepository,
  reload: (ctx: EntityContext, id: number) => Promise<object>,
): Record<'feature' | 'unfeature' | 'feature_order', EntityAction<BeatTableRow>> {
  return {
    feature: {
      method: 'POST',
      onRecord: true,
      async run(ctx, { row }) {
        requireAdmin(ctx);
        if (row!.deletedAt) throw new AppError('conflict', { message: 'Restore this beat before featuring it.' });
        await repo.append(row!.id);
        return reload(ctx, row!.id);
      },
    },
    unfeature: {
      method: 'POST',
      onRecord: true,
      async run(ctx, { row }) {
        requireAdmin(ctx);
        await repo.remove(row!.id);
        return reload(ctx, row!.id);
      },
    },
    feature_order: {
      method: 'POST',
      onRecord: false,
      async run(ctx, { body }) {
        requireAdmin(ctx);
        const { ids } = parse(featureOrderSchema, body);
        const live = await repo.liveIds(ids);
        const unknown = ids.filter((id) => !live.has(id));
        if (unknown.length)
          throw new AppError('validation_failed', {
            topicId: 'ids',
            message: `No such beat: ${unknown.join(', ')}`,
          });
        await repo.reorder(ids);
        return new ActionReply({ ids }, {});
      },
    },
  };
}
