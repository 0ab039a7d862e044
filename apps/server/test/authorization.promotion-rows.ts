import { ADMIN, ADMIN_ONLY_RECORD, all, one, PUBLIC, type PolicyRow } from './authorization.policy.js';
import type { Fixtures } from './authorization.fixtures.js';

/**
 * promotion (issue 18, decision 0054): administrators manage them on /promotions; everyone reads the
 * layout's live banner and ad. Part of ENTITY_ROWS.
 */
const api = '/private-api';
let serial = 0;
const made = async (fx: Fixtures) => {
  const res = await fx.clients.admin.post<{ id: number }>(`${api}/promotion/create`, {
    title: `Table promotion ${serial++}`,
    type: 'banner',
  });
  if (res.status !== 200) throw new Error(`promotion fixture failed: ${res.status}`);
  return res.body.data.id;
};
const deleted = (fx: Fixtures) => fx.deleted('promotion', () => made(fx));

export const PROMOTION_ROWS: PolicyRow[] = [
  { route: `GET ${api}/promotion/live`, cases: one(() => ({ url: `${api}/promotion/live` }), PUBLIC) },
  {
    route: `GET ${api}/promotion/records`,
    cases: [
      { req: () => ({ url: `${api}/promotion/records` }), expect: ADMIN },
      { on: 'archived', req: () => ({ url: `${api}/promotion/records?archived=1` }), expect: ADMIN },
    ],
  },
  {
    route: `GET ${api}/promotion/export`,
    cases: [
      { req: () => ({ url: `${api}/promotion/export` }), expect: ADMIN },
      { on: 'archived', req: () => ({ url: `${api}/promotion/export?archived=1` }), expect: ADMIN },
    ],
  },
  {
    route: `POST ${api}/promotion/create`,
    cases: one(
      () => ({ url: `${api}/promotion/create`, body: { title: 'Popup', type: 'popup', condition: 'first_visit' } }),
      ADMIN,
    ),
  },
  {
    route: `GET ${api}/promotion/:id`,
    cases: one(async (fx) => ({ url: `${api}/promotion/${await made(fx)}` }), ADMIN_ONLY_RECORD),
  },
  {
    route: `DELETE ${api}/promotion/:id`,
    cases: one(async (fx) => ({ url: `${api}/promotion/${await made(fx)}` }), ADMIN_ONLY_RECORD),
  },
  {
    route: `POST ${api}/promotion/:id/restore`,
    cases: one(async (fx) => ({ url: `${api}/promotion/${await deleted(fx)}/restore` }), ADMIN_ONLY_RECORD),
  },
  {
    route: `POST ${api}/promotion/:id/save`,
    cases: one(
      async (fx) => ({ url: `${api}/promotion/${await made(fx)}/save`, body: { field: 'published', value: true } }),
      ADMIN_ONLY_RECORD,
    ),
  },
  {
    route: `POST ${api}/promotion/:id/stat/:stat`,
    cases: one(async (fx) => ({ url: `${api}/promotion/${await made(fx)}/stat/played` }), all(404)),
  },
  {
    route: `POST ${api}/promotion/bulk/archive`,
    cases: one(async (fx) => ({ url: `${api}/promotion/bulk/archive`, body: { ids: [await made(fx)] } }), ADMIN),
  },
  {
    route: `POST ${api}/promotion/bulk/restore`,
    cases: one(async (fx) => ({ url: `${api}/promotion/bulk/restore`, body: { ids: [await deleted(fx)] } }), ADMIN),
  },
];
