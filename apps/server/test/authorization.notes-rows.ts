import {
  ADMIN,
  ADMIN_ONLY_RECORD,
  all,
  LOGGED_IN,
  one,
  type PolicyRow,
  type Statuses,
} from './authorization.policy.js';
import type { Fixtures } from './authorization.fixtures.js';

/** post_it (administrators only) and user_preference (each user's own) generic calls; part of ENTITY_ROWS. */
const api = '/private-api';
let serial = 0;
const unique = () => `${Date.now().toString(36)}${serial++}`;
/** The buyer's own preference: the buyer alone, not even administrators. */
const BUYER_ONLY: Statuses = [404, 200, 404, 404, 404, 404];

const id = async (res: Promise<{ status: number; body: { data: unknown } }>) => {
  const { status, body } = await res;
  if (status !== 200) throw new Error(`Fixture failed: ${status} ${JSON.stringify(body).slice(0, 200)}`);
  return (body.data as { id: number }).id;
};
const freshNote = (fx: Fixtures) =>
  id(fx.clients.admin.post(`${api}/post_it/create`, { entity: 'user', record_id: fx.ids.buyer, body: unique() }));
const freshPref = (fx: Fixtures, key = `table:/t${unique()}`) =>
  id(fx.clients.buyer.post(`${api}/user_preference/create`, { key, value: { per_page: 25 } }));

export const NOTES_ROWS: PolicyRow[] = [
  {
    route: `GET ${api}/post_it/records`,
    cases: [
      { req: () => ({ url: `${api}/post_it/records` }), expect: ADMIN },
      { on: 'archived', req: () => ({ url: `${api}/post_it/records?archived=1` }), expect: ADMIN },
    ],
  },
  {
    route: `POST ${api}/post_it/create`,
    cases: one(
      (fx) => ({ url: `${api}/post_it/create`, body: { entity: 'order', record_id: fx.order.id, body: 'Hi' } }),
      ADMIN,
    ),
  },
  {
    route: `GET ${api}/post_it/:id`,
    cases: one(async (fx) => ({ url: `${api}/post_it/${await freshNote(fx)}` }), ADMIN_ONLY_RECORD),
  },
  {
    route: `DELETE ${api}/post_it/:id`,
    cases: one(async (fx) => ({ url: `${api}/post_it/${await freshNote(fx)}` }), ADMIN_ONLY_RECORD),
  },
  {
    route: `POST ${api}/post_it/:id/restore`,
    cases: one(
      async (fx) => ({ url: `${api}/post_it/${await fx.deleted('post_it', () => freshNote(fx))}/restore` }),
      ADMIN_ONLY_RECORD,
    ),
  },
  {
    route: `POST ${api}/post_it/:id/save`,
    cases: one(
      async (fx) => ({ url: `${api}/post_it/${await freshNote(fx)}/save`, body: { field: 'color', value: 'blue' } }),
      ADMIN_ONLY_RECORD,
    ),
  },
  {
    route: `POST ${api}/post_it/:id/stat/:stat`,
    cases: one(async (fx) => ({ url: `${api}/post_it/${await freshNote(fx)}/stat/played` }), all(404)),
  },

  {
    route: `GET ${api}/user_preference/records`,
    cases: [
      { req: () => ({ url: `${api}/user_preference/records` }), expect: LOGGED_IN },
      // The archive is the administrators' on every entity; preferences have none, so theirs is empty.
      { on: 'archived', req: () => ({ url: `${api}/user_preference/records?archived=1` }), expect: ADMIN },
    ],
  },
  {
    route: `POST ${api}/user_preference/create`,
    cases: one(() => ({ url: `${api}/user_preference/create`, body: { key: 'table:/beats', value: 10 } }), LOGGED_IN),
  },
  {
    route: `GET ${api}/user_preference/:id`,
    cases: one(async (fx) => ({ url: `${api}/user_preference/${await freshPref(fx, 'table:/users')}` }), BUYER_ONLY),
  },
  {
    route: `DELETE ${api}/user_preference/:id`,
    cases: one(async (fx) => ({ url: `${api}/user_preference/${await freshPref(fx)}` }), BUYER_ONLY),
  },
  {
    // Deleting a preference is for good: there is nothing to restore, and the owner is told so.
    route: `POST ${api}/user_preference/:id/restore`,
    cases: one(
      async (fx) => ({ url: `${api}/user_preference/${await freshPref(fx, 'table:/users')}/restore` }),
      [404, 403, 404, 404, 404, 404],
    ),
  },
  {
    route: `POST ${api}/user_preference/:id/save`,
    cases: one(
      async (fx) => ({
        url: `${api}/user_preference/${await freshPref(fx, 'table:/users')}/save`,
        body: { field: 'value', value: { per_page: 50 } },
      }),
      BUYER_ONLY,
    ),
  },
  {
    route: `POST ${api}/user_preference/:id/stat/:stat`,
    cases: one(async (fx) => ({ url: `${api}/user_preference/${await freshPref(fx)}/stat/played` }), all(404)),
  },
];
