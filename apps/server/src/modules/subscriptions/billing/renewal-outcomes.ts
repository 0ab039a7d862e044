import {
  noteEvent,
  settleCharge,
  settleCredit,
  splitFinishedPeriods,
  updateSubscription,
  type ChargeRow as Charge,
} from './billing.repository.js';
import type { Tx } from './jobs.repository.js';
import type { RenewalDeps } from './renewal.js';
import { retryAt, scheduleNext, type SubscriptionRow } from './schedule.js';

export const day = (at: Date) => at.toISOString().slice(0, 10);

/** What a renewal's charge leads to (decision 0050): paid, the period moves on; declined, a retry or the end. */
export function renewalOutcomes(deps: RenewalDeps) {
  const { mails, transition } = deps;

  async function paid(tx: Tx, s: SubscriptionRow, charge: Charge, ref: string, now: Date) {
    await settleCharge(tx, charge.id, { status: 'paid', paymentRef: ref, paidAt: now });
    await settleCredit(tx, charge.idempotencyKey, 'paid', now);
    // The period the charge's start closes is over: its revenue goes to the producers now.
    await splitFinishedPeriods(tx, s.id, charge.periodStart, deps.producerPercent);
    const moved = await updateSubscription(tx, s, {
      currentPeriodStart: charge.periodStart,
      currentPeriodEnd: charge.periodEnd,
      retries: 0,
    });
    const data = { charge_id: charge.id, amount: charge.amount, period_end: charge.periodEnd.toISOString() };
    // Cancelled while the charge was under way: it is paid, so access runs to the new end; still cancelled.
    if (s.status === 'cancelled')
      await noteEvent(tx, moved, { kind: 'renewed', note: 'Paid while cancelling', data }, now);
    else {
      const note =
        charge.kind === 'initial' ? 'First charge after the trial' : `Renewed until ${day(charge.periodEnd)}`;
      await transition(tx, s, 'active', { kind: 'renewed', actorId: null, note, data });
    }
    await scheduleNext(tx, { ...moved, status: s.status === 'cancelled' ? 'cancelled' : 'active' });
    await deps.memberMails.receipt(tx, moved, charge);
  }

  async function declined(tx: Tx, s: SubscriptionRow, charge: Charge, reason: string, now: Date) {
    await settleCharge(tx, charge.id, { status: 'failed', failureReason: reason });
    await settleCredit(tx, charge.idempotencyKey, 'failed', now);
    const failures = s.retries + 1;
    const next = retryAt(charge.periodStart, failures);
    const data = { charge_id: charge.id, attempt: charge.attempt, reason };
    if (!next) {
      // The last retry failed: the paid period is over and nothing paid the next one.
      await splitFinishedPeriods(tx, s.id, charge.periodStart, deps.producerPercent);
      const ended = await updateSubscription(tx, s, { retries: failures, endedAt: now });
      await transition(tx, s, 'ended', { kind: 'ended', actorId: null, note: 'The last retry was declined', data });
      await mails.ended(
        tx,
        ended,
        `We tried ${failures} times to renew it and your card was declined each time: ${reason}`,
      );
      return scheduleNext(tx, { ...ended, status: 'ended' });
    }
    const moved = await updateSubscription(tx, s, { retries: failures });
    const note = `Declined: ${reason} Next try ${day(next)}`;
    if (s.status === 'past_due') await noteEvent(tx, moved, { kind: 'charge_failed', note, data }, now);
    else await transition(tx, s, 'past_due', { kind: 'charge_failed', actorId: null, note, data });
    await mails.declined(tx, moved, reason, next);
    await scheduleNext(tx, { ...moved, status: 'past_due' });
  }

  return { paid, declined };
}
