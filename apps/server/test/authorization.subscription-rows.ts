import { randomBytes } from 'node:crypto';
import {
  ADMIN,
  ADMIN_ONLY_RECORD,
  all,
  BUYER_OWN_RECORD,
  LOGGED_IN,
  one,
  PRODUCER_OWN_HIDDEN,
  PRODUCERS,
  PUBLIC,
  type PolicyRow,
  type Statuses,
} from './authorization.policy.js';
import type { Fixtures } from './authorization.fixtures.js';

/**
 * Subscriptions (issue 19, decision 0048); part of ENTITY_ROWS. Plans: everyone sees published ones,
 * administrators manage them (producers only when the setting producer_plans allows, off here), any
 * logged-in user subscribes. Subscriptions: the subscriber and administrators read them; the
 * subscriber cancels and resumes (administrators too), changes plan and card (the subscriber only).
 */
const api = '/private-api';
const plan = `${api}/subscribable`;
const sub = `${api}/subscription`;
/** The subscriber ("buyer") and administrators; the record does not exist for anyone else. */
const SUBSCRIBER_ONLY: Statuses = [404, 200, 404, 404, 404, 403];
/** A generic call that changes a subscription: nobody may, and it does not exist for those who may not read it. */
const NO_CHANGE: Statuses = [404, 403, 404, 404, 404, 403];
const address = { country: 'US', address: '1 Main St', city: 'Austin', state: 'TX', zip: '73301' };
const payment = { method: 'card', number: '4242424242424242', expiry: '12/40', cvc: '123' };
const subscribeBody = () => ({ idempotency_key: randomBytes(12).toString('hex'), address, payment });

