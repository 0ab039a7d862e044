import { isAdmin, type SubscriptionView } from '@beatmarket/shared';
import { subscriptions } from '../../db/schema/index.js';
import type { EntityAction, EntityContext, EntityDefinition } from '../entities/entity.types.js';
import type { SubscriptionsService } from './subscriptions.service.js';
import type { SubscriptionViews } from './subscription.view.js';
import type { SubscriptionRow, SubscriptionsRepository } from './subscriptions.repository.js';
import { subscriptionsOf } from './subscription-scope.repository.js';

type Shown = SubscriptionRow & { view: SubscriptionView };
const admin = (ctx: EntityContext) => isAdmin(ctx.user?.role);

/**
 * `subscription` (spec §3, issue 19): the subscriber reads and lists their own, administrators all;
 * anyone else's does not exist for a user (404). Made only by subscribing to a plan, moved only by its
 * actions and the billing engine, never edited or deleted.
 */
export function subscriptionEntity(deps: {
  repo: SubscriptionsRepository;
  views: SubscriptionViews;
  service: SubscriptionsService;
  /** Actions of the other parts of subscriptions (claim, Chargebee pages), on the same record. */
  actions?: Record<string, EntityAction<SubscriptionRow>>;
}): EntityDefinition<SubscriptionRow, SubscriptionView, Shown> {
  const { repo, views, service } = deps;
  /** A record action answering the subscription as it is after the action. */
  const act =
    (run: (ctx: EntityContext, id: number, body: unknown) => Promise<number>): EntityAction<SubscriptionRow>['run'] =>
    async (ctx, { row, body }) =>
      views.one((await repo.find(await run(ctx, row!.id, body)))!);
  return {
    name: 'subscription',
    table: subscriptions,
    idColumn: subscriptions.id,
    parentVisible: (ctx) => (admin(ctx) ? undefined : subscriptionsOf(ctx.user?.id ?? null)),
    fields: {
      id: { column: subscriptions.id, sortable: true },
      status: { column: subscriptions.status, sortable: true, filterable: true },
      user_id: { column: subscriptions.userId, filterable: true },
      subscribable_id: { column: subscriptions.subscribableId, filterable: true },
      interval: { column: subscriptions.interval, filterable: true },
      price: { column: subscriptions.price, sortable: true },
      current_period_end: { column: subscriptions.currentPeriodEnd, sortable: true },
      created_at: { column: subscriptions.createdAt, sortable: true },
    },
    defaultSort: [{ field: 'created_at', direction: 'desc' }],
    async enrich(rows) {
      const shown = await views.subscriptions(rows);
      return rows.map((r, i) => ({ ...r, view: shown[i]! }));
    },
    present: (row) => row.view,
    policy: {
      list: (ctx) => ctx.user !== null,
      read: (ctx, row) => admin(ctx) || row.userId === ctx.user?.id,
      create: () => false,
      delete: () => false,
      writable: () => null,
    },
    actions: {
      cancel: { method: 'POST', onRecord: true, run: act((ctx, id) => service.cancel(ctx, id)) },
      resume: { method: 'POST', onRecord: true, run: act((ctx, id) => service.resume(ctx, id)) },
      change: { method: 'POST', onRecord: true, run: act((ctx, id, body) => service.change(ctx, id, body)) },
      payment_method: {
        method: 'POST',
        onRecord: true,
        run: act((ctx, id, body) => service.paymentMethod(ctx, id, body)),
      },
      ...deps.actions,
    },
  };
}
