import { ADMIN, ADMIN_ONLY_RECORD, all, one, PUBLIC, type PolicyRow } from './authorization.policy.js';
import type { Fixtures } from './authorization.fixtures.js';

/**
 * Slides (issue 18): the home page's public read, the slide generic calls and the reorder action
 * (administrators only), and slide image upload slots. Part of ENTITY_ROWS.
 */
const api = '/private-api';
let serial = 0;
const made = async (fx: Fixtures) => {
  const res = await fx.clients.admin.post<{ id: number }>(`${api}/slide/create`, { title: `Slide ${serial++}` });
  if (res.status !== 200) throw new Error(`slide fixture failed: ${res.status}`);
  return res.body.data.id;
};
/** Every live slide, in the order the administrator's list has them: what a reorder must name. */
const liveIds = async (fx: Fixtures) =>
  (await fx.clients.admin.get<{ id: number }[]>(`${api}/slide/records?per_page=0&fields=id`)).body.data.map(
    (s) => s.id,
  );

export const SLIDE_ROWS: PolicyRow[] = [
  { route: `GET ${api}/content/slides`, cases: one(() => ({ url: `${api}/content/slides` }), PUBLIC) },
  {
    route: `GET ${api}/slide/records`,
    cases: [
      { req: () => ({ url: `${api}/slide/records` }), expect: ADMIN },
      { on: 'archived', req: () => ({ url: `${api}/slide/records?archived=1` }), expect: ADMIN },
    ],
  },
  {
    route: `POST ${api}/slide/create`,
    cases: one(() => ({ url: `${api}/slide/create`, body: { title: 'New' } }), ADMIN),
  },
  {
    route: `GET ${api}/slide/:id`,
    cases: one(async (fx) => ({ url: `${api}/slide/${await made(fx)}` }), ADMIN_ONLY_RECORD),
  },
  {
    route: `DELETE ${api}/slide/:id`,
    cases: one(async (fx) => ({ url: `${api}/slide/${await made(fx)}` }), ADMIN_ONLY_RECORD),
  },
  {
    route: `POST ${api}/slide/:id/restore`,
    cases: one(
      async (fx) => ({ url: `${api}/slide/${await fx.deleted('slide', () => made(fx))}/restore` }),
      ADMIN_ONLY_RECORD,
    ),
  },
  {
    route: `POST ${api}/slide/:id/save`,
    cases: one(
      async (fx) => ({ url: `${api}/slide/${await made(fx)}/save`, body: { field: 'text', value: 'Hello' } }),
      ADMIN_ONLY_RECORD,
    ),
  },
  {
    route: `POST ${api}/slide/:id/stat/:stat`,
    cases: one(async (fx) => ({ url: `${api}/slide/${await made(fx)}/stat/played` }), all(404)),
  },
  {
    route: `GET ${api}/slide/export`,
    cases: [
      { req: () => ({ url: `${api}/slide/export` }), expect: ADMIN },
      { on: 'archived', req: () => ({ url: `${api}/slide/export?archived=1` }), expect: ADMIN },
    ],
  },
  {
    route: `POST ${api}/slide/bulk/archive`,
    cases: one(async (fx) => ({ url: `${api}/slide/bulk/archive`, body: { ids: [await made(fx)] } }), ADMIN),
  },
  {
    route: `POST ${api}/slide/bulk/restore`,
    cases: one(
      async (fx) => ({ url: `${api}/slide/bulk/restore`, body: { ids: [await fx.deleted('slide', () => made(fx))] } }),
      ADMIN,
    ),
  },
  {
    route: `POST ${api}/slide/reorder`,
    cases: one(async (fx) => ({ url: `${api}/slide/reorder`, body: { ids: (await liveIds(fx)).reverse() } }), ADMIN),
  },
  // A slide image slot: the home page carousel is the administrators'; a producer may not upload one.
  {
    route: `POST ${api}/uploads`,
    cases: one(
      () => ({
        url: `${api}/uploads`,
        body: { purpose: 'slide', filename: 'slide.png', size: 1000, content_type: 'image/png' },
      }),
      ADMIN,
    ),
  },
];