type Ok = { status: number; body: { data: unknown } };
const data = <T>(res: Ok, what: string): T => {
  if (res.status !== 200 && res.status !== 201)
    throw new Error(`Fixture ${what} failed: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
  return res.body.data as T;
};
const licences = new WeakMap<Fixtures, Promise<number>>();
/** The seeded inner-circle plan's licence. */
function licence(fx: Fixtures): Promise<number> {
  let found = licences.get(fx);
  if (!found) {
    found = fx.clients.admin
      .get(`${plan}/records`)
      .then((res) => data<{ license: { id: number } }[]>(res, 'plans')[0]!.license.id);
    licences.set(fx, found);
  }
  return found;
}
const planBody = async (fx: Fixtures, fields: Record<string, unknown> = {}) => ({
  name: `Table plan ${randomBytes(3).toString('hex')}`,
  description: '',
  price: 1500,
  interval: 'month',
  trial_days: 0,
  allowance: 2,
  license_id: await licence(fx),
  producer_id: null,
  published: true,
  ...fields,
});
const freshPlan = async (fx: Fixtures, fields: Record<string, unknown> = {}) =>
  data<{ id: number }>(await fx.clients.admin.post(`${plan}/create`, await planBody(fx, fields)), 'plan').id;
/** The buyer's live subscription to a plan of its own. */
const freshSubscription = async (fx: Fixtures) =>
  data<{ id: number }>(
    await fx.clients.buyer.post(`${plan}/${await freshPlan(fx)}/subscribe`, subscribeBody()),
    'subscribe',
  ).id;
const cancelledSubscription = async (fx: Fixtures) => {
  const id = await freshSubscription(fx);
  data(await fx.clients.buyer.post(`${sub}/${id}/cancel`), 'cancel');
  return id;
};

export const SUBSCRIPTION_ROWS: PolicyRow[] = [
  // A producer's own trial rule (issue 31): producers read and set theirs (administrators are producers too).
  { route: `GET ${plan}/trial_rule`, cases: one(() => ({ url: `${plan}/trial_rule` }), PRODUCERS) },
  {
    route: `POST ${plan}/set_trial_rule`,
    cases: one(() => ({ url: `${plan}/set_trial_rule`, body: { one_trial_across_plans: true } }), PRODUCERS),
  },
  {
    route: `GET ${plan}/records`,
    cases: [
      { req: () => ({ url: `${plan}/records` }), expect: PUBLIC },
      { on: 'archived', req: () => ({ url: `${plan}/records?archived=1` }), expect: ADMIN },
    ],
  },
  {
    route: `GET ${plan}/export`,
    cases: [
      { req: () => ({ url: `${plan}/export` }), expect: ADMIN },
      { on: 'archived', req: () => ({ url: `${plan}/export?archived=1` }), expect: ADMIN },
    ],
  },
  {
    route: `POST ${plan}/create`,
    cases: one(async (fx) => ({ url: `${plan}/create`, body: await planBody(fx) }), ADMIN),
  },
  {
    route: `GET ${plan}/:id`,
    cases: [
      { on: 'published', req: async (fx) => ({ url: `${plan}/${await freshPlan(fx)}` }), expect: PUBLIC },
      {
        on: 'unpublished',
        req: async (fx) => ({ url: `${plan}/${await freshPlan(fx, { published: false })}` }),
        expect: ADMIN_ONLY_RECORD,
      },
      {
        on: "a producer's own, unpublished",
        req: async (fx) => ({
          url: `${plan}/${await freshPlan(fx, { published: false, producer_id: fx.ids.producer })}`,
        }),
        expect: PRODUCER_OWN_HIDDEN,
      },
    ],
  },
  { route: `DELETE ${plan}/:id`, cases: one(async (fx) => ({ url: `${plan}/${await freshPlan(fx)}` }), ADMIN) },
  {
    route: `POST ${plan}/:id/restore`,
    cases: one(
      async (fx) => ({ url: `${plan}/${await fx.deleted('subscribable', () => freshPlan(fx))}/restore` }),
      ADMIN_ONLY_RECORD,
    ),
  },
  {
    route: `POST ${plan}/:id/save`,
    cases: one(
      async (fx) => ({ url: `${plan}/${await freshPlan(fx)}/save`, body: { field: 'name', value: 'Renamed plan' } }),
      ADMIN,
    ),
  },
  {
    route: `POST ${plan}/:id/stat/:stat`,
    cases: one(async (fx) => ({ url: `${plan}/${await freshPlan(fx)}/stat/played` }), all(404)),
  },
  {
    route: `POST ${plan}/:id/subscribe`,
    cases: one(
      async (fx) => ({ url: `${plan}/${await freshPlan(fx)}/subscribe`, body: subscribeBody() }),
      [401, 201, 201, 201, 201, 201],
    ),
  },
  {
    route: `POST ${plan}/bulk/archive`,
    cases: one(async (fx) => ({ url: `${plan}/bulk/archive`, body: { ids: [await freshPlan(fx)] } }), ADMIN),
  },
  {
    route: `POST ${plan}/bulk/restore`,
    cases: one(
      async (fx) => ({
        url: `${plan}/bulk/restore`,
        body: { ids: [await fx.deleted('subscribable', () => freshPlan(fx))] },
      }),
      ADMIN,
    ),
  },

  {
    route: `GET ${sub}/records`,
    cases: [
      { req: () => ({ url: `${sub}/records` }), expect: LOGGED_IN },
      { on: 'archived', req: () => ({ url: `${sub}/records?archived=1` }), expect: ADMIN },
    ],
  },
  {
    route: `GET ${sub}/export`,
    cases: [
      { req: () => ({ url: `${sub}/export` }), expect: ADMIN },
      { on: 'archived', req: () => ({ url: `${sub}/export?archived=1` }), expect: ADMIN },
    ],
  },
  {
    route: `POST ${sub}/create`,
    cases: one(() => ({ url: `${sub}/create`, body: {} }), [401, 403, 403, 403, 403, 403]),
  },
  {
    route: `GET ${sub}/:id`,
    cases: one(async (fx) => ({ url: `${sub}/${await freshSubscription(fx)}` }), BUYER_OWN_RECORD),
  },
  {
    route: `DELETE ${sub}/:id`,
    cases: one(async (fx) => ({ url: `${sub}/${await freshSubscription(fx)}` }), NO_CHANGE),
  },
  {
    route: `POST ${sub}/:id/restore`,
    cases: one(async (fx) => ({ url: `${sub}/${await freshSubscription(fx)}/restore` }), NO_CHANGE),
  },
  {
    route: `POST ${sub}/:id/save`,
    cases: one(
      async (fx) => ({ url: `${sub}/${await freshSubscription(fx)}/save`, body: { field: 'price', value: 1 } }),
      NO_CHANGE,
    ),
  },
  {
    route: `POST ${sub}/:id/stat/:stat`,
    cases: one(async (fx) => ({ url: `${sub}/${await freshSubscription(fx)}/stat/played` }), all(404)),
  },
  {
    route: `POST ${sub}/:id/cancel`,
    cases: one(async (fx) => ({ url: `${sub}/${await freshSubscription(fx)}/cancel` }), BUYER_OWN_RECORD),
  },
  {
    route: `POST ${sub}/:id/resume`,
    cases: one(async (fx) => ({ url: `${sub}/${await cancelledSubscription(fx)}/resume` }), BUYER_OWN_RECORD),
  },
  {
    route: `POST ${sub}/:id/change`,
    cases: one(
      async (fx) => ({
        url: `${sub}/${await freshSubscription(fx)}/change`,
        body: { subscribable_id: await freshPlan(fx, { price: 3000 }) },
      }),
      SUBSCRIBER_ONLY,
    ),
  },
  {
    route: `POST ${sub}/:id/payment_method`,
    cases: one(
      async (fx) => ({ url: `${sub}/${await freshSubscription(fx)}/payment_method`, body: { payment } }),
      SUBSCRIBER_ONLY,
    ),
  },
  {
    route: `POST ${sub}/:id/claim`,
    cases: one(
      async (fx) => ({ url: `${sub}/${await freshSubscription(fx)}/claim`, body: { beat_id: fx.ids.pub } }),
      SUBSCRIBER_ONLY,
    ),
  },
];
