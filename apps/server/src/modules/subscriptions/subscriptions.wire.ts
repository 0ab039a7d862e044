import type { PaymentGateway } from '../../adapters/payments.js';
import type { AreaParts, Base } from '../../wiring.js';
import type { MailService } from '../mail/mail.service.js';
import type { SupportingDataService } from '../settings/supporting-data.service.js';
import { createBillingEngine } from './billing/billing.engine.js';
import { createBillingRepository } from './billing/billing.repository.js';
import { chargebeePageRoutes, chargebeeWebhookRoutes } from './billing/chargebee.routes.js';
import { createSubscriptionJobsRepository } from './billing/jobs.repository.js';
import type { ClaimLine } from './billing/member-mails.js';
import { subscribableEntity } from './subscribable.entity.js';
import { createSubscribeService } from './subscribe.service.js';
import { subscriptionEntity } from './subscription.entity.js';
import { createSubscriptionViews } from './subscription.view.js';
import { createSubscriptionsRepository } from './subscriptions.repository.js';
import { createSubscriptionsService } from './subscriptions.service.js';
import { createTrialsRepository } from './trials.repository.js';
import { claimAction, createUsage } from './usage/index.js';

type UsageDeps = Parameters<typeof createUsage>[0];

/**
 * Subscriptions (issue 19, decisions 0048-0049, 0052): plans, subscribing, the one mover, the billing
 * engine, and using a plan (claims are zero-amount orders delivered like a sale).
 */
export function wireSubscriptions(
  { config, db, log, now }: Base,
  deps: {
    orders: UsageDeps['orders'];
    complete: UsageDeps['complete'];
    payments: PaymentGateway;
    mail: MailService;
    supportingData: SupportingDataService;
  },
) {
  const { payments: gateway, mail } = deps;
  const usage = createUsage({ db, orders: deps.orders, complete: deps.complete, now });
  const repo = createSubscriptionsRepository(db, now);
  const billing = createBillingEngine({
    repo: createBillingRepository(db),
    jobs: createSubscriptionJobsRepository(db),
    gateway,
    mail,
    transition: repo.transition,
    now,
    publicUrl: config.publicUrl,
    log,
    chargebee: config.chargebee,
    producerPercent: config.producerSharePercent,
  });
  const mails = billing.memberMails;
  const views = createSubscriptionViews(repo, usage.allowance);
  const trials = createTrialsRepository(db);
  const subscribe = createSubscribeService({ trials, repo, gateway, now, log, mails });
  const retryNow = (id: number) => billing.retryNow(id);
  const service = createSubscriptionsService({ repo, gateway, now, mails, trials, retryNow });
  const producerPlans = async () => (await deps.supportingData.settings()).producer_plans;
  const { chargebee } = billing;
  const api: AreaParts['api'] = async (app) => void (await app.register(chargebeePageRoutes, { chargebee }));
  // Chargebee's webhook is a /private-api call (spec §7) outside the session and CSRF plugins: basic auth instead.
  const site: AreaParts['site'] = async (app) => {
    await app.register(chargebeeWebhookRoutes, { prefix: '/private-api', chargebee });
  };
  return {
    api,
    site,
    usage,
    billing,
    subscribe,
    /** A membership claim's own delivery mail (issue 31), not the sale's receipt. */
    claimMail: (
      tx: Parameters<typeof usage.claimMail>[0],
      order: { id: number; subscriptionId: number },
      lines: ClaimLine[],
    ) => usage.claimMail(tx, order, lines, mails),
    entities: {
      subscribable: subscribableEntity({ repo, views, subscribe, producerPlans, trials }),
      subscription: subscriptionEntity({ repo, views, service, actions: { claim: claimAction(usage.claims) } }),
    },
  };
}
