import {
  isAdmin,
  isPlanGrantable,
  isProducer,
  PLAN_LICENSE_REFUSED,
  planGrants,
  subscribableSchema,
  type SubscribableView,
} from '@beatmarket/shared';
import { subscribables } from '../../db/schema/index.js';
import { AppError } from '../../core/errors.js';
import type { EntityContext, EntityDefinition } from '../entities/entity.types.js';
import { subscribableActions } from './subscribable.actions.js';
import type { SubscribeService } from './subscribe.service.js';
import type { SubscriptionViews } from './subscription.view.js';
import type { PlanRow, SubscriptionsRepository } from './subscriptions.repository.js';
import type { TrialsRepository } from './trials.repository.js';
import { plansVisibleTo } from './subscription-scope.repository.js';

type Shown = PlanRow & { view: SubscribableView };
const admin = (ctx: EntityContext) => isAdmin(ctx.user?.role);
const ownPlan = (ctx: EntityContext, row: PlanRow) =>
  isProducer(ctx.user?.role) && row.producerId !== null && row.producerId === ctx.user?.id;
/** A producer's plan is always their own: they cannot move it to someone else's catalogue. */
const producerFields = subscribableSchema.omit({ producer_id: true });
/** The plan as an account that has had its trial meets it: charged at subscribe, its grants worded so. */
function withoutTrial(view: SubscribableView): SubscribableView {
  const plan = { ...view, trial_available: false };
  return { ...plan, grants: planGrants(plan) };
}

/**
 * `subscribable` (spec §3, issue 19): a plan. Everyone sees published plans; administrators all, a
 * producer also their own. Administrators manage every plan; a producer makes plans over their own
 * beats when the setting `producer_plans` allows it, and edits or withdraws their own (decision 0048).
 * `POST /subscribable/{id}/subscribe` subscribes the logged-in user.
 */
export function subscribableEntity(deps: {
  repo: SubscriptionsRepository;
  views: SubscriptionViews;
  subscribe: SubscribeService;
  producerPlans(): Promise<boolean>;
  trials: TrialsRepository;
}): EntityDefinition<PlanRow, SubscribableView, Shown> {
  const { repo, views } = deps;
  /** The licence and producer a plan names must exist (422 on the field, never a foreign-key 500). */
  async function checkParts(values: Record<string, unknown>) {
    if (typeof values.license_id === 'number') {
      const licence = await repo.licence(values.license_id);
      if (!licence || licence.deletedAt)
        throw new AppError('validation_failed', { topicId: 'license_id', message: 'Choose an existing licence' });
      // Issue 31: each claim would make a genuine exclusive without selling the beat, to every subscriber.
      if (!isPlanGrantable(licence.type))
        throw new AppError('validation_failed', { topicId: 'license_id', message: PLAN_LICENSE_REFUSED });
    }
    if (typeof values.producer_id === 'number') {
      const [found] = [...(await repo.userNames([values.producer_id])).values()];
      if (!found) throw new AppError('validation_failed', { topicId: 'producer_id', message: 'Choose a producer' });
    }
  }
  return {
    name: 'subscribable',
    table: subscribables,
    idColumn: subscribables.id,
    deletedAtColumn: subscribables.deletedAt,
    parentVisible: (ctx) => (admin(ctx) ? undefined : plansVisibleTo(ctx.user?.id ?? null)),
    fields: {
      id: { column: subscribables.id, sortable: true },
      name: { column: subscribables.name, sortable: true, searchable: true },
      price: { column: subscribables.price, sortable: true },
      interval: { column: subscribables.interval, sortable: true, filterable: true },
      published: { column: subscribables.published, sortable: true, filterable: true },
      producer_id: { column: subscribables.producerId, filterable: true },
      license_id: { column: subscribables.licenseId, filterable: true },
      created_at: { column: subscribables.createdAt, sortable: true },
    },
    defaultSort: [
      { field: 'price', direction: 'asc' },
      { field: 'id', direction: 'asc' },
    ],
    async enrich(rows, ctx) {
      const shown = await views.plans(rows);
      const user = ctx.user;
      // Issue 31: no "Free for N days" to an account that has had the trial this plan would give.
      const had = await Promise.all(
        rows.map((r) => (user && r.trialDays > 0 ? deps.trials.taken(undefined, user.id, r) : false)),
      );
      return rows.map((r, i) => ({ ...r, view: had[i] ? withoutTrial(shown[i]!) : shown[i]! }));
    },
    present: (row) => row.view,
    policy: {
      list: () => true,
      read: (ctx, row) => admin(ctx) || row.published || ownPlan(ctx, row),
      create: (ctx) => admin(ctx) || isProducer(ctx.user?.role),
      delete: (ctx, row) => admin(ctx) || ownPlan(ctx, row),
      writable: (ctx, row) => (admin(ctx) ? subscribableSchema : ownPlan(ctx, row) ? producerFields : null),
    },
    async save(row, columns, values) {
      await checkParts(values);
      return repo.updatePlan(row.id, columns);
    },
    create: {
      schema: subscribableSchema,
      async run(ctx, input, columns) {
        if (!admin(ctx)) {
          if (!(await deps.producerPlans()))
            throw new AppError('forbidden', { message: 'Only administrators make plans on this store.' });
          if (input.producer_id !== ctx.user!.id)
            throw new AppError('forbidden', {
              topicId: 'producer_id',
              message: 'A producer makes plans over their own beats only',
            });
        }
        await checkParts(input);
        return repo.insertPlan({ ...(columns as typeof subscribables.$inferInsert), createdBy: ctx.user!.id });
      },
    },
    actions: subscribableActions(deps),
  };
}
