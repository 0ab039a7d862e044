import { describe, expect, it } from 'vitest';
import { planGrants } from './grants.js';

const innerCircle = {
  price: 1999,
  interval: 'month' as const,
  trial_days: 0,
  allowance: 5,
  license: { name: 'Inner Circle', type: 'inner_circle' as const, level: 'unlimited' as const },
  producer: null,
};

describe('planGrants', () => {
  it('says what a plan gives in plain sentences', () => {
    expect(planGrants(innerCircle)).toEqual([
      '5 beats a month under the Inner Circle Unlimited licence (Inner Circle)',
      'Any beat in the store',
      'The allowance starts again each month; beats you do not take do not carry over',
      '$19.99 a month, the first month charged when you subscribe',
      'Cancel in one click: access lasts to the end of the paid period',
    ]);
  });
  it('names the producer, the trial and the yearly reminder', () => {
    const lines = planGrants({
      ...innerCircle,
      interval: 'year',
      trial_days: 14,
      allowance: 1,
      producer: { name: 'Metro' },
    });
    expect(lines).toContain('1 beat a year under the Inner Circle Unlimited licence (Inner Circle)');
    expect(lines).toContain('Any beat by Metro');
    expect(lines).toContain('Free for 14 days, then $19.99 a year');
    expect(lines).toContain('A reminder email 7 days before each yearly renewal');
  });
});
