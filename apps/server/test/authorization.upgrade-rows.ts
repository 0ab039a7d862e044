import { LOGGED_IN, one, type PolicyRow } from './authorization.policy.js';

/**
 * Licence upgrades (issue 35 §1, decision 0095): anyone signed in reads their own licences of a beat; only
 * the licence's holder puts its upgrade in the cart (the fixture's Basic licence is lower than the held
 * Standard, so the holder reaches validation: 422). Part of ENTITY_ROWS.
 */
const api = '/private-api';

export const UPGRADE_ROWS: PolicyRow[] = [
  {
    route: `GET ${api}/upgrades/beat/:beat_id`,
    cases: one((fx) => ({ url: `${api}/upgrades/beat/${fx.ids.pub}` }), LOGGED_IN),
  },
  {
    route: `POST ${api}/cart/upgrade/:item`,
    cases: one(
      (fx) => ({ url: `${api}/cart/upgrade/${fx.order.item}`, body: { license_id: fx.licence } }),
      [401, 422, 404, 404, 404, 404],
    ),
  },
];
