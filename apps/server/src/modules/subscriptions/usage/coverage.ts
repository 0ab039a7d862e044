import { formatDate, SUBSCRIPTION_HAS_ACCESS, type SubscriptionState } from '@beatmarket/shared';
import type { ClaimBeat, PlanRow, SubscriptionRow } from './claims.repository.js';

/**
 * Why a plan's licence cannot be granted on a beat now, or null when it can: a published, live beat
 * (not a feature, not sold exclusively) of the store, or of the plan's producer for a producer's plan.
 */
export function refusal(plan: Pick<PlanRow, 'producerId'>, beat: ClaimBeat | null, producerName = ''): string | null {
  if (!beat || beat.deletedAt || !beat.publishedAt) return 'This beat is not in the catalogue.';
  if (beat.family !== 'beat') return 'Features are not part of membership plans.';
  if (!beat.available || beat.sold) return 'This beat is no longer available.';
  if (plan.producerId !== null && beat.producerId !== plan.producerId)
    return `This plan covers only ${producerName || 'its producer'}'s beats.`;
  return null;
}

/** The plan can be used now: a state with access, inside the paid (or trial) period the clock is in. */
export const usable = (s: Pick<SubscriptionRow, 'status' | 'currentPeriodStart' | 'currentPeriodEnd'>, now: Date) =>
  SUBSCRIPTION_HAS_ACCESS[s.status as SubscriptionState] && now >= s.currentPeriodStart && now < s.currentPeriodEnd;

/** The key of a beat's claim in a period: the same beat again in the period finds its order. */
export const claimKey = (subscriptionId: number, periodStart: Date, beatId: number) =>
  `subscription:${subscriptionId}:${periodStart.toISOString()}:beat:${beatId}`;

/** A period's end in a message the member reads on screen: MM/DD/YYYY like every date (spec §9). */
export const shownDate = (d: Date) => formatDate(d, 'UTC');
