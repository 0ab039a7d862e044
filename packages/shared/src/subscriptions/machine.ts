/**
 * Spec §3 subscription states and the only moves between them (issue 19). Every move is written as a
 * subscription_events row; the server refuses any other move with a 409.
 * - trialing: subscribed to a plan with trial days; first charge at the trial's end.
 * - active: the period is paid.
 * - past_due: a renewal was declined; retries run, access stays until the last retry fails.
 * - cancelled: the subscriber cancelled; access lasts to the end of the paid period, then ended.
 * - ended: no access; a new subscription to the plan may be made.
 */
export const SUBSCRIPTION_STATES = ['trialing', 'active', 'past_due', 'cancelled', 'ended'] as const;
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];

export const SUBSCRIPTION_TRANSITIONS: Record<SubscriptionState, readonly SubscriptionState[]> = {
  // trialing → active: the first charge at the trial's end cleared; → past_due: it was declined.
  trialing: ['active', 'past_due', 'cancelled', 'ended'],
  // active → active is a renewal or a plan change (an event, no change of state).
  active: ['active', 'past_due', 'cancelled', 'ended'],
  past_due: ['active', 'cancelled', 'ended'],
  // cancelled → active: resumed before the period's end.
  cancelled: ['active', 'trialing', 'ended'],
  ended: [],
};

export function canMoveSubscription(from: SubscriptionState, to: SubscriptionState): boolean {
  return SUBSCRIPTION_TRANSITIONS[from].includes(to);
}

export const SUBSCRIPTION_STATE_LABEL: Record<SubscriptionState, string> = {
  trialing: 'Trial',
  active: 'Active',
  past_due: 'Past due',
  cancelled: 'Cancelled',
  ended: 'Ended',
};

/** States in which the subscriber may use the plan (claim beats within the allowance). */
export const SUBSCRIPTION_HAS_ACCESS: Record<SubscriptionState, boolean> = {
  trialing: true,
  active: true,
  past_due: true,
  cancelled: true,
  ended: false,
};

export const PLAN_INTERVALS = ['month', 'year'] as const;
export type PlanInterval = (typeof PLAN_INTERVALS)[number];

/** initial: the first period's charge; renewal; proration: a plan change's difference (may be negative). */
export const SUBSCRIPTION_CHARGE_KINDS = ['initial', 'renewal', 'proration', 'refund'] as const;
export type SubscriptionChargeKind = (typeof SUBSCRIPTION_CHARGE_KINDS)[number];

/** renew: charge the next period; retry: a declined renewal again; remind: the mail before a yearly renewal; expire: end access at the period's end. */
export const SUBSCRIPTION_JOB_KINDS = ['renew', 'retry', 'remind', 'expire'] as const;
export type SubscriptionJobKind = (typeof SUBSCRIPTION_JOB_KINDS)[number];

/** Declined renewals are tried again after these many days; after the last, the subscription ends. */
export const RENEWAL_RETRY_DAYS = [1, 3, 5] as const;
/** The renewal reminder mail goes out this many days before a yearly renewal. */
export const YEARLY_REMINDER_DAYS = 7;
