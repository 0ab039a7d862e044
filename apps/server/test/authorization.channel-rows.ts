import { all, one, PRODUCERS, type PolicyRow } from './authorization.policy.js';

/**
 * Licence channels (issue 35 §3, decision 0092): the buyer names them and reads the claim-release
 * letter; the producer's allowlist, CSV and feed address; the secret feed itself. Part of ENTITY_ROWS.
 */
const api = '/private-api';
const line = (fx: { order: { id: number; item: number } }) => `${api}/order/${fx.order.id}/license/${fx.order.item}`;

export const CHANNEL_ROWS: PolicyRow[] = [
  // The buyer alone names the channels; administrators see them but the licensee speaks for them.
  {
    route: `POST ${api}/order/:id/license/:item/channels`,
    cases: one(
      (fx) => ({ url: `${line(fx)}/channels`, body: { channels: [`UC${'q'.repeat(22)}`] } }),
      [401, 200, 404, 404, 404, 403],
    ),
  },
  {
    route: `GET ${api}/order/:id/license/:item/claim-letter`,
    cases: one((fx) => ({ url: `${line(fx)}/claim-letter` }), [401, 200, 404, 404, 404, 200]),
  },
  { route: `GET ${api}/allowlist`, cases: one(() => ({ url: `${api}/allowlist` }), PRODUCERS) },
  { route: `GET ${api}/allowlist/csv`, cases: one(() => ({ url: `${api}/allowlist/csv` }), PRODUCERS) },
  { route: `POST ${api}/allowlist/feed`, cases: one(() => ({ url: `${api}/allowlist/feed` }), PRODUCERS) },
  // Whoever holds a feed's token reads it (channels.test.ts); an unknown one is nobody's.
  {
    route: `GET ${api}/allowlist/feed/:token`,
    cases: one(() => ({ url: `${api}/allowlist/feed/${'x'.repeat(32)}` }), all(404)),
  },
];
