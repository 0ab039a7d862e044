import { offerCounterSchema, offerCreateSchema, offerNoteSchema, type OfferAction } from '@beatmarket/shared';
import { AppError } from '../../core/errors.js';
import { parse } from '../../core/parse.js';
import { requireUser } from '../../core/session-user.js';
import { checkedLine } from '../commerce/cart-line.js';
import type { EntityContext } from '../entities/entity.types.js';
import { mayTake, sideOf, type Side } from './offer-access.js';
import { checkFloor, createOfferReads } from './offer-reads.js';
import type { OfferMail } from './offer-mail.js';
import type { OfferRow, OffersRepository, Tx } from './offers.repository.js';

const DAY = 86_400_000;
const HOUR = 3_600_000;
export interface OffersDeps {
  repo: OffersRepository;
  /** Commerce's cart reads: the beat as a cart line sees it and the licences, checked by the cart's own rules. */
  cart: {
    beat(id: number): Promise<Parameters<typeof checkedLine>[0] | null>;
    licenses(): Promise<Parameters<typeof checkedLine>[1]>;
  };
  mail: OfferMail;
  now: () => Date;
  expiryDays: number;
  linkHours: number;
  /** Offers a buyer may make in a day, all beats together (decision 0098: no spam). */
  dailyLimit: number;
}

/** Offers and counter-offers (issue 35 §2, decision 0098): the thread, the turns, the floor, the link. */
export function createOffersService(deps: OffersDeps) {
  const { repo, now } = deps;
  const { view, list } = createOfferReads(repo, now);
  const other = (side: Side) => (side === 'buyer' ? 'producer' : 'buyer');

  /** One step, taken under the offer's row lock so two answers at once cannot both land. */
  async function step(
    ctx: EntityContext,
    id: number,
    action: Exclude<OfferAction, 'checkout'>,
    change: (o: OfferRow, at: Date) => Partial<OfferRow>,
    message: string,
    amount: number | null = null,
  ) {
    const user = requireUser(ctx);
    const done = await repo.transaction(async (tx) => {
      const offer = await repo.lock(tx, id);
      const side = sideOf(ctx, offer);
      const at = now();
      mayTake(offer!, side, action, at);
      const set = change(offer!, at);
      await repo.update(tx, id, set);
      await repo.addEvent(tx, { offerId: id, authorId: user.id, kind: action, amount, message });
      return { offer: { ...offer!, ...set }, side };
    });
    const to = action === 'accept' ? (['buyer', 'producer'] as const) : ([other(done.side)] as const);
    await deps.mail(done.offer, action, [...to]);
    return view(ctx, id);
  }

  return {
    view,
    list,
    async make(ctx: EntityContext, body: unknown) {
      const user = requireUser(ctx);
      const input = parse(offerCreateSchema, body);
      const [beat, owner, settings] = await Promise.all([
        deps.cart.beat(input.beat_id),
        repo.beat(input.beat_id),
        repo.settings(input.beat_id),
      ]);
      if (!beat || !owner || beat.deletedAt || !beat.publishedAt) throw new AppError('record_not_found');
      if (owner.producerId === user.id)
        throw new AppError('validation_failed', { topicId: 'beat_id', message: 'This is your own beat.' });
      if (!beat.available || beat.sold)
        throw new AppError('conflict', { message: 'This beat is no longer available.' });
      if (!settings.enabled)
        throw new AppError('validation_failed', { topicId: 'beat_id', message: 'This beat does not take offers.' });
      const { license } = checkedLine(beat, await deps.cart.licenses(), { license_id: input.license_id });
      await checkFloor(repo, { beatId: beat.id, licenseId: license.id }, input.amount);
      const at = now();
      if ((await repo.madeSince(user.id, new Date(at.getTime() - DAY))) >= deps.dailyLimit)
        throw new AppError('rate_limited', { message: 'You have made many offers today. Please try again tomorrow.' });
      await repo.expireStale(beat.id, user.id, at);
      const made = await repo.insert(
        {
          beatId: beat.id,
          buyerId: user.id,
          producerId: owner.producerId,
          licenseId: license.id,
          amount: input.amount,
          turn: 'producer',
          expiresAt: new Date(at.getTime() + deps.expiryDays * DAY),
        },
        input.message,
      );
      if (!made)
        throw new AppError('conflict', {
          message: 'You already have an offer on this beat. Answer it or withdraw it first.',
        });
      await deps.mail(made, 'offer', ['producer']);
      return view(ctx, made.id);
    },

    accept: (ctx: EntityContext, id: number, body: unknown) =>
      step(
        ctx,
        id,
        'accept',
        (_o, at) => ({ status: 'accepted', linkExpiresAt: new Date(at.getTime() + deps.linkHours * HOUR) }),
        parse(offerNoteSchema, body ?? {}).message,
      ),
    decline: (ctx: EntityContext, id: number, body: unknown) =>
      step(ctx, id, 'decline', () => ({ status: 'declined' }), parse(offerNoteSchema, body ?? {}).message),
    withdraw: (ctx: EntityContext, id: number, body: unknown) =>
      step(ctx, id, 'withdraw', () => ({ status: 'withdrawn' }), parse(offerNoteSchema, body ?? {}).message),

    async counter(ctx: EntityContext, id: number, body: unknown) {
      const input = parse(offerCounterSchema, body);
      const offer = await repo.byId(id);
      const side = sideOf(ctx, offer);
      mayTake(offer!, side, 'counter', now());
      // The producer's floor binds buyers only.
      if (side === 'buyer') await checkFloor(repo, offer!, input.amount);
      return step(
        ctx,
        id,
        'counter',
        (o, at) => ({
          amount: input.amount,
          turn: o.turn === 'buyer' ? 'producer' : 'buyer',
          expiresAt: new Date(at.getTime() + deps.expiryDays * DAY),
        }),
        input.message,
        input.amount,
      );
    },

    /** The checkout link: the accepted offer's line in the buyer's cart at the agreed amount, until the deadline. */
    async checkout(ctx: EntityContext, id: number) {
      const user = requireUser(ctx);
      const offer = await repo.byId(id);
      mayTake(offer!, sideOf(ctx, offer), 'checkout', now());
      await repo.putInCart(user.id, offer!);
      return { offer_id: id, next: '/checkout' };
    },

    /**
     * Decision 0101: the buyers of offers a checkout just lost (another capture won the exclusive) are
     * mailed in that checkout's transaction, so no offer is lost without its mail.
     */
    async mailLost(tx: Tx, ids: number[]) {
      for (const offer of await repo.byIds(ids, tx)) await deps.mail(offer, 'lost', ['buyer'], tx);
    },
  };
}
export type OffersService = ReturnType<typeof createOffersService>;
