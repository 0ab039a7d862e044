import {
  depositOf,
  formatDate,
  isAdmin,
  serviceMessageSchema,
  serviceQuoteSchema,
  serviceRequestSchema,
  type ServiceOrdersReportRow,
} from '@beatmarket/shared';
import { AppError } from '../../core/errors.js';
import { parse } from '../../core/parse.js';
import { requireUser } from '../../core/session-user.js';
import type { EntityContext } from '../entities/entity.types.js';
import { actionsOf, sideOf } from './service-order-access.js';
import type { ServiceOrderMail } from './service-order-mail.js';
import { presentServiceOrder, presentSummary } from './service-order.present.js';
import type { ServiceFiles } from './service-files.js';
import type { ServiceOffersService } from './service-offers.service.js';
import { createOfferLookup, money, startOf } from './service-order-offer.js';
import type { ServiceOrdersRepository } from './service-orders.repository.js';
import { createServiceOrderSteps } from './service-order-steps.js';

/** Refunds one checkout line at the provider and in the ledger (commerce's line refund). */
export type RefundLine = (orderId: number, itemId: number, actorId: number, note: string) => Promise<unknown>;

const DAY = 86_400_000;

const stale = () => new AppError('conflict', { message: 'This order has moved on. Reload the page.' });

/** Service orders (issue 34, decision 0088): the request, the quote, the thread and the administrators' view. */
export function createServiceOrdersService(deps: {
  repo: ServiceOrdersRepository;
  files: ServiceFiles;
  mail: ServiceOrderMail;
  refundLine: RefundLine;
  offers: Pick<ServiceOffersService, 'orderable'>;
}) {
  const { repo, files, mail } = deps;
  const load = async (ctx: EntityContext, id: number) => sideOf(ctx, await repo.byId(id));

  async function view(ctx: EntityContext, id: number) {
    const { order, side } = await load(ctx, id);
    const user = requireUser(ctx);
    const [events, milestones, people] = await Promise.all([
      repo.events(id),
      repo.milestones(id),
      repo.people([order.buyerId, order.sellerId]),
    ]);
    return presentServiceOrder({
      order,
      side,
      actions: actionsOf(order, side, isAdmin(user.role)),
      events,
      milestones,
      people,
      viewerId: user.id,
      link: files.link,
    });
  }

  const offerOf = createOfferLookup(deps);
  const steps = createServiceOrderSteps({ ...deps, load, view, stale });

  return {
    view,
    ...steps,
    /**
     * POST /service-orders: any signed-in account asks for an offer, with its brief and files. The offer's
     * terms (deposit percent, revisions) go on the order; a fixed price skips the quote (decision 0097): the
     * order is accepted at once and its deposit is in the buyer's cart. A bought feature was paid at checkout:
     * its work starts at once and nothing more is charged.
     */
    async request(ctx: EntityContext, body: unknown) {
      const user = requireUser(ctx);
      const input = parse(serviceRequestSchema, body);
      const { terms, prepaid, ...offer } = await offerOf(user.id, input);
      const brief = files.received(user.id, input.file_tokens, 'service_brief');
      const {
        kind,
        service_id: _s,
        producer_id: _p,
        offer_id: _o,
        feature_item_id: _f,
        file_tokens: _t,
        ...fields
      } = input;
      const deadline = fields.deadline ? new Date(fields.deadline) : null;
      const fixed = terms?.price ?? null;
      const start = startOf(terms, prepaid);
      const made = await repo.insert(
        {
          kind,
          buyerId: user.id,
          ...offer,
          brief: fields,
          ...(terms && { depositPercent: terms.depositPercent, revisionsIncluded: terms.revisionsIncluded }),
          ...(start && { price: start.price, status: start.status }),
          dueAt: fixed !== null ? new Date(Date.now() + terms!.deliveryDays * DAY) : deadline,
        },
        { authorId: user.id, kind: 'request', body: fields.notes, files: brief },
        start ?? undefined,
      );
      await mail(made, start?.step ?? 'requested', 'seller');
      return view(ctx, made.id);
    },
    /** POST /service-orders/{id}/quote: the seller's price and date. */
    async quote(ctx: EntityContext, id: number, body: unknown) {
      const { order } = await steps.allowed(ctx, id, 'quote');
      const input = parse(serviceQuoteSchema, body);
      const moved = await repo.transaction(async (tx) => {
        const row = await repo.move(tx, id, ['requested'], {
          status: 'quoted',
          price: input.price,
          dueAt: new Date(input.due_at),
          revisionsIncluded: input.revisions,
        });
        if (!row) throw stale();
        const deposit = depositOf(input.price, order.depositPercent);
        const text = `Quote: ${money(input.price)}, a deposit of ${money(deposit)} to start, delivery by ${formatDate(`${input.due_at}T00:00:00Z`, 'UTC')}, ${input.revisions} revisions included.`;
        const note = input.message ? `${text}\n${input.message}` : text;
        await repo.addEvent(id, { authorId: requireUser(ctx).id, kind: 'quote', body: note }, tx);
        return row;
      });
      await mail(moved, 'quoted', 'buyer');
      return view(ctx, id);
    },
    /** GET /service-orders: the viewer's own as buyer or seller; `all` for administrators (the back office). */
    async list(ctx: EntityContext, all: boolean) {
      const user = requireUser(ctx);
      if (all && !isAdmin(user.role)) throw new AppError('forbidden');
      const viewer = { id: user.id, admin: isAdmin(user.role) };
      const rows = await repo.list(all ? 'all' : viewer);
      const people = await repo.people(rows.flatMap((r) => [r.buyerId, r.sellerId]));
      return rows.map((r) => presentSummary(r, people, viewer));
    },
    /** GET /service-orders/report: counts and sums by kind and state, for administrators. */
    async report(ctx: EntityContext): Promise<ServiceOrdersReportRow[]> {
      if (!isAdmin(requireUser(ctx).role)) throw new AppError('forbidden');
      return repo.report();
    },
    /** A message on the thread, with files, from either side. */
    async message(ctx: EntityContext, id: number, body: unknown) {
      const { order, side } = await steps.allowed(ctx, id, 'message');
      const input = parse(serviceMessageSchema, body);
      const user = requireUser(ctx);
      const sent = files.received(user.id, input.file_tokens, side === 'buyer' ? 'service_brief' : 'service_delivery');
      await repo.addEvent(id, { authorId: user.id, kind: 'message', body: input.body, files: sent });
      await mail(order, 'message', side === 'buyer' ? 'seller' : 'buyer');
      return view(ctx, id);
    },
  };
}
export type ServiceOrdersService = ReturnType<typeof createServiceOrdersService>;
