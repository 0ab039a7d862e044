import { ADMIN, ADMIN_ONLY_RECORD, all, one, type PolicyRow } from './authorization.policy.js';
import type { Fixtures } from './authorization.fixtures.js';

/** notification (administrators only, spec §6 push-notification button); part of ENTITY_ROWS. */
const api = '/private-api';
const id = async (res: Promise<{ status: number; body: { data: unknown } }>) => {
  const { status, body } = await res;
  if (status !== 200) throw new Error(`Fixture failed: ${status} ${JSON.stringify(body).slice(0, 200)}`);
  return (body.data as { id: number }).id;
};
const draft = (fx: Fixtures) =>
  id(fx.clients.admin.post(`${api}/notification/create`, { title: 'New beats', message: 'Listen now' }));
const scheduled = async (fx: Fixtures) => {
  const n = await id(
    fx.clients.admin.post(`${api}/notification/create`, {
      title: 'Later',
      message: 'Tomorrow',
      available_at: new Date(Date.now() + 86_400_000).toISOString(),
    }),
  );
  return id(fx.clients.admin.post(`${api}/notification/${n}/send`, {}));
};

export const PUSH_ROWS: PolicyRow[] = [
  {
    route: `GET ${api}/notification/records`,
    cases: [
      { req: () => ({ url: `${api}/notification/records?per_page=0` }), expect: ADMIN },
      { on: 'archived', req: () => ({ url: `${api}/notification/records?archived=1` }), expect: ADMIN },
    ],
  },
  {
    route: `GET ${api}/notification/export`,
    cases: [
      { req: () => ({ url: `${api}/notification/export` }), expect: ADMIN },
      { on: 'archived', req: () => ({ url: `${api}/notification/export?archived=1` }), expect: ADMIN },
    ],
  },
  {
    route: `POST ${api}/notification/create`,
    cases: one(() => ({ url: `${api}/notification/create`, body: { title: 'Hi' } }), ADMIN),
  },
  {
    route: `GET ${api}/notification/:id`,
    cases: one(async (fx) => ({ url: `${api}/notification/${await draft(fx)}` }), ADMIN_ONLY_RECORD),
  },
  {
    route: `DELETE ${api}/notification/:id`,
    cases: one(async (fx) => ({ url: `${api}/notification/${await draft(fx)}` }), ADMIN_ONLY_RECORD),
  },
  {
    route: `POST ${api}/notification/:id/restore`,
    cases: one(
      async (fx) => ({ url: `${api}/notification/${await fx.deleted('notification', () => draft(fx))}/restore` }),
      ADMIN_ONLY_RECORD,
    ),
  },
  {
    route: `POST ${api}/notification/:id/save`,
    cases: one(
      async (fx) => ({ url: `${api}/notification/${await draft(fx)}/save`, body: { field: 'title', value: 'Hey' } }),
      ADMIN_ONLY_RECORD,
    ),
  },
  {
    route: `POST ${api}/notification/:id/stat/:stat`,
    cases: one(async (fx) => ({ url: `${api}/notification/${await draft(fx)}/stat/played` }), all(404)),
  },
  {
    route: `POST ${api}/notification/:id/send`,
    cases: one(async (fx) => ({ url: `${api}/notification/${await draft(fx)}/send`, body: {} }), ADMIN_ONLY_RECORD),
  },
  {
    route: `POST ${api}/notification/:id/cancel`,
    cases: one(
      async (fx) => ({ url: `${api}/notification/${await scheduled(fx)}/cancel`, body: {} }),
      ADMIN_ONLY_RECORD,
    ),
  },
  {
    route: `POST ${api}/notification/bulk/archive`,
    cases: one(async (fx) => ({ url: `${api}/notification/bulk/archive`, body: { ids: [await draft(fx)] } }), ADMIN),
  },
  {
    route: `POST ${api}/notification/bulk/restore`,
    cases: one(
      async (fx) => ({
        url: `${api}/notification/bulk/restore`,
        body: { ids: [await fx.deleted('notification', () => draft(fx))] },
      }),
      ADMIN,
    ),
  },
];
