import { ADMIN, ADMIN_ONLY_RECORD, all, one, type PolicyRow } from './authorization.policy.js';
import type { Fixtures } from './authorization.fixtures.js';

/**
 * download_build (the /beats/download-builder screen, issue 17): administrators only; a package does not
 * exist for anyone else. Its shared link (`GET /package/{token}`) needs no login: the signed token is the
 * permission, and a made-up one is a 404 for everybody. Part of ENTITY_ROWS.
 */
const api = '/private-api';
const at = `${api}/download_build`;
const body = { title: 'Table package', beat_ids: [1], formats: ['preview'], expires_in_days: 7 };
const fresh = async (fx: Fixtures) => {
  const { status, body: res } = await fx.clients.admin.post(`${at}/create`, body);
  if (status !== 200) throw new Error(`Fixture download_build failed: ${status} ${JSON.stringify(res).slice(0, 200)}`);
  return (res.data as { id: number }).id;
};

export const DOWNLOAD_BUILD_ROWS: PolicyRow[] = [
  {
    route: `GET ${at}/records`,
    cases: [
      { req: () => ({ url: `${at}/records` }), expect: ADMIN },
      { on: 'archived', req: () => ({ url: `${at}/records?archived=1` }), expect: ADMIN },
    ],
  },
  {
    route: `GET ${at}/export`,
    cases: [
      { req: () => ({ url: `${at}/export` }), expect: ADMIN },
      { on: 'archived', req: () => ({ url: `${at}/export?archived=1` }), expect: ADMIN },
    ],
  },
  { route: `POST ${at}/create`, cases: one(() => ({ url: `${at}/create`, body }), ADMIN) },
  { route: `GET ${at}/:id`, cases: one(async (fx) => ({ url: `${at}/${await fresh(fx)}` }), ADMIN_ONLY_RECORD) },
  { route: `DELETE ${at}/:id`, cases: one(async (fx) => ({ url: `${at}/${await fresh(fx)}` }), ADMIN_ONLY_RECORD) },
  {
    route: `POST ${at}/:id/restore`,
    cases: one(
      async (fx) => ({ url: `${at}/${await fx.deleted('download_build', () => fresh(fx))}/restore` }),
      ADMIN_ONLY_RECORD,
    ),
  },
  // Nothing of a package is edited after the fact (a different package is a new build).
  {
    route: `POST ${at}/:id/save`,
    cases: one(
      async (fx) => ({ url: `${at}/${await fresh(fx)}/save`, body: { field: 'title', value: 'x' } }),
      [404, 404, 404, 404, 404, 403],
    ),
  },
  {
    route: `POST ${at}/:id/stat/:stat`,
    cases: one(async (fx) => ({ url: `${at}/${await fresh(fx)}/stat/played` }), all(404)),
  },
  // A queued package has no link yet (409); the built one's link is tested in download-builder.test.ts.
  {
    route: `POST ${at}/:id/link`,
    cases: one(async (fx) => ({ url: `${at}/${await fresh(fx)}/link` }), [404, 404, 404, 404, 404, 409]),
  },
  {
    route: `POST ${at}/bulk/archive`,
    cases: one(async (fx) => ({ url: `${at}/bulk/archive`, body: { ids: [await fresh(fx)] } }), ADMIN),
  },
  {
    route: `POST ${at}/bulk/restore`,
    cases: one(
      async (fx) => ({
        url: `${at}/bulk/restore`,
        body: { ids: [await fx.deleted('download_build', () => fresh(fx))] },
      }),
      ADMIN,
    ),
  },
  { route: 'GET /package/:token', cases: one(() => ({ url: '/package/no-such-token' }), all(404)) },
];
