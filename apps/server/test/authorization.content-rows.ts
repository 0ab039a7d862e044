import { ADMIN, ADMIN_ONLY_RECORD, all, one, PUBLIC, type PolicyRow } from './authorization.policy.js';
import type { Fixtures } from './authorization.fixtures.js';
import { SLIDE_ROWS } from './authorization.slide-rows.js';

/**
 * Content (issue 18): the public reads and the services' inquiry form, the text snippets' versions,
 * and the service and testimonial generic calls (administrators only). Part of ENTITY_ROWS.
 */
const api = '/private-api';
let serial = 0;
const made = async (fx: Fixtures, entity: 'service' | 'testimonial') => {
  const body =
    entity === 'service'
      ? { name: `Service ${serial++}`, price_from: 1000 }
      : { quote: 'Great', name: `Artist ${serial++}` };
  const res = await fx.clients.admin.post<{ id: number }>(`${api}/${entity}/create`, body);
  if (res.status !== 200) throw new Error(`${entity} fixture failed: ${res.status}`);
  return res.body.data.id;
};
const adminEntity = (entity: 'service' | 'testimonial', create: unknown, save: unknown): PolicyRow[] => [
  {
    route: `GET ${api}/${entity}/records`,
    cases: [
      { req: () => ({ url: `${api}/${entity}/records` }), expect: ADMIN },
      { on: 'archived', req: () => ({ url: `${api}/${entity}/records?archived=1` }), expect: ADMIN },
    ],
  },
  {
    route: `POST ${api}/${entity}/create`,
    cases: one(() => ({ url: `${api}/${entity}/create`, body: create }), ADMIN),
  },
  {
    route: `GET ${api}/${entity}/:id`,
    cases: one(async (fx) => ({ url: `${api}/${entity}/${await made(fx, entity)}` }), ADMIN_ONLY_RECORD),
  },
  {
    route: `DELETE ${api}/${entity}/:id`,
    cases: one(async (fx) => ({ url: `${api}/${entity}/${await made(fx, entity)}` }), ADMIN_ONLY_RECORD),
  },
  {
    route: `POST ${api}/${entity}/:id/restore`,
    cases: one(
      async (fx) => ({ url: `${api}/${entity}/${await fx.deleted(entity, () => made(fx, entity))}/restore` }),
      ADMIN_ONLY_RECORD,
    ),
  },
  {
    route: `POST ${api}/${entity}/:id/save`,
    cases: one(
      async (fx) => ({ url: `${api}/${entity}/${await made(fx, entity)}/save`, body: save }),
      ADMIN_ONLY_RECORD,
    ),
  },
  {
    route: `POST ${api}/${entity}/:id/stat/:stat`,
    cases: one(async (fx) => ({ url: `${api}/${entity}/${await made(fx, entity)}/stat/played` }), all(404)),
  },
  {
    route: `GET ${api}/${entity}/export`,
    cases: [
      { req: () => ({ url: `${api}/${entity}/export` }), expect: ADMIN },
      { on: 'archived', req: () => ({ url: `${api}/${entity}/export?archived=1` }), expect: ADMIN },
    ],
  },
  {
    route: `POST ${api}/${entity}/bulk/archive`,
    cases: one(
      async (fx) => ({ url: `${api}/${entity}/bulk/archive`, body: { ids: [await made(fx, entity)] } }),
      ADMIN,
    ),
  },
  {
    route: `POST ${api}/${entity}/bulk/restore`,
    cases: one(
      async (fx) => ({
        url: `${api}/${entity}/bulk/restore`,
        body: { ids: [await fx.deleted(entity, () => made(fx, entity))] },
      }),
      ADMIN,
    ),
  },
];

export const CONTENT_ROWS: PolicyRow[] = [
  { route: `GET ${api}/content/snippet/:id`, cases: one(() => ({ url: `${api}/content/snippet/about-us` }), PUBLIC) },
  { route: `GET ${api}/content/services`, cases: one(() => ({ url: `${api}/content/services` }), PUBLIC) },
  { route: `GET ${api}/content/testimonials`, cases: one(() => ({ url: `${api}/content/testimonials` }), PUBLIC) },
  // No robot check solved: refused alike for every viewer.
  {
    route: `POST ${api}/mix-master/inquiry`,
    cases: one(() => ({ url: `${api}/mix-master/inquiry`, body: {} }), all(422)),
  },
  {
    route: `POST ${api}/text_snippet/:id/versions`,
    cases: one(() => ({ url: `${api}/text_snippet/about-us/versions`, body: {} }), ADMIN),
  },
  {
    // Version ids are per snippet: the administrator restores the newest state of about-us (or is told there is none).
    route: `POST ${api}/text_snippet/:id/restore_version`,
    cases: one(async (fx) => {
      const list = await fx.clients.admin.post<{ id: number }[]>(`${api}/text_snippet/general-faq/versions`, {});
      let version = list.body.data[0]?.id;
      if (!version) {
        await fx.clients.admin.post(`${api}/text_snippet/general-faq/save`, { field: 'title', value: 'General FAQ' });
        version = (await fx.clients.admin.post<{ id: number }[]>(`${api}/text_snippet/general-faq/versions`, {})).body
          .data[0]!.id;
      }
      return { url: `${api}/text_snippet/general-faq/restore_version`, body: { version_id: version } };
    }, ADMIN),
  },
  ...adminEntity('service', { name: 'Stems', price_from: 5000 }, { field: 'turnaround', value: '2 days' }),
  ...adminEntity('testimonial', { quote: 'Great', name: 'Lee' }, { field: 'role', value: 'Singer' }),
  // The home page carousel's slides (their own file, as the rows of every other entity).
  ...SLIDE_ROWS,
];
