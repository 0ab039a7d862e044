import { canMoveSubscription, type SubscriptionState } from '@beatmarket/shared';
import {
  ChargebeeError,
  type Chargebee,
  type ChargebeeEvent,
  type ChargebeeInvoice,
  type ChargebeeSubscription,
} from '../../../adapters/billing-chargebee.js';
import { AppError } from '../../../core/errors.js';
import {
  hasPaidCharge,
  insertCharge,
  lockByProviderRef,
  lockSubscription,
  noteEvent,
  splitFinishedPeriods,
  updateSubscription,
  type Transition,
} from './billing.repository.js';
import type { Tx } from './jobs.repository.js';
import type { MemberMails } from './member-mails.js';
import { scheduleNext, type SubscriptionRow } from './schedule.js';

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
export interface Facts {
  ref: string;
  subscription: ChargebeeSubscription;
  invoice: ChargebeeInvoice | null;
}

export interface ChargebeeEventDeps {
  transition: Transition;
  now: () => Date;
  producerPercent: number;
  mails: MemberMails;
}

/**
 * What Chargebee itself holds about an event's subscription and invoice (issue 31): a webhook body is
 * believed for nothing but which records to read. Null: Chargebee has no such subscription, or it is
 * not the customer we gave it (acknowledged and ignored). An invoice of another subscription is none.
 */
export async function confirmEvent(cb: Chargebee, event: ChargebeeEvent): Promise<Facts | null> {
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

/** Ours by Chargebee's id, or by the id we gave it at checkout (then it is linked: Chargebee bills it). */
export async function findChargebeeSubscription(tx: Tx, ref: string): Promise<SubscriptionRow | null> {
  const linked = await lockByProviderRef(tx, 'chargebee', ref);
  if (linked) return linked;
  const ours = /^bm-sub-(\d{1,9})$/.exec(ref);
  if (!ours) return null;
  const row = await lockSubscription(tx, Number(ours[1]));
  if (!row || row.provider !== 'builtin') return null;
  return updateSubscription(tx, row, { provider: 'chargebee', providerRef: ref });
}

/** An event's charges: a paid invoice split and receipted, a decline on the record. True when declined. */
async function bookCharges(
  tx: Tx,
  s: SubscriptionRow,
  event: ChargebeeEvent,
  facts: Facts,
  deps: ChargebeeEventDeps,
): Promise<boolean> {
  const cb = facts.subscription;
  const start = fromUnix(cb.current_term_start);
  const end = fromUnix(cb.current_term_end);
  const invoice = facts.invoice;
  if (invoice && invoice.amount_paid && start && end && invoice.status === 'paid') {
    const first = await hasPaidCharge(tx, s.id);
    await splitFinishedPeriods(tx, s.id, start, deps.producerPercent);
    await insertCharge(tx, {
      createdAt: deps.now(),
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
    await deps.mails.receipt(tx, s, { amount: invoice.amount_paid, periodStart: start, periodEnd: end });
  }
  // A decline Chargebee confirms: the invoice is still owed (or, with none named, some invoice is).
  const failed =
    event.event_type === 'payment_failed' &&
    (invoice ? invoice.status === 'payment_due' || invoice.status === 'not_paid' : (cb.due_invoices_count ?? 0) > 0);
  // A declined attempt is on the subscriber's record of charges, as the built-in engine's declines are.
  if (failed) {
    const tried = event.content.transaction;
    await insertCharge(tx, {
      createdAt: deps.now(),
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
  return failed;
}

/** A confirmed event applied to our subscription: its charges, its period, and its move when the table allows it. */
export async function applyChargebeeEvent(
  tx: Tx,
  s: SubscriptionRow,
  event: ChargebeeEvent,
  facts: Facts,
  deps: ChargebeeEventDeps,
): Promise<void> {
  const cb = facts.subscription;
  const start = fromUnix(cb.current_term_start);
  const end = fromUnix(cb.current_term_end);
  const failed = await bookCharges(tx, s, event, facts, deps);
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
    await deps.transition(tx, s, to, { kind, actorId: null, note, data });
    if (to === 'cancelled') await deps.mails.cancelled(tx, moved);
  } else {
    const kept = to && to !== s.status ? `${note} (no move from ${s.status})` : note;
    await noteEvent(tx, moved, { kind, note: kept, data }, deps.now());
  }
  // Chargebee bills it: whatever the built-in engine had planned is dropped.
  await scheduleNext(tx, moved);
}
