import { AppError } from '../../core/errors.js';
import type { CartService } from './cart.service.js';

type Snapshot = Awaited<ReturnType<CartService['snapshot']>>;

/**
 * Decision 0098: an offer's line is paid only while its offer is accepted and its checkout link works
 * (48 hours by default); after the deadline the link answers 410, and so does checkout.
 */
export function checkOffers({ lines }: Snapshot, now: Date) {
  for (const line of lines) {
    if (line.offerId === null) continue;
    const offer = line.offer;
    if (offer?.status === 'accepted' && offer.linkExpiresAt && offer.linkExpiresAt > now) continue;
    if (offer?.status === 'accepted' || offer?.status === 'expired') throw new AppError('offer_link_expired');
    throw new AppError('conflict', {
      message: `The offer on ${line.beat.title} can no longer be paid. Remove it to check out.`,
    });
  }
}

/** The offers a sale's lines pay (decision 0098). */
export const offersOf = (items: { offerId: number | null }[]) =>
  items.flatMap((i) => (i.offerId === null ? [] : [i.offerId]));
