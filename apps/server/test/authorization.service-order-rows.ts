import {
  ADMIN,
  LOGGED_IN,
  one,
  PRODUCERS,
  PRODUCER_OWN,
  PUBLIC,
  type PolicyRow,
  type Statuses,
} from './authorization.policy.js';
import type { Fixtures } from './authorization.fixtures.js';

/**
 * Service orders (issue 34, decision 0088): a custom beat the buyer asks of the producer, fresh for each
 * viewer. Viewers: visitor, buyer, other buyer, producer (the seller), other producer, administrator.
 * The flow's own tests take every step through; here each route shows who gets past its checks.
 */
const api = '/private-api';
const producerId = async (fx: Fixtures) =>
  (await fx.clients.producer.get<{ id: number }>(`${api}/profile`)).body.data.id;
async function made(fx: Fixtures, quoted = false) {
  const res = await fx.clients.buyer.post<{ id: number }>(`${api}/service-orders`, {
    kind: 'custom_beat',
    producer_id: await producerId(fx),
    notes: 'A dark trap beat',
  });
  if (res.status !== 200) throw new Error(`service order fixture failed: ${res.status}`);
  if (quoted)
    await fx.clients.producer.post(`${api}/service-orders/${res.body.data.id}/quote`, {
      price: 10000,
      due_at: '2099-01-01',
    });
  return res.body.data.id;
}
const step = (action: string, expect: Statuses, body: unknown = {}, quoted = false): PolicyRow => ({
  route: `POST ${api}/service-orders/:id/${action}`,
  cases: one(async (fx) => ({ url: `${api}/service-orders/${await made(fx, quoted)}/${action}`, body }), expect),
});

export const SERVICE_ORDER_ROWS: PolicyRow[] = [
  { route: `GET ${api}/service-orders`, cases: one(() => ({ url: `${api}/service-orders` }), LOGGED_IN) },
  { route: `GET ${api}/service-orders/report`, cases: one(() => ({ url: `${api}/service-orders/report` }), ADMIN) },
  {
    route: `POST ${api}/service-orders`,
    cases: one(
      async (fx) => ({
        url: `${api}/service-orders`,
        body: { kind: 'custom_beat', producer_id: await producerId(fx), notes: 'x' },
      }),
      // A producer cannot order from themselves.
      [401, 200, 200, 422, 200, 200],
    ),
  },
  {
    route: `GET ${api}/service-orders/:id`,
    cases: one(async (fx) => ({ url: `${api}/service-orders/${await made(fx)}` }), [401, 200, 404, 200, 404, 200]),
  },
  step('quote', [401, 403, 404, 200, 404, 403], { price: 10000, due_at: '2099-01-01' }),
  // The buyer declines a quote, not a request: out of turn here.
  step('decline', [401, 409, 404, 200, 404, 403]),
  step('accept', [401, 200, 404, 403, 404, 403], {}, true),
  step('messages', [401, 200, 404, 200, 404, 403], { body: 'Hello' }),
  step('deliver', [401, 403, 404, 409, 404, 403], { body: 'v1' }),
  step('revision', [401, 409, 404, 403, 404, 403], { body: 'More bass' }),
  step('approve', [401, 409, 404, 403, 404, 403]),
  step('cancel', [401, 403, 404, 403, 404, 200]),
];

/** The producer's own custom-beat offer, fresh for each viewer (decision 0097). */
async function offer(fx: Fixtures, price: number | null = null) {
  const res = await fx.clients.producer.post<{ id: number }>(`${api}/service-offers`, { title: 'Dark trap', price });
  if (res.status !== 200) throw new Error(`service offer fixture failed: ${res.status}`);
  return res.body.data.id;
}

export const SERVICE_OFFER_ROWS: PolicyRow[] = [
  { route: `GET ${api}/service-offers`, cases: one(() => ({ url: `${api}/service-offers` }), PUBLIC) },
  { route: `GET ${api}/service-offers/mine`, cases: one(() => ({ url: `${api}/service-offers/mine` }), PRODUCERS) },
  {
    route: `POST ${api}/service-offers`,
    cases: one(() => ({ url: `${api}/service-offers`, body: { title: 'Boom bap', price: 20000 } }), PRODUCERS),
  },
  {
    route: `POST ${api}/service-offers/:id`,
    cases: one(
      async (fx) => ({ url: `${api}/service-offers/${await offer(fx)}`, body: { title: 'Renamed' } }),
      PRODUCER_OWN,
    ),
  },
  {
    route: `POST ${api}/service-offers/:id/archive`,
    cases: one(async (fx) => ({ url: `${api}/service-offers/${await offer(fx)}/archive` }), PRODUCER_OWN),
  },
  {
    // A fixed-price offer: the order is made at the price, its deposit in the cart; the producer cannot buy their own.
    route: `POST ${api}/service-orders`,
    cases: one(
      async (fx) => ({
        url: `${api}/service-orders`,
        body: { kind: 'custom_beat', offer_id: await offer(fx, 30000), notes: 'x' },
      }),
      [401, 200, 200, 422, 200, 200],
      { on: 'a fixed-price offer' },
    ),
  },
];
