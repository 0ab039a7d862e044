import { isAdmin, isProducer, serviceOfferSchema, type ServiceOfferView } from '@beatmarket/shared';
import { AppError } from '../../core/errors.js';
import { parse } from '../../core/parse.js';
import { requireUser } from '../../core/session-user.js';
import type { EntityContext } from '../entities/entity.types.js';
import type { ServiceOffersRepository } from './service-offers.repository.js';

type Found = NonNullable<Awaited<ReturnType<ServiceOffersRepository['byId']>>>;

export const presentOffer = ({ offer: o, firstName, lastName }: Found): ServiceOfferView => ({
  id: o.id,
  seller_id: o.sellerId,
  seller: `${firstName} ${lastName}`.trim(),
  title: o.title,
  description: o.description,
  price: o.price,
  deposit_percent: o.depositPercent,
  revisions: o.revisions,
  delivery_days: o.deliveryDays,
  published: o.published,
});

const columns = (input: ReturnType<typeof serviceOfferSchema.parse>) => ({
  title: input.title,
  description: input.description,
  price: input.price,
  depositPercent: input.deposit_percent,
  revisions: input.revisions,
  deliveryDays: input.delivery_days,
  published: input.published,
});

/**
 * Custom-beat offers (decision 0097): producers publish their own from the dashboard; anyone reads the
 * published ones; only the offer's producer or an administrator changes or archives it.
 */
export function createServiceOffersService(repo: ServiceOffersRepository) {
  async function owned(ctx: EntityContext, id: number) {
    const user = requireUser(ctx);
    const found = await repo.byId(id);
    if (!found || found.offer.deletedAt) throw new AppError('record_not_found');
    if (found.offer.sellerId !== user.id && !isAdmin(user.role)) throw new AppError('forbidden');
    return found;
  }
  const mayOffer = (ctx: EntityContext) => {
    const user = requireUser(ctx);
    if (!isProducer(user.role) && !isAdmin(user.role)) throw new AppError('forbidden');
    return user;
  };
  return {
    /** GET /service-offers: published offers of accounts that still sell. */
    async published() {
      return (await repo.published()).filter((f) => isProducer(f.role)).map(presentOffer);
    },
    /** GET /service-offers/mine: the producer's own offers, hidden ones too. */
    async mine(ctx: EntityContext) {
      return (await repo.of(mayOffer(ctx).id)).map(presentOffer);
    },
    async create(ctx: EntityContext, body: unknown) {
      const user = mayOffer(ctx);
      const made = await repo.insert(user.id, columns(parse(serviceOfferSchema, body)));
      return presentOffer((await repo.byId(made.id))!);
    },
    async update(ctx: EntityContext, id: number, body: unknown) {
      await owned(ctx, id);
      await repo.update(id, columns(parse(serviceOfferSchema, body)));
      return presentOffer((await repo.byId(id))!);
    },
    /** Archived, not deleted: orders made from it keep their terms and link. */
    async archive(ctx: EntityContext, id: number) {
      await owned(ctx, id);
      await repo.update(id, { deletedAt: new Date(), published: false });
      return { id };
    },
    /** The request's view of an offer: only a published one of a producer can be ordered. */
    async orderable(id: number) {
      const found = await repo.byId(id);
      if (!found || !found.offer.published || found.offer.deletedAt || !isProducer(found.role))
        throw new AppError('record_not_found');
      return found;
    },
  };
}
export type ServiceOffersService = ReturnType<typeof createServiceOffersService>;
