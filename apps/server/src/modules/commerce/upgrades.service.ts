import {
  cartUpgradeSchema,
  EXCLUSIVE_REFUSED,
  hasUnclearedSample,
  isDelivered,
  isPlanOnly,
  levelName,
  licenseFitsBeat,
  lineTotal,
  paidForLicence,
  trackoutsAllowed,
  upgradePrice,
  upgradeRefusal,
  type HeldLicenceView,
  type LicenseLevel,
  type LicenseType,
} from '@beatmarket/shared';
import { AppError } from '../../core/errors.js';
import { parse } from '../../core/parse.js';
import { requireUser } from '../../core/session-user.js';
import type { EntityContext } from '../entities/entity.types.js';
import { checkedLine } from './cart-line.js';
import type { CartRepository, LicenseRow } from './cart.repository.js';
import type { CartService } from './cart.service.js';
import { lineRevoked } from './refund-mail.js';
import type { UpgradesRepository } from './upgrades.repository.js';

type Held = NonNullable<Awaited<ReturnType<UpgradesRepository['item']>>>;
type Beat = NonNullable<Awaited<ReturnType<CartRepository['beat']>>>;

/** What an upgrade starts from: the held licence's terms, with its trackouts while they stand. */
const heldTerms = (item: Pick<Held, 'terms' | 'trackoutsStatus'>) => ({
  type: item.terms.type,
  level: item.terms.level,
  trackouts: item.terms.trackouts !== null && item.trackoutsStatus !== 'refunded',
});

const onSale = (beat: Beat | null): beat is Beat =>
  !!beat && !beat.deletedAt && !!beat.publishedAt && beat.available && !beat.sold;

const option = (l: LicenseRow, full: number, paid: number, trackouts: LicenseRow | null) => ({
  license_id: l.id,
  trackouts_id: trackouts?.id ?? null,
  name: trackouts ? `${l.name} + ${trackouts.name}` : l.name,
  type: l.type,
  level_name: levelName(l.type as LicenseType, l.level as LicenseLevel),
  price: full,
  credit: upgradePrice(full, paid).credit,
  to_pay: upgradePrice(full, paid).total,
});

/**
 * "Trackouts added later" (decision 0095): the held licence again with the trackouts add-on it lacks, priced
 * as the cart prices that pair, less what was paid; only while the beat's trackouts file can be delivered.
 */
function trackoutsLater(beat: Beat, all: LicenseRow[], item: Held, paid: number) {
  const held = all.find((l) => l.id === item.licenseId);
  const addon = all.find((l) => l.type === 'addon');
  if (!held || !addon || heldTerms(item).trackouts || beat.trackoutsAvailable !== true) return [];
  if (!trackoutsAllowed(held) || isPlanOnly(held.type) || !licenseFitsBeat(beat.family, held)) return [];
  // The held licence is never a feature's (no trackouts), so its own price is the base, as in the cart.
  const full = lineTotal({ license: held.price, beat: held.price, trackouts: addon.price, bundle: null });
  return [option(held, full, paid, addon)];
}

/** The licences a held line can be upgraded to on this beat (without add-ons), cheapest first, then its trackouts. */
function optionsFor(beat: Beat, all: LicenseRow[], item: Held) {
  const paid = paidForLicence(item);
  const higher = all
    .filter(
      (l) =>
        !isPlanOnly(l.type) &&
        licenseFitsBeat(beat.family, l) &&
        upgradeRefusal(heldTerms(item), l, false) === null &&
        !(l.type === 'exclusive' && hasUnclearedSample(beat.sampleDeclaration)),
    )
    .map((l) => option(l, l.price, paid, null));
  return [...higher, ...trackoutsLater(beat, all, item, paid)];
}

/**
 * Decision 0095: a buyer upgrades a licence they hold to a higher one of the same beat, through a cart
 * line that names the line it supersedes; checkout prices it at the difference and sells it as any line.
 */
export function createUpgradesService(deps: { repo: UpgradesRepository; cartRepo: CartRepository; cart: CartService }) {
  const { repo, cartRepo } = deps;
  return {
    /** GET /upgrades/beat/{beat_id}: the signed-in buyer's licences of the beat and what each can become. */
    async held(ctx: EntityContext, beatId: number): Promise<HeldLicenceView[]> {
      const user = requireUser(ctx);
      const beat = await cartRepo.beat(beatId);
      if (!beat || beat.deletedAt) throw new AppError('record_not_found');
      const [rows, all] = await Promise.all([repo.held(user.id, beatId), cartRepo.licenses()]);
      return rows.map((item) => ({
        item_id: item.id,
        order_id: item.orderId,
        code: item.code,
        license: item.terms.name,
        paid: paidForLicence(item),
        // A beat sold exclusively or withdrawn is upgraded no more; the licences held stay valid.
        options: onSale(beat) ? optionsFor(beat, all, { ...item, supersededBy: null }) : [],
      }));
    },

    /** POST /cart/upgrade/{item_id}: puts the upgrade in the cart, for the licence's holder only. */
    async addToCart(ctx: EntityContext, itemId: number, body: unknown) {
      const user = requireUser(ctx);
      const input = parse(cartUpgradeSchema, body);
      const item = await repo.item(itemId);
      if (!item || item.userId !== user.id || item.beatId === null) throw new AppError('record_not_found');
      if (!isDelivered(item.status) || lineRevoked(item))
        throw new AppError('conflict', { message: 'This licence was refunded: it cannot be upgraded.' });
      if (item.supersededBy !== null)
        throw new AppError('conflict', { message: 'This licence has already been upgraded.' });
      const beat = await cartRepo.beat(item.beatId);
      if (!onSale(beat)) throw new AppError('conflict', { message: 'This beat is no longer available.' });
      const { license, trackouts } = checkedLine(beat, await cartRepo.licenses(), {
        license_id: input.license_id,
        trackouts_id: input.trackouts_id ?? null,
      });
      const refusal = upgradeRefusal(heldTerms(item), license, trackouts !== null);
      if (refusal) throw new AppError('validation_failed', { topicId: 'license_id', message: refusal });
      if (license.type === 'exclusive' && hasUnclearedSample(beat.sampleDeclaration))
        throw new AppError('validation_failed', { topicId: 'license_id', message: EXCLUSIVE_REFUSED });
      await cartRepo.upsert(user.id, item.beatId, {
        licenseId: license.id,
        trackoutsId: trackouts?.id ?? null,
        bundleLicenseId: null,
        upgradeFromItemId: item.id,
      });
      return deps.cart.cart(ctx);
    },
  };
}
export type UpgradesService = ReturnType<typeof createUpgradesService>;
