import { randomBytes } from 'node:crypto';
import { all, one, type PolicyRow, type Statuses } from './authorization.policy.js';
import type { Fixtures } from './authorization.fixtures.js';

/**
 * Chargebee's two calls (issue 19, decision 0051); part of ENTITY_ROWS. The table's app has no
 * Chargebee configured: the subscriber is told so (409), everyone else is refused as for the
 * subscription itself; the webhook answers 404 'Chargebee is not configured.' to anyone.
 */
const api = '/private-api';
/** Visitor 401; the subscriber 409 (not configured); administrators 403 (the subscriber's page only); others 404. */
const SUBSCRIBER_UNCONFIGURED: Statuses = [401, 409, 404, 404, 404, 403];
const address = { country: 'US', address: '1 Main St', city: 'Austin', state: 'TX', zip: '73301' };
const payment = { method: 'card', number: '4242424242424242', expiry: '12/40', cvc: '123' };

type Ok = { status: number; body: { data: unknown } };
const data = <T>(res: Ok, what: string): T => {
  if (res.status !== 200 && res.status !== 201)
    throw new Error(`Fixture ${what} failed: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
  return res.body.data as T;
};
const subscriptions = new WeakMap<Fixtures, Promise<number>>();
/** The buyer's subscription to a plan of its own (made once: opening a page changes nothing). */
function subscription(fx: Fixtures): Promise<number> {
  let found = subscriptions.get(fx);
  if (!found) {
    found = (async () => {
      const plans = data<{ license: { id: number } }[]>(
        await fx.clients.admin.get(`${api}/subscribable/records`),
        'plans',
      );
      const plan = data<{ id: number }>(
        await fx.clients.admin.post(`${api}/subscribable/create`, {
          name: `Chargebee plan ${randomBytes(3).toString('hex')}`,
          description: '',
          price: 1500,
          interval: 'month',
          trial_days: 0,
          allowance: 2,
          license_id: plans[0]!.license.id,
          producer_id: null,
          published: true,
        }),
        'plan',
      );
      const body = { idempotency_key: randomBytes(12).toString('hex'), address, payment };
      return data<{ id: number }>(
        await fx.clients.buyer.post(`${api}/subscribable/${plan.id}/subscribe`, body),
        'subscribe',
      ).id;
    })();
    subscriptions.set(fx, found);
  }
  return found;
}

export const CHARGEBEE_ROWS: PolicyRow[] = [
  {
    route: `GET ${api}/subscription/:id/chargebee/:page`,
    cases: [
      {
        on: 'checkout',
        req: async (fx) => ({ url: `${api}/subscription/${await subscription(fx)}/chargebee/checkout` }),
        expect: SUBSCRIBER_UNCONFIGURED,
      },
      {
        on: 'portal',
        req: async (fx) => ({ url: `${api}/subscription/${await subscription(fx)}/chargebee/portal` }),
        expect: SUBSCRIBER_UNCONFIGURED,
      },
    ],
  },
  // Chargebee's webhook (basic auth, no session): not configured here, so nobody reaches it.
  { route: `POST ${api}/chargebee`, cases: one(() => ({ url: `${api}/chargebee`, body: {} }), all(404)) },
];
