import { isAdmin } from '@beatmarket/shared';
import { AppError } from '../../core/errors.js';
import type { EntityContext } from '../entities/entity.types.js';
import type { ServiceOrderRow } from './service-orders.repository.js';

export type Side = 'buyer' | 'seller' | 'admin';

/**
 * Who the viewer is on a service order: its buyer, its seller (administrators are the seller of the
 * house's orders), or an administrator stepping in. Anyone else is told it does not exist.
 */
export function sideOf(ctx: EntityContext, order: ServiceOrderRow | null): { order: ServiceOrderRow; side: Side } {
  const user = ctx.user;
  if (!user) throw new AppError('unauthenticated');
  if (!order) throw new AppError('record_not_found');
  if (order.buyerId === user.id) return { order, side: 'buyer' };
  if (order.sellerId === user.id || (order.sellerId === null && isAdmin(user.role))) return { order, side: 'seller' };
  if (isAdmin(user.role)) return { order, side: 'admin' };
  throw new AppError('record_not_found');
}

/** What each side may do in each state: the page shows these buttons, the service enforces the same table. */
export function actionsOf(order: ServiceOrderRow, side: Side, admin: boolean): string[] {
  const seller = side === 'seller';
  const buyer = side === 'buyer';
  const a: string[] = [];
  if (side !== 'admin' && !['completed', 'declined', 'cancelled'].includes(order.status)) a.push('message');
  if (seller && order.status === 'requested') a.push('quote', 'decline');
  if (seller && ['deposit_paid', 'revision'].includes(order.status)) a.push('deliver');
  if (buyer && order.status === 'quoted') a.push('accept', 'decline');
  if (buyer && order.status === 'delivered') {
    if (order.revisionsUsed < order.revisionsIncluded) a.push('revision');
    a.push('approve');
  }
  // Administrators step in: they cancel, refunding what was captured.
  if (admin && isOpen(order)) a.push('cancel');
  return a;
}
export const isOpen = (o: ServiceOrderRow) => !['completed', 'declined', 'cancelled'].includes(o.status);

/** Which side takes each step, whatever the state: a step of the other side is forbidden (403), one out of turn a conflict (409). */
const TAKEN_BY: Record<string, Side[]> = {
  message: ['buyer', 'seller'],
  quote: ['seller'],
  decline: ['buyer', 'seller'],
  accept: ['buyer'],
  deliver: ['seller'],
  revision: ['buyer'],
  approve: ['buyer'],
};

/** Refuses a step: 403 for the wrong side, 409 when the order is not where that step can be taken. */
export function mayTake(order: ServiceOrderRow, side: Side, action: string) {
  if (!TAKEN_BY[action]!.includes(side)) throw new AppError('forbidden');
  if (!actionsOf(order, side, false).includes(action))
    throw new AppError('conflict', { message: 'This step cannot be taken now. Reload the page.' });
}
