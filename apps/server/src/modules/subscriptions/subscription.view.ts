import {
  planGrants,
  SUBSCRIPTION_STATE_LABEL,
  type SubscribableView,
  type SubscriptionState,
  type SubscriptionView,
} from '@beatmarket/shared';
import { creditKey } from './billing/billing.repository.js';
import { chargeDue, retryAt } from './billing/schedule.js';
import type { Allowance } from './usage/allowance.js';
import type { PlanRow, SubscriptionRow, SubscriptionsRepository } from './subscriptions.repository.js';

type Parts = Awaited<ReturnType<SubscriptionsRepository['planParts']>>;

function planView(p: PlanRow, parts: Parts): SubscribableView {
  const l = parts.licenses.get(p.licenseId);
  const license = l
    ? { id: l.id, name: l.name, type: l.type, level: l.level }
    : { id: p.licenseId, name: 'Licence', type: 'inner_circle' as const, level: 'unlimited' as const };
  const producer = p.producerId === null ? null : (parts.producers.get(p.producerId) ?? { id: p.producerId, name: '' });
  const view = {
    id: p.id,
    name: p.name,
    description: p.description,
    price: p.price,
    interval: p.interval,
    trial_days: p.trialDays,
    trial_available: p.trialDays > 0,
    allowance: p.allowance,
    license,
    producer,
    published: p.published,
    subscribers: parts.subscribers.get(p.id) ?? 0,
    created_at: p.createdAt,
  };
  return { ...view, grants: planGrants(view), deleted_at: p.deletedAt };
}

/** Whether a charge row earned or spent plan-change credit (decision 0049), by its kind, sign and key. */
function creditOfRow(c: { kind: string; amount: number; idempotencyKey: string }): 'earned' | 'spent' | null {
  if (c.kind !== 'proration') return null;
  if (c.amount < 0) return 'earned';
  return c.idempotencyKey.endsWith(creditKey('')) ? 'spent' : null;
}

/** What the next charge will be, from the subscription's state (null: none will be made). */
function nextCharge(s: SubscriptionRow, credit: number): SubscriptionView['next_charge'] {
  const amount = Math.max(0, s.price - credit);
  if (s.status === 'trialing' || s.status === 'active') return { at: chargeDue(s), amount };
  if (s.status === 'past_due') {
    const at = retryAt(chargeDue(s), Math.max(1, s.retries));
    return at ? { at, amount: s.price } : null;
  }
  return null;
}

const accessUntil = (s: SubscriptionRow) =>
  s.status === 'cancelled' ? s.currentPeriodEnd : s.status === 'ended' ? (s.endedAt ?? s.currentPeriodEnd) : null;

/** Builds the views of plans and subscriptions (SubscribableView, SubscriptionView), a batch at a time. */
export function createSubscriptionViews(repo: SubscriptionsRepository, allowance: Allowance) {
  async function plans(rows: PlanRow[]): Promise<SubscribableView[]> {
    const parts = await repo.planParts(rows);
    return rows.map((p) => planView(p, parts));
  }

  async function subscriptions(rows: SubscriptionRow[]): Promise<SubscriptionView[]> {
    const ids = rows.map((s) => s.id);
    const planRows = await repo.plansByIds([...new Set(rows.map((s) => s.subscribableId))]);
    const [planList, people, charges, events, extras] = await Promise.all([
      plans(planRows),
      repo.userNames([...new Set(rows.map((s) => s.userId))]),
      repo.chargesOf(ids),
      repo.eventsOf(ids),
      Promise.all(
        rows.map(async (s) => ({
          used: await allowance.used(s.id, s.currentPeriodStart, s.currentPeriodEnd),
          credit: await repo.credit(s.id),
        })),
      ),
    ]);
    const planOf = new Map(planList.map((p) => [p.id, p]));
    return rows.map((s, i) => {
      const plan = planOf.get(s.subscribableId)!;
      const { used, credit } = extras[i]!;
      return {
        id: s.id,
        user: people.get(s.userId) ?? { id: s.userId, name: '' },
        plan,
        status: s.status,
        status_label: SUBSCRIPTION_STATE_LABEL[s.status],
        provider: s.provider === 'chargebee' ? 'chargebee' : 'builtin',
        price: s.price,
        interval: s.interval,
        currency: s.currency,
        payment_label: s.paymentLabel,
        current_period_start: s.currentPeriodStart,
        current_period_end: s.currentPeriodEnd,
        trial_end: s.trialEnd,
        next_charge: nextCharge(s, credit),
        access_until: accessUntil(s),
        allowance: { total: plan.allowance, used, left: Math.max(0, plan.allowance - used) },
        charges: charges
          .filter((c) => c.subscriptionId === s.id)
          .map((c) => ({
            id: c.id,
            kind: c.kind,
            period_start: c.periodStart,
            period_end: c.periodEnd,
            amount: c.amount,
            status: c.status,
            attempt: c.attempt,
            failure_reason: c.failureReason,
            credit: creditOfRow(c),
            created_at: c.createdAt,
          })),
        events: events
          .filter((e) => e.subscriptionId === s.id)
          .map((e) => ({
            id: e.id,
            kind: e.kind,
            from_status: e.fromStatus as SubscriptionState,
            to_status: e.toStatus as SubscriptionState,
            note: e.note,
            created_at: e.createdAt,
          })),
        created_at: s.createdAt,
      };
    });
  }

  return { plans, subscriptions, one: async (s: SubscriptionRow) => (await subscriptions([s]))[0]! };
}
export type SubscriptionViews = ReturnType<typeof createSubscriptionViews>;
