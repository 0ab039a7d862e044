import { ADMIN, all, one, PRODUCERS, PUBLIC, type PolicyRow } from './authorization.policy.js';

/**
 * Followers and release digests (issue 38 §2, decision 0106): counts are public, anyone signed in
 * follows (a producer not themselves), producers read their own figures, administrators send digests
 * now; the unsubscribe link's signature is its permission. Part of ENTITY_ROWS.
 */
const api = '/private-api';
const follow = (fx: { ids: { producer: number } }) => `${api}/producer/${fx.ids.producer}/follow`;

export const FOLLOW_ROWS: PolicyRow[] = [
  { route: `GET ${api}/producer/:id/follow`, cases: one((fx) => ({ url: follow(fx) }), PUBLIC) },
  {
    route: `POST ${api}/producer/:id/follow`,
    cases: one((fx) => ({ url: follow(fx), body: { digest: false } }), [401, 200, 200, 422, 200, 200]),
  },
  {
    route: `DELETE ${api}/producer/:id/follow`,
    cases: one((fx) => ({ url: follow(fx) }), [401, 200, 200, 200, 200, 200]),
  },
  { route: `GET ${api}/followers/stats`, cases: one(() => ({ url: `${api}/followers/stats` }), PRODUCERS) },
  { route: `POST ${api}/follow-digests/send`, cases: one(() => ({ url: `${api}/follow-digests/send` }), ADMIN) },
  { route: `GET ${api}/follower-messages`, cases: one(() => ({ url: `${api}/follower-messages` }), PRODUCERS) },
  // Sending mails every follower: the table checks who may, with a body that is refused after the role check.
  {
    route: `POST ${api}/follower-messages`,
    cases: one(() => ({ url: `${api}/follower-messages`, body: {} }), [401, 403, 403, 422, 422, 422]),
  },
  {
    route: `GET ${api}/producer/:id/messaging`,
    cases: one((fx) => ({ url: `${api}/producer/${fx.ids.producer}/messaging` }), ADMIN),
  },
  {
    route: `POST ${api}/producer/:id/messaging`,
    cases: one((fx) => ({ url: `${api}/producer/${fx.ids.producer}/messaging`, body: { enabled: true } }), ADMIN),
  },
  {
    route: 'GET /unsubscribe/digest',
    cases: one(() => ({ url: '/unsubscribe/digest?token=no-such-token' }), all(400)),
  },
  {
    route: 'POST /unsubscribe/digest',
    cases: one(() => ({ url: '/unsubscribe/digest?token=no-such-token', body: {} }), all(400)),
  },
];
