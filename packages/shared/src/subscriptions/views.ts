import type { LicenseLevel, LicenseType } from '../commerce/license.js';
import type { Wire } from '../wire.js';
import type { PlanInterval, SubscriptionChargeKind, SubscriptionState } from './machine.js';

/** `subscribable` records: a plan as buyers and administrators see it. */
export interface SubscribableView {
  id: number;
  name: string;
  description: string;
  price: number;
  interval: PlanInterval;
  trial_days: number;
  /**
   * Whether subscribing now starts the free trial: the plan has one and the signed-in account has not had
   * it (on this plan, or on the producer's plans when they give one across them). For a visitor: it has one.
   */
  trial_available: boolean;
  allowance: number;
  license: { id: number; name: string; type: LicenseType; level: LicenseLevel };
  /** Null: the whole store. */
  producer: { id: number; name: string } | null;
  published: boolean;
  /** What the plan grants, in plain sentences ('5 beats a month under the Inner Circle Unlimited licence'). */
  grants: string[];
  /** Subscriptions that still give access: trialing, active, past due, or cancelled until their period ends. */
  subscribers: number;
  created_at: Date;
  /** Archived plans take no new subscribers; their subscribers keep them. */
  deleted_at: Date | null;
}
export type SubscribableData = Wire<SubscribableView>;

export interface SubscriptionChargeView {
  id: number;
  kind: SubscriptionChargeKind;
  period_start: Date;
  period_end: Date;
  amount: number;
  status: 'pending' | 'paid' | 'failed';
  attempt: number;
  failure_reason: string | null;
  /**
   * Plan-change credit (decision 0049): 'earned' by a downgrade (a negative proration), 'spent' on a
   * renewal (a proration settled with that renewal's charge, which is the price less it); else null.
   */
  credit: 'earned' | 'spent' | null;
  created_at: Date;
}

export interface SubscriptionEventView {
  id: number;
  kind: string;
  from_status: SubscriptionState;
  to_status: SubscriptionState;
  note: string;
  created_at: Date;
}

/** `subscription` records: what the subscriber (or an administrator) sees of one subscription. */
export interface SubscriptionView {
  id: number;
  user: { id: number; name: string };
  plan: SubscribableView;
  status: SubscriptionState;
  status_label: string;
  provider: 'builtin' | 'chargebee';
  price: number;
  interval: PlanInterval;
  currency: string;
  payment_label: string;
  current_period_start: Date;
  current_period_end: Date;
  trial_end: Date | null;
  /** The next charge's date and amount; null when none will be made (cancelled, ended). */
  next_charge: { at: Date; amount: number } | null;
  /** Access ends then (cancelled: the period's end; ended: when it ended); null while it renews. */
  access_until: Date | null;
  /** This period's allowance. */
  allowance: { total: number; used: number; left: number };
  charges: SubscriptionChargeView[];
  events: SubscriptionEventView[];
  created_at: Date;
}
export type SubscriptionData = Wire<SubscriptionView>;

/** `POST /subscription/{id}/claim`'s answer: the zero-amount order holding the licence and downloads. */
export interface ClaimResult {
  order_id: number;
  allowance: { total: number; used: number; left: number };
}
