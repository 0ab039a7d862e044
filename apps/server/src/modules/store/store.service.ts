import { isProducer, ownsStoreItem, storeListQuery } from '@beatmarket/shared';
import { AppError } from '../../core/errors.js';
import { parse } from '../../core/parse.js';
import { requireUser } from '../../core/session-user.js';
import type { EntityContext } from '../entities/entity.types.js';
import { presentStoreItem } from './store.present.js';
import type { StoreRepository } from './store.repository.js';

/** The seller named on the house's own items. */
export const HOUSE_NAME = 'Beatmarket';

/** The public store (issue 34): published items with search and a kind filter, and each item's page. */
export function createStoreService(repo: StoreRepository) {
  return {
    async list(ctx: EntityContext, query: unknown) {
      const { rows, total } = await repo.published(parse(storeListQuery, query), HOUSE_NAME);
      return { items: rows.map((r) => presentStoreItem(r, ctx)), total };
    },
    /** A published item for anyone; a draft, pending or rejected one for its seller and administrators. */
    async item(ctx: EntityContext, slug: string) {
      const row = await repo.bySlug(slug, HOUSE_NAME);
      if (!row || (row.status !== 'published' && !ownsStoreItem(ctx.user, { producer_id: row.producerId })))
        throw new AppError('record_not_found');
      return presentStoreItem(row, ctx);
    },
    /** The producer's own items for the dashboard. */
    async mine(ctx: EntityContext) {
      const user = requireUser(ctx);
      if (!isProducer(user.role)) throw new AppError('forbidden');
      return (await repo.mine(user.id, HOUSE_NAME)).map((r) => presentStoreItem(r, ctx));
    },
  };
}
export type StoreService = ReturnType<typeof createStoreService>;
