import { isProducer, trialRuleSchema, type TrialRule } from '@beatmarket/shared';
import { AppError } from '../../core/errors.js';
import { parse } from '../../core/parse.js';
import { ActionReply, type EntityAction, type EntityContext } from '../entities/entity.types.js';
import type { SubscribeService } from './subscribe.service.js';
import type { SubscriptionViews } from './subscription.view.js';
import type { PlanRow, SubscriptionsRepository } from './subscriptions.repository.js';
import type { TrialsRepository } from './trials.repository.js';

/** The producer whose own rule this is: their plans' trials are theirs to set (administrators included, for theirs). */
function producerOf(ctx: EntityContext): number {
  if (!ctx.user) throw new AppError('unauthenticated');
  if (!isProducer(ctx.user.role))
    throw new AppError('forbidden', { message: 'Only producers set rules for their plans.' });
  return ctx.user.id;
}
/** The plan's actions: the producer's trial rule, read and set, and subscribing (`POST /subscribable/{id}/subscribe`). */
export function subscribableActions(deps: {
  repo: SubscriptionsRepository;
  views: SubscriptionViews;
  subscribe: SubscribeService;
  trials: TrialsRepository;
}): Record<string, EntityAction<PlanRow>> {
  const { repo, views } = deps;
  return {
    /** `GET /subscribable/trial_rule`: the producer's rule for their plans' free trials (issue 31). */
    trial_rule: {
      method: 'GET',
      onRecord: false,
      run: async (ctx): Promise<TrialRule> => ({
        one_trial_across_plans: await deps.trials.oneAcrossPlans(producerOf(ctx)),
      }),
    },
    /** `POST /subscribable/set_trial_rule`: one free trial per account across all the producer's plans, or one per plan. */
    set_trial_rule: {
      method: 'POST',
      onRecord: false,
      async run(ctx, { body }): Promise<TrialRule> {
        const producerId = producerOf(ctx);
        const input = parse(trialRuleSchema, body);
        await deps.trials.setOneAcrossPlans(producerId, input.one_trial_across_plans);
        return input;
      },
    },
    subscribe: {
      method: 'POST',
      onRecord: true,
      async run(ctx, { row, body }) {
        const id = await deps.subscribe.subscribe(ctx, row!, body);
        const [view] = await views.subscriptions([(await repo.find(id))!]);
        return new ActionReply(view, {}, { status: 201, redirect: `/subscription/${id}` });
      },
    },
  };
}
