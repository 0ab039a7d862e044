import { ADMIN, one, PRODUCERS, type PolicyRow } from './authorization.policy.js';

/**
 * Payout dates and holds (issue 35 §6, decision 0090) and sample declarations asked by administrators
 * (issue 35 §4, decision 0091); part of ENTITY_ROWS. The administrator's calls that would change the
 * other rows' fixtures (a hold on the producer, a payout run) are sent invalid or with nothing to do: the
 * answer still shows the call got past the permission check.
 */
const api = '/private-api';

export const PAYOUT_SAMPLE_ROWS: PolicyRow[] = [
  // A producer reads their own balance; administrators anyone's.
  { route: `GET ${api}/payout-balance`, cases: one(() => ({ url: `${api}/payout-balance` }), PRODUCERS) },
  { route: `GET ${api}/payout-hold`, cases: one(() => ({ url: `${api}/payout-hold` }), ADMIN) },
  {
    route: `POST ${api}/payout-hold`,
    cases: one(
      (fx) => ({ url: `${api}/payout-hold`, body: { payee_id: fx.ids.producer, reason: '' } }),
      [401, 403, 403, 403, 403, 422],
    ),
  },
  {
    // Nothing is held in the fixtures: past the check, the administrator learns there is nothing to release.
    route: `POST ${api}/payout-hold/:payeeId/release`,
    cases: one((fx) => ({ url: `${api}/payout-hold/${fx.ids.producer}/release` }), [401, 403, 403, 403, 403, 409]),
  },
  // Today's sale is inside the refund window: the run pays nothing and reports it waiting.
  {
    route: `POST ${api}/payout/run`,
    cases: one(() => ({ url: `${api}/payout/run`, body: { method: 'bank' } }), ADMIN),
  },
  { route: `GET ${api}/beat/undeclared-samples`, cases: one(() => ({ url: `${api}/beat/undeclared-samples` }), ADMIN) },
  {
    route: `POST ${api}/beat/:id/ask-sample-declaration`,
    cases: one((fx) => ({ url: `${api}/beat/${fx.ids.pub}/ask-sample-declaration` }), ADMIN),
  },
];
