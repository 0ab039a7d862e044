import type { Chargebee, ChargebeeSubscription } from '../../../adapters/billing-chargebee.js';
import { AppError } from '../../../core/errors.js';
import { recordWebhookEvent, type BillingRepository } from './billing.repository.js';
import {
  applyChargebeeEvent,
  confirmEvent,
  findChargebeeSubscription,
  type ChargebeeEventDeps,
} from './chargebee-events.js';
import { chargebeeCustomerId, createChargebeePages, NOT_CONFIGURED } from './chargebee-pages.js';
import type { SubscriptionRow } from './schedule.js';

/** The Chargebee subscription is our subscriber's: its customer is the one our checkout named. */
const customerMatches = (s: SubscriptionRow, cb: ChargebeeSubscription) =>
  cb.customer_id === chargebeeCustomerId(s.userId);

/**
 * Chargebee by configuration (decision 0051): its hosted checkout and portal for a subscriber, and its
 * webhooks moving our subscriptions through the same transition table as the built-in engine.
 */
export function createChargebeeService(
  deps: ChargebeeEventDeps & { repo: BillingRepository; chargebee: Chargebee | null; publicUrl: string },
) {
  const { repo, chargebee } = deps;
  return {
    page: createChargebeePages(deps),
    /** Refuses a webhook call before its body is read: 404 without Chargebee, 401 without its credentials. */
    checkWebhookAuth(header: string | undefined): void {
      if (!chargebee) throw new AppError('not_found', { message: NOT_CONFIGURED });
      if (!chargebee.authorized(header))
        throw new AppError('unauthenticated', { message: 'The webhook credentials do not check out.' });
    },
    /**
     * One webhook call: authenticated, then applied once per event id (Chargebee sends each at least
     * once), in one transaction with the record of its id. Events about subscriptions that are not ours
     * are acknowledged and ignored, so Chargebee stops resending them.
     */
    async webhook(body: unknown): Promise<{ received: true; duplicate?: true; ignored?: true }> {
      if (!chargebee) throw new AppError('not_found', { message: NOT_CONFIGURED });
      const event = chargebee.event(body);
      if (!event) throw new AppError('bad_request', { message: 'This is not a Chargebee event.' });
      if (await repo.webhookSeen('chargebee', event.id)) return { received: true, duplicate: true };
      // Read from Chargebee before the transaction: no row stays locked while Chargebee answers.
      const facts = await confirmEvent(chargebee, event);
      return repo.transaction(async (tx) => {
        if (!(await recordWebhookEvent(tx, 'chargebee', event.id)))
          return { received: true as const, duplicate: true as const };
        const s = facts ? await findChargebeeSubscription(tx, facts.ref) : null;
        if (!s || !facts || !customerMatches(s, facts.subscription))
          return { received: true as const, ignored: true as const };
        await applyChargebeeEvent(tx, s, event, facts, deps);
        return { received: true as const };
      });
    },
  };
}
export type ChargebeeService = ReturnType<typeof createChargebeeService>;
