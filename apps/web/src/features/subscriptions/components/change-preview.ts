import { formatCents, prorate } from '@beatmarket/shared';
import type { Plan, Subscription } from '../api/use-subscriptions';

/**
 * What switching charges now, in words, with the server's own proration (shared, decision 0049): the
 * unused part of the old price is credited and the rest of the new one charged, to the cent. A trial
 * goes on on the new plan with nothing charged.
 */
export function changePreview(sub: Subscription, plan: Plan, now = new Date()): string {
  if (sub.status === 'trialing') return 'Nothing is charged now: your trial goes on with the new plan.';
  const { amount } = prorate({
    oldPrice: sub.price,
    newPrice: plan.price,
    periodStart: new Date(sub.current_period_start),
    periodEnd: new Date(sub.current_period_end),
    at: now,
  });
  if (amount > 0) return `Charged today for the rest of this period: ${formatCents(amount)}.`;
  if (amount < 0) return `Credited to your next renewal: ${formatCents(-amount)}.`;
  return 'Nothing is charged today.';
}
