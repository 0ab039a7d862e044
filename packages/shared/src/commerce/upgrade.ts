import { z } from 'zod';
import { idField } from '../text.js';
import { LICENSE_LEVELS, type LicenseLevel, type LicenseType } from './license.js';

/**
 * Decision 0095: a licence's place on the upgrade ladder (Basic → Standard → Unlimited → Exclusive);
 * null for licences that are not upgraded (add-ons, features, membership licences, sync).
 */
export function licenceRank(l: { type: string; level: string }): number | null {
  if (l.type === 'exclusive') return LICENSE_LEVELS.length + 1;
  if (l.type !== 'non_exclusive') return null;
  return LICENSE_LEVELS.indexOf(l.level as LicenseLevel) + 1 || null;
}

/** A licence held, as an upgrade starts from: its terms and whether its trackouts were delivered with it. */
export interface HeldTerms {
  type: string;
  level: string;
  trackouts: boolean;
}

/**
 * Why `to` (with or without trackouts) is no upgrade of `held`, or null when it is: a higher licence of
 * the ladder, or the same licence with the trackouts added later.
 */
export function upgradeRefusal(
  held: HeldTerms,
  to: { type: LicenseType | string; level: string; id?: number },
  trackouts: boolean,
) {
  const from = licenceRank(held);
  const rank = licenceRank(to);
  if (from === null) return 'This licence cannot be upgraded.';
  if (rank === null) return 'Choose a higher licence of this beat.';
  if (rank > from) return null;
  if (rank === from && trackouts && !held.trackouts) return null;
  return 'Choose a licence higher than the one you hold.';
}

/** What the buyer has paid for a licence in all: the line's cents kept (after its discounts and refunds) plus the credit it was given. */
export const paidForLicence = (line: { amount: number; refunded: number; upgradeCredit: number }) =>
  line.upgradeCredit + Math.max(0, line.amount - line.refunded);

/**
 * An upgrade line's total before coupons: the new line's price less what was paid for the licence it
 * supersedes, never below zero. Returns the credit actually used, so credit used + total = new price.
 */
export function upgradePrice(newTotal: number, paid: number): { total: number; credit: number } {
  if (!Number.isSafeInteger(newTotal) || newTotal < 0 || !Number.isSafeInteger(paid) || paid < 0)
    throw new RangeError('upgrade prices are whole, non-negative cents');
  const credit = Math.min(newTotal, paid);
  return { total: newTotal - credit, credit };
}

/** POST /cart/upgrade/{item_id}: the licence (and optional trackouts) a held licence is upgraded to. */
export const cartUpgradeSchema = z.object({
  license_id: idField(),
  trackouts_id: idField().nullable().optional(),
});
export type CartUpgrade = z.infer<typeof cartUpgradeSchema>;

/** One licence a held licence can be upgraded to, with what the buyer pays before coupons. */
export interface UpgradeOptionView {
  license_id: number;
  /** The trackouts add-on bought with it: set on the "trackouts added later" option (same licence, trackouts added). */
  trackouts_id: number | null;
  name: string;
  level_name: string;
  type: string;
  price: number;
  credit: number;
  to_pay: number;
}

/** `GET /upgrades/beat/{beat_id}`: the signed-in buyer's licences of the beat that can be upgraded. */
export interface HeldLicenceView {
  item_id: number;
  order_id: number;
  code: string;
  license: string;
  paid: number;
  options: UpgradeOptionView[];
}

/** The upgrade a cart line or a licence check names: the licence it supersedes (or that superseded it). */
export interface UpgradeRefView {
  item_id: number;
  code: string;
  license: string;
}
