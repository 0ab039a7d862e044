import { LOGGED_IN, one, PRODUCER_OWN, PUBLIC, type PolicyRow, type Statuses } from './authorization.policy.js';
import type { Fixtures } from './authorization.fixtures.js';

/**
 * Offers (issue 35 §2, decision 0098): an offer the buyer makes on a fresh beat of the producer, fresh for
 * each viewer. Viewers: visitor, buyer, other buyer, producer (the beat's), other producer, administrator
 * (who reads every offer and acts on none). The flow's own tests take every step through.
 */
const api = '/private-api';
const FLOOR = 20_000;

async function exclusiveId(fx: Fixtures) {
  const all = (await fx.clients.visitor.get<{ id: number; type: string }[]>(`${api}/license/records?per_page=25`)).body
    .data;
  return all.find((l) => l.type === 'exclusive')!.id;
}
/** A fresh published beat of the producer that takes offers on its exclusive. */
async function beat(fx: Fixtures) {
  const id = await fx.freshPublished();
  const res = await fx.clients.producer.post(`${api}/offer-settings/${id}`, {
    enabled: true,
    floors: [{ license_id: await exclusiveId(fx), floor: FLOOR }],
  });
  if (res.status !== 200) throw new Error(`offer settings fixture failed: ${res.status}`);
  return id;
}
async function made(fx: Fixtures, accepted = false) {
  const res = await fx.clients.buyer.post<{ id: number }>(`${api}/offers`, {
    beat_id: await beat(fx),
    license_id: await exclusiveId(fx),
    amount: FLOOR,
  });
  if (res.status !== 200) throw new Error(`offer fixture failed: ${res.status}`);
  if (accepted) await fx.clients.producer.post(`${api}/offers/${res.body.data.id}/accept`, {});
  return res.body.data.id;
}
const step = (action: string, expect: Statuses, body: unknown = {}, accepted = false): PolicyRow => ({
  route: `POST ${api}/offers/:id/${action}`,
  cases: one(async (fx) => ({ url: `${api}/offers/${await made(fx, accepted)}/${action}`, body }), expect),
});

export const OFFER_ROWS: PolicyRow[] = [
  { route: `GET ${api}/offers`, cases: one(() => ({ url: `${api}/offers?side=received` }), LOGGED_IN) },
  {
    route: `POST ${api}/offers`,
    cases: one(
      async (fx) => ({
        url: `${api}/offers`,
        body: { beat_id: await beat(fx), license_id: await exclusiveId(fx), amount: FLOOR },
      }),
      // A producer cannot make an offer on their own beat.
      [401, 200, 200, 422, 200, 200],
    ),
  },
  {
    route: `GET ${api}/offers/:id`,
    cases: one(async (fx) => ({ url: `${api}/offers/${await made(fx)}` }), [401, 200, 404, 200, 404, 200]),
  },
  // The producer's turn: the buyer accepting their own offer is out of turn.
  step('accept', [401, 409, 404, 200, 404, 403]),
  step('decline', [401, 403, 404, 200, 404, 403]),
  step('withdraw', [401, 200, 404, 403, 404, 403]),
  step('counter', [401, 409, 404, 200, 404, 403], { amount: 30_000 }),
  step('checkout', [401, 200, 404, 403, 404, 403], {}, true),
  {
    route: `GET ${api}/offer-settings/:beat_id`,
    cases: one(async (fx) => ({ url: `${api}/offer-settings/${fx.ids.pub}` }), PRODUCER_OWN),
  },
  {
    route: `POST ${api}/offer-settings/:beat_id`,
    cases: one(
      async (fx) => ({
        url: `${api}/offer-settings/${await fx.freshPublished()}`,
        body: { enabled: false, floors: [] },
      }),
      PRODUCER_OWN,
    ),
  },
  {
    route: `GET ${api}/offer-terms/:beat_id`,
    cases: one((fx) => ({ url: `${api}/offer-terms/${fx.ids.pub}` }), PUBLIC),
  },
];
