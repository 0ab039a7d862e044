import { formatCount, formatCents, type PlanInterval } from '@beatmarket/shared';

const PER: Record<PlanInterval, string> = { month: 'month', year: 'year' };

/** '$19.99 a month'. */
export const pricePer = (cents: number, interval: PlanInterval) => `${formatCents(cents)} a ${PER[interval]}`;

/** '$19.99/mo' for tight places (buttons, list rows). */
export const priceShort = (cents: number, interval: PlanInterval) =>
  `${formatCents(cents)}/${interval === 'month' ? 'mo' : 'yr'}`;

/** 'this month' / 'this year': the allowance's period. */
export const thisPeriod = (interval: PlanInterval) => `this ${PER[interval]}`;

export const beats = (n: number) => `${formatCount(n)} ${n === 1 ? 'beat' : 'beats'}`;
