import { formatCount } from '../numbers.js';
import { LICENSE_TYPE_LABEL, levelName, type LicenseLevel, type LicenseType } from '../commerce/license.js';
import { formatCents } from '../commerce/money.js';
import { YEARLY_REMINDER_DAYS, type PlanInterval } from './machine.js';

export interface PlanTerms {
  price: number;
  interval: PlanInterval;
  trial_days: number;
  /** False: this account has had the trial, so the plan is worded as charged at subscribe. */
  trial_available?: boolean;
  allowance: number;
  license: { name: string; type: LicenseType; level: LicenseLevel };
  /** Null: the whole store. */
  producer: { name: string } | null;
}

const count = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

/**
 * What a plan grants, in plain sentences as the licence picker words a licence ('5 beats a month under
 * the Inner Circle Unlimited licence'): what you get, from where, what it costs and how it ends.
 */
export function planGrants(plan: PlanTerms): string[] {
  const { interval, license } = plan;
  const licence = `${LICENSE_TYPE_LABEL[license.type]} ${levelName(license.type, license.level)}`;
  const price = `${formatCents(plan.price)} a ${interval}`;
  return [
    `${count(plan.allowance, 'beat', 'beats')} a ${interval} under the ${licence} licence (${license.name})`,
    plan.producer ? `Any beat by ${plan.producer.name}` : 'Any beat in the store',
    `The allowance starts again each ${interval}; beats you do not take do not carry over`,
    plan.trial_days > 0 && plan.trial_available !== false
      ? `Free for ${count(plan.trial_days, 'day', 'days')}, then ${price}`
      : `${price}, the first ${interval} charged when you subscribe`,
    ...(interval === 'year' ? [`A reminder email ${YEARLY_REMINDER_DAYS} days before each yearly renewal`] : []),
    'Cancel in one click: access lasts to the end of the paid period',
  ];
}
