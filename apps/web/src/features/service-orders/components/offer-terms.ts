import { formatCents, type ServiceOfferView } from '@beatmarket/shared';

/** An offer's terms in one line: "$250 · 50% deposit · 2 revisions · 14 days", or "Quote" for no price. */
export function termsLine(o: Pick<ServiceOfferView, 'price' | 'deposit_percent' | 'revisions' | 'delivery_days'>) {
  const price = o.price === null ? 'Price on quote' : formatCents(o.price);
  const revisions = `${o.revisions} revision${o.revisions === 1 ? '' : 's'}`;
  const days = `${o.delivery_days} day${o.delivery_days === 1 ? '' : 's'}`;
  return `${price} · ${o.deposit_percent}% deposit · ${revisions} · ${days}`;
}
