import type { Plan, Subscription } from '../api/use-subscriptions';

export const PLAN: Plan = {
  id: 3,
  name: 'Inner Circle',
  description: 'New beats every month from the whole store.',
  price: 1999,
  interval: 'month',
  trial_days: 0,
  trial_available: false,
  allowance: 5,
  license: { id: 9, name: 'Inner Circle Unlimited', type: 'inner_circle', level: 'unlimited' },
  producer: null,
  published: true,
  subscribers: 0,
  grants: ['5 beats a month under the Inner Circle Unlimited licence', 'Any beat in the store'],
  created_at: '2026-01-01T00:00:00.000Z',
  deleted_at: null,
};

export const PRO: Plan = {
  ...PLAN,
  id: 4,
  name: 'Inner Circle Pro',
  price: 3999,
  allowance: 12,
  subscribers: 0,
  grants: ['12 beats a month'],
};

export function subscription(over: Partial<Subscription> = {}): Subscription {
  return {
    id: 21,
    user: { id: 7, name: 'Jay Buyer' },
    plan: PLAN,
    status: 'active',
    status_label: 'Active',
    provider: 'builtin',
    price: 1999,
    interval: 'month',
    currency: 'USD',
    payment_label: 'Visa ending 4242',
    current_period_start: '2026-11-24T00:00:00.000Z',
    current_period_end: '2026-12-24T00:00:00.000Z',
    trial_end: null,
    next_charge: { at: '2026-12-24T00:00:00.000Z', amount: 1999 },
    access_until: null,
    allowance: { total: 5, used: 2, left: 3 },
    charges: [
      {
        id: 1,
        kind: 'initial',
        period_start: '2026-11-24T00:00:00.000Z',
        period_end: '2026-12-24T00:00:00.000Z',
        amount: 1999,
        status: 'paid',
        attempt: 1,
        failure_reason: null,
        credit: null,
        created_at: '2026-11-24T00:00:00.000Z',
      },
    ],
    events: [],
    created_at: '2026-11-24T00:00:00.000Z',
    ...over,
  };
}
