import { randomBytes } from 'node:crypto';
import {
  channelLimit,
  channelLimitMessage,
  EXCLUSIVE_REFUSED,
  hasUnclearedSample,
  sampleDisclosure,
  customBeatTerms,
  serviceLineTerms,
  storeLineTerms,
  trackoutsShare,
  verificationCode,
  type CartLineView,
  type LineTerms,
} from '@beatmarket/shared';
import { AppError } from '../../core/errors.js';
import { TRACKOUTS_UNAVAILABLE } from './cart-line.js';
import type { CartService } from './cart.service.js';
import type { NewItem } from './order-rows.repository.js';

type Snapshot = Awaited<ReturnType<CartService['snapshot']>>;

/** A line's trackouts, delivered at the sale: checkout sells them only with the file (decision 0077). */
const trackoutsOf = (i: CartLineView) =>
  i.trackouts
    ? {
        trackoutsStatus: 'delivered' as const,
        trackoutsAmount: trackoutsShare({ price: i.trackouts.price, lineTotal: i.line_total, amount: i.total }),
      }
    : {};

/** Refuses a cart that cannot be sold as it stands: empty, a beat gone, trackouts without their file. */
export function checkSellable(priced: Snapshot['cart']) {
  const service = priced.service_items ?? [];
  if (!priced.items.length && !priced.store_items.length && !service.length)
    throw new AppError('conflict', { message: 'Your cart is empty.' });
  const moved = service.find((s) => !s.payable);
  if (moved)
    throw new AppError('sold_out', { message: `${moved.title} can no longer be paid. Remove it to check out.` });
  const gone = priced.store_items.find((i) => !i.purchasable);
  if (gone)
    throw new AppError('sold_out', { message: `${gone.item.title} is no longer available. Remove it to check out.` });
  const stale = priced.items.find((i) => !i.beat.purchasable);
  if (stale)
    throw new AppError('sold_out', {
      message: `${stale.beat.full_title} is no longer available. Remove it to check out.`,
    });
  // Decision 0077: a line kept in the cart from before, whose beat has no trackouts file, is not sold.
  const undeliverable = priced.items.find((i) => i.trackouts_id !== null && !i.beat.trackouts_available);
  if (undeliverable)
    throw new AppError('validation_failed', {
      topicId: 'trackouts_id',
      message: `${TRACKOUTS_UNAVAILABLE} Remove the trackouts from ${undeliverable.beat.full_title} to check out.`,
    });
}

/**
 * Decision 0091: an exclusive line kept in the cart from before its beat declared an uncleared sample
 * is not sold (the cart refuses it when it is added; this is the same rule at the payment).
 */
export function checkSamples({ lines, licenses }: Snapshot) {
  const exclusive = new Set(licenses.filter((l) => l.type === 'exclusive').map((l) => l.id));
  const refused = lines.find((l) => exclusive.has(l.licenseId) && hasUnclearedSample(l.beat.sampleDeclaration));
  if (refused)
    throw new AppError('validation_failed', {
      topicId: 'license_id',
      message: `${refused.beat.title}: ${EXCLUSIVE_REFUSED} Choose a lease to check out.`,
    });
}

/** The channels named per beat at checkout (decision 0092), by beat id. */
type Channels = Record<string, string[]> | undefined;

/** The order's lines from the priced cart, each with the licence terms frozen as the buyer agreed to them. */
export function orderLines(snapshot: Snapshot, channels?: Channels): NewItem[] {
  return [...beatLines(snapshot, channels), ...storeLines(snapshot), ...serviceLines(snapshot)];
}

/** A beat line's channels, refused over its licence's limit or when the beat is not in the cart. */
function lineChannels(channels: Channels, beatIds: number[], beatId: number, terms: LineTerms): string[] {
  for (const key of Object.keys(channels ?? {}))
    if (!beatIds.includes(Number(key)))
      throw new AppError('validation_failed', { topicId: `channels.${key}`, message: 'This beat is not in your cart' });
  const named = channels?.[String(beatId)] ?? [];
  const limit = channelLimit(terms);
  if (named.length > limit)
    throw new AppError('validation_failed', { topicId: `channels.${beatId}`, message: channelLimitMessage(limit) });
  return named;
}

/**
 * A service milestone's line (decision 0088): its seller (null: the house) is owed. A custom beat's balance
 * carries the exclusive licence, so its PDF and /verify read it as a beat's.
 */
function serviceLines({ cart: priced, serviceLines: rows }: Snapshot): NewItem[] {
  return (priced.service_items ?? []).map((s) => {
    const row = rows.find((r) => r.milestoneId === s.milestone_id)!;
    const beat = row.order.kind === 'custom_beat' && row.kind === 'balance';
    return {
      serviceMilestoneId: s.milestone_id,
      // The licence names the beat made, not the payment step that bought it.
      beatTitle: beat ? row.order.title : s.title,
      producerId: row.order.sellerId,
      terms: beat ? customBeatTerms(row.order.title) : serviceLineTerms(`${s.title}, as agreed on the order's thread.`),
      lineTotal: s.line_total,
      discount: 0,
      discounts: [],
      amount: s.total,
      verificationCode: verificationCode(randomBytes),
    };
  });
}

/** A store item's lines (decision 0085): its seller (null: the house) is owed, under its own terms. */
function storeLines({ cart: priced, storeLines: rows }: Snapshot): NewItem[] {
  return priced.store_items.map((i) => {
    const row = rows.find((r) => r.storeItemId === i.store_item_id)!;
    return {
      storeItemId: i.store_item_id,
      beatTitle: i.item.title,
      producerId: row.item.producerId,
      terms: storeLineTerms(row.item.terms),
      lineTotal: i.line_total,
      discount: i.discount,
      discounts: i.discounts,
      amount: i.total,
      verificationCode: verificationCode(randomBytes),
    };
  });
}

function beatLines({ cart: priced, lines, licenses }: Snapshot, channels: Channels): NewItem[] {
  const licenseOf = new Map(licenses.map((l) => [l.id, l]));
  return priced.items.map((i) => {
    const line = lines.find((l) => l.beatId === i.beat_id)!;
    const license = licenseOf.get(i.license_id)!;
    const terms: LineTerms = {
      name: license.name,
      type: license.type,
      level: license.level,
      specifications: license.specifications,
      trackouts: i.trackouts?.name ?? null,
      bundle: i.bundle ? license.bundledName || 'Bundle' : null,
      samples: sampleDisclosure(line.beat.sampleDeclaration),
    };
    return {
      beatId: i.beat_id,
      licenseId: i.license_id,
      trackoutsId: i.trackouts_id,
      bundleLicenseId: i.bundle_license_id,
      offerId: i.offer_id ?? null,
      beatTitle: i.beat.full_title,
      producerId: line.beat.producerId,
      coproducerId: line.beat.coproducerId,
      // Decision 0096: the split frozen with the sale; an edit later changes future sales only.
      collaborators: line.beat.collaborators,
      terms,
      lineTotal: i.line_total,
      discount: i.discount,
      discounts: i.discounts,
      amount: i.total,
      // Decision 0095: the line it supersedes, and the cents credited for it (line_total is after them).
      upgradesItemId: i.upgrade?.item_id ?? null,
      upgradeCredit: i.upgrade?.credit ?? 0,
      ...trackoutsOf(i),
      youtubeChannels: lineChannels(
        channels,
        priced.items.map((x) => x.beat_id),
        i.beat_id,
        terms,
      ),
      verificationCode: verificationCode(randomBytes),
    };
  });
}
