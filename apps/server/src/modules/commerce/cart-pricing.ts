import {
  applyCoupons,
  beatTitleParts,
  couponLabel,
  couponOffer,
  levelName,
  lineTotal,
  paidForLicence,
  upgradePrice,
  sumCents,
  type BeatType,
  type CartView,
  type Coupon,
} from '@beatmarket/shared';
import type { CartRepository, LicenseRow } from './cart.repository.js';

type CartLines = Awaited<ReturnType<CartRepository['lines']>>;
type StoreLines = Awaited<ReturnType<CartRepository['storeLines']>>;
export type ServiceLines = Awaited<ReturnType<CartRepository['serviceLines']>>;

/** A milestone is payable only while its order waits for it: the deposit once accepted, the balance once approved. */
const WAITING = { deposit: 'accepted', balance: 'delivery_accepted' } as const;
const serviceLine = (line: ServiceLines[number]) => ({
  milestone_id: line.milestoneId,
  service_order_id: line.order.id,
  kind: line.kind,
  title: `${line.order.title}: ${line.kind === 'deposit' ? 'deposit' : 'balance'}`,
  payable: line.order.status === WAITING[line.kind],
  line_total: line.amount,
  discount: 0,
  discounts: [] as [],
  total: line.amount,
});

/** A store item's line: its price is the line's total before coupons (decision 0085). */
const storeLine = (line: StoreLines[number]) => ({
  store_item_id: line.storeItemId,
  item: {
    id: line.item.id,
    slug: line.item.slug,
    kind: line.item.kind,
    title: line.item.title,
    image_url: line.item.imageUrl,
    seller_name: line.sellerName,
  },
  purchasable: line.item.status === 'published' && line.item.deletedAt === null && line.item.zipKey !== null,
  line_total: line.item.price,
});

export const ref = (l: LicenseRow) => ({
  id: l.id,
  type: l.type,
  level: l.level,
  price: l.price,
  bundle_price: l.bundlePrice,
});
const summary = (l: LicenseRow | undefined) =>
  l
    ? {
        id: l.id,
        name: l.name,
        type: l.type,
        level: l.level,
        level_name: levelName(l.type, l.level),
        price: l.price,
        bundle_price: l.bundlePrice,
      }
    : null;

/** One cart line priced: its beat, its licence and add-ons, and its total before coupons. */
function pricedLine(line: CartLines[number], byId: Map<number, LicenseRow>) {
  const license = byId.get(line.licenseId);
  const trackouts = line.trackoutsId ? byId.get(line.trackoutsId) : undefined;
  const bundle = line.bundleLicenseId ? byId.get(line.bundleLicenseId) : undefined;
  const b = line.beat;
  const purchasable = b.available && !b.sold && b.publishedAt !== null && b.deletedAt === null;
  return {
    beat_id: line.beatId,
    license_id: line.licenseId,
    trackouts_id: line.trackoutsId,
    bundle_license_id: line.bundleLicenseId,
    offer_id: line.offer?.amount == null ? null : line.offerId,
    beat: {
      id: b.id,
      slug: b.slug,
      family: b.family,
      title: b.title,
      full_title: beatTitleParts(b.title, b.beatType as BeatType).full,
      image_url: b.imageUrl,
      price: b.price,
      producer_name: line.producerName,
      purchasable,
      trackouts_available: b.trackoutsAvailable === true,
    },
    license: summary(license),
    trackouts: summary(trackouts),
    bundle: summary(bundle),
    ...upgradeOf(
      line.upgradeFrom,
      // A feature's licence carries no price of its own: the feature's price is the line's base.
      // An accepted offer's line costs the agreed amount (decision 0098).
      line.offer?.amount ??
        lineTotal({
          license: license && license.type !== 'feature' ? license.price : null,
          beat: b.price,
          trackouts: trackouts?.price ?? null,
          bundle: bundle?.bundlePrice ?? null,
        }),
    ),
  };
}

/** Decision 0095: an upgrade line costs its price less what was paid for the licence it supersedes. */
function upgradeOf(from: CartLines[number]['upgradeFrom'], full: number) {
  if (!from) return { upgrade: null, line_total: full };
  const { total, credit } = upgradePrice(full, paidForLicence(from));
  return { upgrade: { item_id: from.id, code: from.code, license: from.terms.name, credit }, line_total: total };
}

/** The cart priced line by line in integer cents, with the coupons that apply to it. */
export function priceCart(
  lines: CartLines,
  storeLines: StoreLines,
  all: LicenseRow[],
  offers: Coupon[],
  promo: Coupon | null,
  serviceLines: ServiceLines = [],
): CartView {
  const byId = new Map(all.map((l) => [l.id, l]));
  const items = lines.map((line) => pricedLine(line, byId));
  const store = storeLines.map(storeLine);
  // One pass over beat and store lines together: a coupon counts and discounts them alike.
  // Offer lines stay out of it (decision 0098): the agreed amount is the price, as a milestone's is.
  const couponed = [...items.filter((i) => !i.offer_id), ...store];
  const discounts = applyCoupons(
    couponed.map((i) => i.line_total),
    offers,
    promo,
  );
  const totals = [...items, ...store].map((i) => i.line_total);
  const none = { discount: 0, discounts: [] };
  const priced = <T extends { line_total: number }>(i: T) => {
    const n = couponed.indexOf(i as never);
    const d = n < 0 ? none : discounts.lines[n]!;
    return { ...i, ...d, total: i.line_total - d.discount };
  };
  // Milestones stay out of the coupon pass: their cents are the agreed price's (decision 0088).
  const service = serviceLines.map(serviceLine);
  const subtotal = sumCents([...totals, ...service.map((s) => s.line_total)]);
  const shown = (c: Coupon) => ({
    ...c,
    offer: couponOffer(c),
    label: couponLabel(c, couponed.length),
    applied: discounts.applied.includes(c.id),
  });
  return {
    items: items.map(priced),
    store_items: store.map(priced),
    service_items: service,
    coupons: [...offers, ...(promo ? [promo] : [])].map(shown),
    totals: { subtotal, discount: discounts.discount, total: subtotal - discounts.discount, currency: 'USD' },
  };
}
