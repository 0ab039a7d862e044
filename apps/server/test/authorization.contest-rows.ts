import { ADMIN, one, PUBLIC, type PolicyRow, type Statuses } from './authorization.policy.js';
import type { Fixtures } from './authorization.fixtures.js';
import { contestBody, HOUR } from './fixtures/contests.js';

/**
 * Contests (issue 34): public reads; entries and votes for every signed-in account (the contests' own
 * tests go through with real uploads; here a made-up file token or entry shows the call got past the
 * session check); creating, editing and picking winners for administrators. Part of ENTITY_ROWS.
 */
const api = '/private-api';
let serial = 0;
const made = async (fx: Fixtures, hoursAgo = 0) => {
  const res = await fx.clients.admin.post<{ id: number; slug: string }>(
    `${api}/contests`,
    contestBody(`authz-${serial++}`, Date.now() - hoursAgo * HOUR),
  );
  if (res.status !== 200) throw new Error(`contest fixture failed: ${res.status}`);
  return res.body.data;
};
/** Signed in, then refused for the made-up file or entry. */
const SIGNED_IN_422: Statuses = [401, 422, 422, 422, 422, 422];

export const CONTEST_ROWS: PolicyRow[] = [
  { route: `GET ${api}/contests`, cases: one(() => ({ url: `${api}/contests` }), PUBLIC) },
  {
    route: `GET ${api}/contests/:slug`,
    cases: one(async (fx) => ({ url: `${api}/contests/${(await made(fx)).slug}` }), PUBLIC),
  },
  {
    route: `POST ${api}/contests`,
    cases: one(() => ({ url: `${api}/contests`, body: contestBody(`authz-new-${serial++}`, Date.now()) }), ADMIN),
  },
  {
    route: `POST ${api}/contests/:id`,
    cases: one(async (fx) => {
      const c = await made(fx);
      return { url: `${api}/contests/${c.id}`, body: contestBody(c.slug, Date.now()) };
    }, ADMIN),
  },
  {
    route: `POST ${api}/contests/:id/entries`,
    cases: one(
      async (fx) => ({
        url: `${api}/contests/${(await made(fx)).id}/entries`,
        body: { title: 'Song', file_token: 'not-a-token-made-here' },
      }),
      SIGNED_IN_422,
    ),
  },
  {
    route: `POST ${api}/contests/:id/vote`,
    cases: one(
      async (fx) => ({ url: `${api}/contests/${(await made(fx, 1.5)).id}/vote`, body: { entry_id: 999_999 } }),
      SIGNED_IN_422,
    ),
  },
  {
    route: `POST ${api}/contests/:id/winners`,
    cases: one(
      async (fx) => ({
        url: `${api}/contests/${(await made(fx, 3)).id}/winners`,
        body: { winners: [{ place: 1, entry_id: 999_999 }] },
      }),
      [401, 403, 403, 403, 403, 422],
    ),
  },
];
