import { isAdmin, OFFER_BELOW_FLOOR, type OfferStatus } from '@beatmarket/shared';
import { AppError } from '../../core/errors.js';
import { requireUser } from '../../core/session-user.js';
import type { EntityContext } from '../entities/entity.types.js';
import { sideOf } from './offer-access.js';
import { presentList, presentOffer } from './offer.present.js';
import type { OfferRow, OffersRepository } from './offers.repository.js';

/** What the offers' pages read (decision 0098): one thread, and the lists of each side and of the back office. */
export function createOfferReads(repo: OffersRepository, now: () => Date) {
  return {
    async view(ctx: EntityContext, id: number) {
      const offer = await repo.byId(id);
      const side = sideOf(ctx, offer);
      return presentOffer(repo, offer!, side, now(), await repo.events(id));
    },
    /** The viewer's offers, made or received; `all`, every account's, is for administrators (the back office). */
    async list(ctx: EntityContext, query: { side: 'made' | 'received' | 'all'; status?: OfferStatus }) {
      const user = requireUser(ctx);
      const at = now();
      const where = { status: query.status, now: at };
      if (query.side === 'all') {
        if (!isAdmin(user.role)) throw new AppError('forbidden');
        return presentList(repo, await repo.list(where), 'admin', at);
      }
      const made = query.side === 'made';
      const rows = await repo.list(made ? { ...where, buyerId: user.id } : { ...where, producerId: user.id });
      return presentList(repo, rows, made ? 'buyer' : 'producer', at);
    },
  };
}

/** A buyer's amount under the floor is refused at once, politely; the floor is never told. */
export async function checkFloor(
  repo: Pick<OffersRepository, 'settings'>,
  offer: Pick<OfferRow, 'beatId' | 'licenseId'>,
  amount: number,
) {
  const floor = (await repo.settings(offer.beatId)).floors[String(offer.licenseId)];
  if (floor === undefined)
    throw new AppError('validation_failed', { topicId: 'license_id', message: 'This licence is not open to offers.' });
  if (amount < floor) throw new AppError('validation_failed', { topicId: 'amount', message: OFFER_BELOW_FLOOR });
}
