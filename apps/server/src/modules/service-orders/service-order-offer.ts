import { depositOf, isProducer, SERVICE_KIND_LABEL, type serviceRequestSchema } from '@beatmarket/shared';
import { AppError } from '../../core/errors.js';
import type { ServiceOffersService } from './service-offers.service.js';
import type { ServiceOrdersRepository } from './service-orders.repository.js';

export const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** An offer's terms as the order takes them; `price` null: the seller quotes. */
export interface Terms {
  price: number | null;
  depositPercent: number;
  revisionsIncluded: number;
  deliveryDays: number;
}
export interface Offer {
  sellerId: number | null;
  serviceId?: number;
  offerId?: number;
  featureItemId?: number;
  title: string;
  terms: Terms | null;
  /** A bought feature's request: its price was the feature line, paid at checkout; nothing more is charged. */
  prepaid?: number;
}
const termsOf = (o: { depositPercent: number; revisions: number; deliveryDays: number }) => ({
  depositPercent: o.depositPercent,
  revisionsIncluded: o.revisions,
  deliveryDays: o.deliveryDays,
});

/** The thread's words for a fixed price's terms (decision 0097). */
export const fixedText = (price: number, t: Terms) =>
  `${money(price)}, a deposit of ${money(depositOf(price, t.depositPercent))} (${t.depositPercent}%) to start, ${t.revisionsIncluded} revision${t.revisionsIncluded === 1 ? '' : 's'} included.`;

/**
 * Where a request starts when it skips the quote: a fixed price is accepted with its deposit due (decision
 * 0097); a bought feature was paid at checkout, so its work starts at once with nothing due. Null: the seller
 * quotes.
 */
export function startOf(terms: Terms | null, prepaid: number | undefined) {
  if (prepaid !== undefined)
    return {
      price: prepaid,
      status: 'deposit_paid' as const,
      deposit: null,
      event: 'paid',
      step: 'deposit_paid' as const,
      note: 'The feature is paid for: the work can start, nothing more is due.',
    };
  if (terms?.price == null) return null;
  const price = terms.price;
  return {
    price,
    status: 'accepted' as const,
    deposit: depositOf(price, terms.depositPercent),
    event: 'accept',
    step: 'fixed' as const,
    note: `Fixed price: ${terms.deliveryDays} days, ${fixedText(price, terms)}`,
  };
}

/**
 * The seller, title and terms a request is for, from the offer it names (a house package, a producer's offer, a
 * producer asked directly, a feature line the buyer bought); an offer that does not exist is a 404.
 */
export function createOfferLookup(deps: {
  repo: Pick<ServiceOrdersRepository, 'service' | 'producer' | 'featureLine'>;
  offers: Pick<ServiceOffersService, 'orderable'>;
}) {
  const { repo } = deps;
  return async function offerOf(buyerId: number, input: ReturnType<typeof serviceRequestSchema.parse>): Promise<Offer> {
    const notSelf = (sellerId: number, field: string) => {
      if (sellerId === buyerId)
        throw new AppError('validation_failed', { topicId: field, message: 'You cannot order from yourself.' });
    };
    if (input.kind === 'mix_master') {
      const service = await repo.service(input.service_id!);
      if (!service || !service.published || service.deletedAt) throw new AppError('record_not_found');
      return {
        sellerId: null,
        serviceId: service.id,
        title: `${SERVICE_KIND_LABEL.mix_master}: ${service.name}`,
        terms: { ...termsOf(service), price: service.fixedPrice ? service.priceFrom : null },
      };
    }
    if (input.kind === 'custom_beat' && input.offer_id !== undefined) {
      const { offer } = await deps.offers.orderable(input.offer_id);
      notSelf(offer.sellerId, 'offer_id');
      const title = `${SERVICE_KIND_LABEL.custom_beat}: ${offer.title}`;
      return { sellerId: offer.sellerId, offerId: offer.id, title, terms: { ...termsOf(offer), price: offer.price } };
    }
    if (input.kind === 'custom_beat') {
      const producer = await repo.producer(input.producer_id!);
      if (!producer || !isProducer(producer.role)) throw new AppError('record_not_found');
      notSelf(producer.id, 'producer_id');
      return { sellerId: producer.id, title: `${SERVICE_KIND_LABEL.custom_beat} by ${producer.name}`, terms: null };
    }
    const line = await repo.featureLine(input.feature_item_id!, buyerId);
    if (!line || line.terms.type !== 'feature' || line.producerId === null) throw new AppError('record_not_found');
    return {
      sellerId: line.producerId,
      featureItemId: line.id,
      title: `${SERVICE_KIND_LABEL.feature}: ${line.beatTitle}`,
      terms: null,
      prepaid: line.amount,
    };
  };
}
