import { canMoveSubscription, isAdmin, type ChargebeePage, type SubscriptionState } from '@beatmarket/shared';
import {
  ChargebeeError,
  type Chargebee,
  type ChargebeeEvent,
  type ChargebeeInvoice,
  type ChargebeeSubscription,
} from '../../../adapters/billing-chargebee.js';
import { AppError } from '../../../core/errors.js';
import type { SessionUser } from '../../../core/session-user.js';
import {
  hasPaidCharge,
  insertCharge,
  lockByProviderRef,
  lockSubscription,
  noteEvent,
  recordWebhookEvent,
  splitFinishedPeriods,
  updateSubscription,
  type BillingRepository,
  type Transition,
} from './billing.repository.js';
import type { Tx } from './jobs.repository.js';
import type { MemberMails } from './member-mails.js';
import { scheduleNext, type SubscriptionRow } from './schedule.js';

export const NOT_CONFIGURED = 'Chargebee is not configured.';
/** Ids Beatmarket gives Chargebee, so each webhook finds its subscription (decision 0051). */
export const chargebeeSubscriptionId = (id: number) => `bm-sub-${id}`;
export const chargebeeCustomerId = (userId: number) => `bm-user-${userId}`;
/** The item price a plan is sold as in Chargebee: created there under this id. */
export const chargebeeItemPriceId = (subscribableId: number) => `beatmarket-plan-${subscribableId}`;

/** Chargebee's subscription statuses in ours; future and paused change nothing here. */
const STATUS: Record<string, SubscriptionState> = {
  in_trial: 'trialing',
  active: 'active',
  non_renewing: 'cancelled',
  cancelled: 'ended',
};
const KIND: Record<string, string> = {
  subscription_created: 'subscribed',
  subscription_activated: 'activated',
  subscription_renewed: 'renewed',
  payment_failed: 'charge_failed',
  subscription_cancellation_scheduled: 'cancel_requested',
  subscription_scheduled_cancellation_removed: 'resumed',
  subscription_reactivated: 'resumed',
  subscription_cancelled: 'ended',
};
const fromUnix = (s: number | undefined) => (s === undefined ? undefined : new Date(s * 1000));
/** An event's subscription and invoice as Chargebee answered them when asked. */
interface Facts {
  ref: string;
  subscription: ChargebeeSubscription;
  invoice: ChargebeeInvoice | null;
}
/** The Chargebee subscription is our subscriber's: its customer is the one our checkout named. */
const customerMatches = (s: SubscriptionRow, cb: ChargebeeSubscription) =>
  cb.customer_id === chargebeeCustomerId(s.userId);

/**
 * Chargebee by configuration (decision 0051): its hosted checkout and portal for a subscriber, and its
 * webhooks moving our subscriptions through the same transition table as the built-in engine.
 */
