import { isAdmin } from '@beatmarket/shared';
import { AppError } from '../../core/errors.js';
import type { EntityContext } from '../entities/entity.types.js';
import type { SubscriptionRow, SubscriptionsRepository, Tx } from './subscriptions.repository.js';

export const conflict = (message: string) => new AppError('conflict', { message });
const mine = (ctx: EntityContext, s: SubscriptionRow) => ctx.user?.id === s.userId;
export const MANAGED_BY_CHARGEBEE =
  'Chargebee bills this membership: cancel, resume or change it with “Manage billing on Chargebee”.';

/** What a subscriber's change runs under: the subscription locked, checked as theirs and billed here. */
export function lockSubscription(repo: SubscriptionsRepository) {
  /** Runs `change` on the subscription locked; the subscriber (or, where allowed, an administrator) only. */
  return async function locked<T>(
    ctx: EntityContext,
    id: number,
    who: 'owner' | 'owner_or_admin',
    change: (tx: Tx, s: SubscriptionRow) => Promise<T>,
  ): Promise<T> {
    if (!ctx.user) throw new AppError('unauthenticated');
    return repo.transaction(async (tx) => {
      const s = await repo.lock(tx, id);
      if (!s) throw new AppError('record_not_found');
      if (!mine(ctx, s) && !(who === 'owner_or_admin' && isAdmin(ctx.user?.role))) throw new AppError('forbidden');
      // Chargebee bills it (decision 0051): a change made only here would not stop or alter its charges.
      if (s.provider !== 'builtin') throw conflict(MANAGED_BY_CHARGEBEE);
      return change(tx, s);
    });
  };
}
export type LockedSubscription = ReturnType<typeof lockSubscription>;
