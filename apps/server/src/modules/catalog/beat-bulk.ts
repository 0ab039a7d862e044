import { canPublishBeat } from '@beatmarket/shared';
import { AppError } from '../../core/errors.js';
import type { EntityContext } from '../entities/entity.types.js';
import type { BeatsRepository } from './beats.repository.js';
import type { BeatTableRow } from './beat-rows.sql.js';

/** The bulk call's transaction (the row's savepoint), as the repository takes it. */
type Tx = NonNullable<Parameters<BeatsRepository['setPublished']>[2]>;

/**
 * The beat's own bulk actions (`POST /beat/bulk/{approve|publish|unpublish}`, decision 0028), each row
 * inside the call's transaction. Approve publishes only what awaits approval, so a selection that
 * mixes drafts in reports them instead of publishing them unasked. A beat already where the action
 * puts it counts as done, unchanged (its publishing date stays).
 */
export function beatBulkActions(repo: BeatsRepository) {
  const step =
    (on: boolean, awaitingOnly: boolean) =>
    async (ctx: EntityContext, row: BeatTableRow, tx: Tx): Promise<void> => {
      if (!canPublishBeat(ctx.user)) throw new AppError(ctx.user ? 'forbidden' : 'unauthenticated');
      if (row.deletedAt) throw new AppError('conflict', { message: 'Archived: restore it first.' });
      if (awaitingOnly && !row.publishedAt && !row.publishRequestedAt)
        throw new AppError('conflict', { message: 'Not awaiting approval: its producer has not asked yet.' });
      if (Boolean(row.publishedAt) === on) return;
      await repo.setPublished(row.id, on, tx);
    };
  return { approve: step(true, true), publish: step(true, false), unpublish: step(false, false) };
}
