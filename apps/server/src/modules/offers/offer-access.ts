import { isAdmin, type OfferAction, type OfferStatus } from '@beatmarket/shared';
import { AppError } from '../../core/errors.js';
import type { EntityContext } from '../entities/entity.types.js';
import type { OfferRow } from './offers.repository.js';

export type Side = 'buyer' | 'producer' | 'admin';

/** Who the viewer is on an offer: its buyer, the beat's producer, or an administrator (who reads, never acts). */
export function sideOf(ctx: EntityContext, offer: OfferRow | null): Side {
  const user = ctx.user;
  if (!user) throw new AppError('unauthenticated');
  if (!offer) throw new AppError('record_not_found');
  if (offer.buyerId === user.id) return 'buyer';
  if (offer.producerId === user.id) return 'producer';
  if (isAdmin(user.role)) return 'admin';
  throw new AppError('record_not_found');
}

/** The status as it stands now: an open offer past its deadline, or an accepted one past its link's, is expired. */
export function statusAt(offer: OfferRow, now: Date): OfferStatus {
  if (offer.status === 'open' && offer.expiresAt <= now) return 'expired';
  if (offer.status === 'accepted' && offer.linkExpiresAt !== null && offer.linkExpiresAt <= now) return 'expired';
  return offer.status;
}

/** What a side may do now: the page shows these buttons, the service enforces the same table. */
export function actionsOf(offer: OfferRow, side: Side, now: Date): OfferAction[] {
  const status = statusAt(offer, now);
  if (side === 'admin') return [];
  if (status === 'accepted') return side === 'buyer' ? ['checkout'] : [];
  if (status !== 'open') return [];
  if (side === 'buyer') return offer.turn === 'buyer' ? ['accept', 'counter', 'withdraw'] : ['withdraw'];
  return offer.turn === 'producer' ? ['accept', 'decline', 'counter'] : [];
}

/** Which side takes each step: a step of the other side is forbidden (403); one out of turn or too late, a conflict. */
const TAKEN_BY: Record<OfferAction, Side[]> = {
  accept: ['buyer', 'producer'],
  counter: ['buyer', 'producer'],
  decline: ['producer'],
  withdraw: ['buyer'],
  checkout: ['buyer'],
};

export function mayTake(offer: OfferRow, side: Side, action: OfferAction, now: Date) {
  if (!TAKEN_BY[action].includes(side)) throw new AppError('forbidden');
  const status = statusAt(offer, now);
  if (action === 'checkout' && status === 'expired' && offer.status === 'accepted')
    throw new AppError('offer_link_expired');
  if (action === 'checkout' && status === 'lost') throw new AppError('sold_out');
  if (actionsOf(offer, side, now).includes(action)) return;
  if (status === 'expired')
    throw new AppError('conflict', { message: "This offer has expired. Make a new offer on the beat's page." });
  throw new AppError('conflict', { message: 'This step cannot be taken now. Reload the page.' });
}