export function createChargebeeService(deps: {
  repo: BillingRepository;
  chargebee: Chargebee | null;
  transition: Transition;
  publicUrl: string;
  now: () => Date;
  producerPercent: number;
  mails: MemberMails;
}) {
  const { repo, chargebee, transition, now, mails } = deps;

  /** The subscriber only: others who may see it are refused, the rest find nothing. */
  async function own(user: SessionUser | null, id: number) {
    if (!user) throw new AppError('unauthenticated');
    const row = await repo.find(id);
    if (!row || (row.userId !== user.id && !isAdmin(user.role))) throw new AppError('record_not_found');
    if (row.userId !== user.id)
      throw new AppError('forbidden', { message: 'Only the subscriber opens Chargebee pages.' });
    return row;
  }

  async function page(user: SessionUser | null, id: number, which: ChargebeePage): Promise<string> {
    const s = await own(user, id);
    if (!chargebee) throw new AppError('conflict', { message: NOT_CONFIGURED });
    const redirectUrl = `${deps.publicUrl}/subscription/${s.id}`;
    try {
      if (which === 'portal') {
        if (s.provider !== 'chargebee')
          throw new AppError('conflict', { message: 'This subscription is not billed by Chargebee.' });
        return await chargebee.portalPage({ customerId: chargebeeCustomerId(s.userId), redirectUrl });
      }
      if (s.provider === 'chargebee' || s.status === 'ended')
        throw new AppError('conflict', { message: 'This subscription cannot be checked out again.' });
      return await chargebee.checkoutPage({
        subscriptionRef: chargebeeSubscriptionId(s.id),
        customerId: chargebeeCustomerId(s.userId),
        email: user!.email,
        firstName: user!.firstName,
        lastName: user!.lastName,
        itemPriceId: chargebeeItemPriceId(s.subscribableId),
        redirectUrl,
        // Our subscription started without a trial (one per account and plan): Chargebee must not give one.
        noTrial: s.trialEnd === null,
      });
    } catch (err) {
      if (err instanceof ChargebeeError)
        throw new AppError('conflict', { message: `Chargebee could not open the page: ${err.message}` });
      throw err;
    }
  }

  /** Ours by Chargebee's id, or by the id we gave it at checkout (then it is linked: Chargebee bills it). */
  async function find(tx: Tx, ref: string): Promise<SubscriptionRow | null> {
    const linked = await lockByProviderRef(tx, 'chargebee', ref);
    if (linked) return linked;
    const ours = /^bm-sub-(\d{1,9})$/.exec(ref);
    if (!ours) return null;
    const row = await lockSubscription(tx, Number(ours[1]));
    if (!row || row.provider !== 'builtin') return null;
    return updateSubscription(tx, row, { provider: 'chargebee', providerRef: ref });
  }

  /**
   * What Chargebee itself holds about an event's subscription and invoice (issue 31): a webhook body is
   * believed for nothing but which records to read. Null: Chargebee has no such subscription, or it is
   * not the customer we gave it (acknowledged and ignored). An invoice of another subscription is none.
   */
  async function confirm(cb: Chargebee, event: ChargebeeEvent): Promise<Facts | null> {
    const ref = event.content.subscription?.id ?? event.content.invoice?.subscription_id;
    if (!ref) return null;
    try {
      const subscription = await cb.retrieveSubscription(ref);
      if (!subscription || subscription.id !== ref) return null;
      const asked = event.content.invoice?.id;
      const found = asked ? await cb.retrieveInvoice(asked) : null;
      const invoice = found && found.subscription_id === ref ? found : null;
      return { ref, subscription, invoice };
    } catch (err) {
      if (err instanceof ChargebeeError)
        throw new AppError('conflict', {
          message: `Chargebee could not confirm this event (${err.message}); send it again.`,
        });
      throw err;
    }
  }

  async function apply(tx: Tx, s: SubscriptionRow, event: ChargebeeEvent, facts: Facts): Promise<void> {
    const cb = facts.subscription;
    const start = fromUnix(cb.current_term_start);
    const end = fromUnix(cb.current_term_end);
    const invoice = facts.invoice;
    if (invoice && invoice.amount_paid && start && end && invoice.status === 'paid') {
      const first = await hasPaidCharge(tx, s.id);
      await splitFinishedPeriods(tx, s.id, start, deps.producerPercent);
      await insertCharge(tx, {
        createdAt: now(),
        subscriptionId: s.id,
        kind: first ? 'renewal' : 'initial',
        periodStart: start,
        periodEnd: end,
        amount: invoice.amount_paid,
        status: 'paid',
        idempotencyKey: `chargebee:${invoice.id}`,
        paymentRef: invoice.id,
        paidAt: start,
      });
      await mails.receipt(tx, s, { amount: invoice.amount_paid, periodStart: start, periodEnd: end });
    }
    // A decline Chargebee confirms: the invoice is still owed (or, with none named, some invoice is).
    const failed =
      event.event_type === 'payment_failed' &&
      (invoice ? invoice.status === 'payment_due' || invoice.status === 'not_paid' : (cb.due_invoices_count ?? 0) > 0);
    // A declined attempt is on the subscriber's record of charges, as the built-in engine's declines are.
    if (failed) {
      const tried = event.content.transaction;
      await insertCharge(tx, {
        createdAt: now(),
        subscriptionId: s.id,
        kind: (await hasPaidCharge(tx, s.id)) ? 'renewal' : 'initial',
        periodStart: start ?? s.currentPeriodStart,
        periodEnd: end ?? s.currentPeriodEnd,
        amount: invoice?.amount_due ?? s.price,
        status: 'failed',
        idempotencyKey: `chargebee:failed:${tried?.id ?? event.id}`,
        failureReason: tried?.failure_reason ?? 'The payment was declined.',
      });
    }
    let to = failed ? 'past_due' : STATUS[cb.status];
    if (to === 'past_due' && s.status === 'ended') to = undefined;
    const moved = await updateSubscription(tx, s, {
      ...(start && end ? { currentPeriodStart: start, currentPeriodEnd: end } : {}),
      ...(cb.trial_end ? { trialEnd: fromUnix(cb.trial_end) } : {}),
      ...(to === 'ended' && !s.endedAt ? { endedAt: end ?? new Date() } : {}),
    });
    const kind = KIND[event.event_type] ?? event.event_type;
    const note = `Chargebee: ${event.event_type}`;
    const data = {
      event_id: event.id,
      ...(event.content.transaction?.failure_reason ? { reason: event.content.transaction.failure_reason } : {}),
    };
    if (to && canMoveSubscription(s.status, to)) {
      await transition(tx, s, to, { kind, actorId: null, note, data });
      if (to === 'cancelled') await mails.cancelled(tx, moved);
    } else {
      const kept = to && to !== s.status ? `${note} (no move from ${s.status})` : note;
      await noteEvent(tx, moved, { kind, note: kept, data }, now());
    }
    // Chargebee bills it: whatever the built-in engine had planned is dropped.
    await scheduleNext(tx, moved);
  }

  return {
    page,
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
      const facts = await confirm(chargebee, event);
      return repo.transaction(async (tx) => {
        if (!(await recordWebhookEvent(tx, 'chargebee', event.id)))
          return { received: true as const, duplicate: true as const };
        const s = facts ? await find(tx, facts.ref) : null;
        if (!s || !facts || !customerMatches(s, facts.subscription))
          return { received: true as const, ignored: true as const };
        await apply(tx, s, event, facts);
        return { received: true as const };
      });
    },
  };
}
export type ChargebeeService = ReturnType<typeof createChargebeeService>;
