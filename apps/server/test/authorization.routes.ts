import { encodePassword } from '@beatmarket/shared';
import { ADMIN, all, LOGGED_IN, one, PRODUCER_OWN, PRODUCERS, PUBLIC, type PolicyRow } from './authorization.policy.js';

/**
 * The specific routes (everything but the generic entity calls), from spec §6 and each module. Public
 * calls whose body is refused show the same status for every viewer: no viewer is treated apart.
 */
const api = '/private-api';
const wrong = encodePassword('not-the-password');

export const ROUTE_ROWS: PolicyRow[] = [
  { route: `GET ${api}/supporting-data`, cases: one(() => ({ url: `${api}/supporting-data` }), PUBLIC) },
  { route: `GET ${api}/captcha/challenge`, cases: one(() => ({ url: `${api}/captcha/challenge` }), PUBLIC) },
  // Application settings (spec §7): an empty patch, so only the permission decides.
  { route: `GET ${api}/settings`, cases: one(() => ({ url: `${api}/settings` }), ADMIN) },
  { route: `POST ${api}/settings`, cases: one(() => ({ url: `${api}/settings`, body: {} }), ADMIN) },
  { route: `GET ${api}/settings/:action`, cases: one(() => ({ url: `${api}/settings/defaults` }), ADMIN) },
  { route: `GET ${api}/profile`, cases: one(() => ({ url: `${api}/profile` }), PUBLIC) },
  {
    route: `POST ${api}/login`,
    cases: one(
      () => ({
        url: `${api}/login`,
        body: { email: `nobody.${Math.random().toString(36).slice(2)}@beatmarket.test`, password: wrong },
      }),
      all(401),
    ),
  },
  { route: `POST ${api}/logout`, cases: one(() => ({ url: `${api}/logout` }), PUBLIC, { ownSession: true }) },
  { route: `POST ${api}/signup`, cases: one(() => ({ url: `${api}/signup`, body: {} }), all(422)) },
  {
    route: `POST ${api}/password/email`,
    cases: one(() => ({ url: `${api}/password/email`, body: { email: 'nobody@beatmarket.test' } }), PUBLIC),
  },
  { route: `POST ${api}/password/reset`, cases: one(() => ({ url: `${api}/password/reset`, body: {} }), all(422)) },
  {
    route: `GET ${api}/user/invitation/:token`,
    cases: one(() => ({ url: `${api}/user/invitation/no-such-token` }), all(404)),
  },
  { route: `POST ${api}/contact-us`, cases: one(() => ({ url: `${api}/contact-us`, body: {} }), all(422)) },

  // Account settings: every call acts on the logged-in user only (wrong passwords are refused alike).
  {
    route: `POST ${api}/signup/confirm`,
    cases: one(() => ({ url: `${api}/signup/confirm`, body: { token: 'no-such-token' } }), all(422)),
  },
  { route: `GET ${api}/account`, cases: one(() => ({ url: `${api}/account` }), LOGGED_IN) },
  {
    route: `POST ${api}/account/name`,
    cases: one(() => ({ url: `${api}/account/name`, body: { first_name: 'Same', last_name: 'Name' } }), LOGGED_IN),
  },
  {
    route: `POST ${api}/account/news`,
    cases: one(() => ({ url: `${api}/account/news`, body: { news: true } }), LOGGED_IN),
  },
  {
    route: `POST ${api}/account/password`,
    cases: one(
      () => ({
        url: `${api}/account/password`,
        body: {
          current_password: wrong,
          password: encodePassword('a-new-password-1'),
          password_confirmation: encodePassword('a-new-password-1'),
        },
      }),
      [401, 422, 422, 422, 422, 422],
    ),
  },
  {
    route: `POST ${api}/account/password/link`,
    cases: one(() => ({ url: `${api}/account/password/link` }), LOGGED_IN),
  },
  {
    route: `POST ${api}/account/email`,
    cases: one(
      () => ({ url: `${api}/account/email`, body: { email: 'new.address@beatmarket.test', current_password: wrong } }),
      [401, 422, 422, 422, 422, 422],
    ),
  },
  {
    route: `POST ${api}/account/email/confirm`,
    cases: one(() => ({ url: `${api}/account/email/confirm`, body: { token: 'no-such-token' } }), all(422)),
  },
  {
    route: `POST ${api}/account/delete`,
    cases: one(
      () => ({ url: `${api}/account/delete`, body: { current_password: wrong, confirmation: 'DELETE' } }),
      [401, 422, 422, 422, 422, 422],
    ),
  },

  // Catalog.
  { route: `GET ${api}/dashboard/beats`, cases: one(() => ({ url: `${api}/dashboard/beats` }), PRODUCERS) },
  {
    route: `GET ${api}/autosuggest/:context`,
    cases: one(() => ({ url: `${api}/autosuggest/producer?search=reed` }), PUBLIC),
  },
  {
    route: `POST ${api}/autosuggest/:context`,
    cases: one(() => ({ url: `${api}/autosuggest/producer`, body: { search: 'reed' } }), PUBLIC),
  },

  // Cart and orders: the buyer's own; refunds are the administrators'.
  { route: `GET ${api}/cart`, cases: one(() => ({ url: `${api}/cart` }), LOGGED_IN) },
  {
    route: `POST ${api}/cart/upsert/:beat_id`,
    cases: [
      { on: 'published', req: (fx) => ({ url: `${api}/cart/upsert/${fx.ids.pub}`, body: {} }), expect: LOGGED_IN },
      {
        on: 'unpublished',
        req: (fx) => ({ url: `${api}/cart/upsert/${fx.ids.draft}`, body: {} }),
        expect: [401, 404, 404, 404, 404, 404],
      },
    ],
  },
  {
    route: `DELETE ${api}/cart/remove/:beat_id`,
    cases: one((fx) => ({ url: `${api}/cart/remove/${fx.ids.pub}` }), LOGGED_IN),
  },
  {
    route: `POST ${api}/coupon/rebate/:code`,
    cases: one(() => ({ url: `${api}/coupon/rebate/WELCOME10` }), LOGGED_IN),
  },
  { route: `DELETE ${api}/coupon/rebate`, cases: one(() => ({ url: `${api}/coupon/rebate` }), LOGGED_IN) },
  // A card that fails validation: nothing is bought, but only a visitor is sent to log in.
  {
    route: `POST ${api}/cart/order`,
    cases: one(
      () => ({
        url: `${api}/cart/order`,
        body: { idempotency_key: 'authz-table-order-key', address: {}, payment: { method: 'card', number: '1234' } },
      }),
      [401, 422, 422, 422, 422, 422],
    ),
  },
  {
    route: `GET ${api}/order/:id(^\\d+$)`,
    cases: one((fx) => ({ url: `${api}/order/${fx.order.id}` }), [401, 200, 404, 404, 404, 200]),
  },
  {
    route: `POST ${api}/order/:id/refund`,
    cases: one(
      async (fx) => ({ url: `${api}/order/${(await fx.freshOrder()).id}/refund` }),
      [401, 403, 403, 403, 403, 200],
    ),
  },
  // Only administrators refund a line's missing trackouts; the fixture's line has none to refund.
  {
    route: `POST ${api}/order/:id/trackouts/:item/refund`,
    cases: one(
      (fx) => ({ url: `${api}/order/${fx.order.id}/trackouts/${fx.order.item}/refund` }),
      [401, 403, 403, 403, 403, 404],
    ),
  },
  {
    route: `GET ${api}/order/:id/license/:item/pdf`,
    cases: one(
      (fx) => ({ url: `${api}/order/${fx.order.id}/license/${fx.order.item}/pdf` }),
      [401, 200, 404, 404, 404, 200],
    ),
  },
  {
    route: `GET ${api}/license/verify/:code`,
    cases: one((fx) => ({ url: `${api}/license/verify/${fx.order.code}` }), PUBLIC),
  },

  // Media: producers upload for their own beats; downloads go through signed links.
  {
    route: `POST ${api}/uploads`,
    cases: [
      {
        on: 'own beat',
        req: (fx) => ({
          url: `${api}/uploads`,
          body: {
            purpose: 'cover',
            beat_id: fx.ids.draft,
            filename: 'cover.png',
            size: 1000,
            content_type: 'image/png',
          },
        }),
        expect: [401, 403, 403, 200, 404, 200],
      },
      {
        on: 'voice tag',
        req: () => ({
          url: `${api}/uploads`,
          body: { purpose: 'voice_tag', filename: 'tag.wav', size: 1000, content_type: 'audio/wav' },
        }),
        expect: PRODUCERS,
      },
    ],
  },
  // An upload slot is bound to whoever asked for it; an unknown one is 404 to everyone.
  {
    route: `POST ${api}/uploads/:id/complete`,
    cases: one(() => ({ url: `${api}/uploads/${'a1'.repeat(12)}/complete` }), all(404)),
  },
  // Signed links need a login and a visible beat; the table's beats have no audio, so even those allowed get 404.
  {
    route: `GET ${api}/beat/:id/private_url`,
    cases: one((fx) => ({ url: `${api}/beat/${fx.ids.draft}/private_url` }), [401, 404, 404, 404, 404, 404]),
  },
  {
    route: `GET ${api}/beat/:id/attachments`,
    cases: one((fx) => ({ url: `${api}/beat/${fx.ids.draft}/attachments` }), [401, 404, 404, 200, 404, 200]),
  },
  {
    route: `POST ${api}/beat/:id/reprocess`,
    cases: one((fx) => ({ url: `${api}/beat/${fx.ids.draft}/reprocess` }), [401, 404, 404, 409, 404, 409]),
  },
  // The delivery files a buyer receives: the beat's producer and administrators only (issue 31).
  {
    route: `GET ${api}/beat/:id/delivery`,
    cases: one((fx) => ({ url: `${api}/beat/${fx.ids.draft}/delivery` }), [401, 404, 404, 200, 404, 200]),
  },
  {
    route: `DELETE ${api}/attachment/:id`,
    cases: one(
      async (fx) => ({ url: `${api}/attachment/${await fx.freshAttachment()}` }),
      [401, 404, 404, 200, 404, 200],
    ),
  },
  { route: `GET ${api}/dt/:token`, cases: one(() => ({ url: `${api}/dt/no-such-token` }), all(404)) },
  { route: `GET ${api}/dt/:token/:format`, cases: one(() => ({ url: `${api}/dt/no-such-token/mp3` }), all(404)) },
  { route: `GET ${api}/profile/voice-tag`, cases: one(() => ({ url: `${api}/profile/voice-tag` }), PRODUCERS) },
  // Reports (issue 17): producers read their own numbers; another producer's beat or id is refused.
  {
    route: `GET ${api}/report/:id/data`,
    cases: [
      ...one(() => ({ url: `${api}/report/intel-summary/data?from=2026-01-01&to=2026-01-31` }), PRODUCERS),
      ...one(
        (fx) => ({ url: `${api}/report/intel-summary/data?from=2026-01-01&to=2026-01-31&beat_id=${fx.ids.pub}` }),
        PRODUCER_OWN,
        { on: 'own beat' },
      ),
      ...one(() => ({ url: `${api}/report/no-such-report/data` }), all(404), { on: 'unknown report' }),
      // Accounting (issue 17): the store's figures are the administrators'; a balance is its producer's.
      ...one(() => ({ url: `${api}/report/revenue-by-month/data` }), ADMIN, { on: 'revenue-by-month' }),
      ...one(() => ({ url: `${api}/report/accounting-periods/data` }), ADMIN, { on: 'accounting-periods' }),
      ...one(() => ({ url: `${api}/report/producer-balances/data` }), PRODUCERS, { on: 'producer-balances' }),
      ...one((fx) => ({ url: `${api}/report/producer-balances/data?payee_id=${fx.ids.producer}` }), PRODUCER_OWN, {
        on: 'a producer’s balance',
      }),
      ...one(() => ({ url: `${api}/report/intel-producers/data?from=2026-01-01&to=2026-01-31` }), ADMIN, {
        on: 'intel-producers',
      }),
    ],
  },
  // The per-beat intelligence table as CSV: the same access and scope as its data.
  {
    route: `GET ${api}/report/:id/export`,
    cases: [
      ...one(() => ({ url: `${api}/report/intel-beats/export?from=2026-01-01&to=2026-01-31` }), PRODUCERS),
      ...one(
        (fx) => ({
          url: `${api}/report/intel-beats/export?from=2026-01-01&to=2026-01-31&producer_id=${fx.ids.producer}`,
        }),
        PRODUCER_OWN,
        { on: 'a producer’s beats' },
      ),
      ...one(() => ({ url: `${api}/report/intel-summary/export?from=2026-01-01&to=2026-01-31` }), all(404), {
        on: 'a report without CSV',
      }),
    ],
  },

  // Outside the API: navigations, signed links, the payment provider, local storage, public media.
  { route: 'GET /oauth/:provider', cases: one(() => ({ url: '/oauth/nobody' }), all(404)) },
  { route: 'GET /oauth/:provider/callback', cases: one(() => ({ url: '/oauth/nobody/callback' }), all(404)) },
  {
    route: 'POST /oauth/:provider/callback',
    cases: one(() => ({ url: '/oauth/nobody/callback', body: {} }), all(404)),
  },
  { route: 'GET /download/:token', cases: one(() => ({ url: '/download/no-such-token' }), all(404)) },
  { route: 'POST /webhooks/payments', cases: one(() => ({ url: '/webhooks/payments', body: {} }), all(400)) },
  { route: 'POST /storage/upload', cases: one(() => ({ url: '/storage/upload', body: {} }), all(400)) },
  { route: 'GET /media/*', cases: one(() => ({ url: '/media/no-such-file.mp3' }), all(404)) },
  // Crawlers' files: public, the same for everyone (no session is read).
  { route: 'GET /robots.txt', cases: one(() => ({ url: '/robots.txt' }), PUBLIC) },
  { route: 'GET /sitemap.xml', cases: one(() => ({ url: '/sitemap.xml' }), PUBLIC) },
  { route: 'GET /sitemap-pages.xml', cases: one(() => ({ url: '/sitemap-pages.xml' }), PUBLIC) },
  { route: 'GET /sitemap-producers-:page.xml', cases: one(() => ({ url: '/sitemap-producers-1.xml' }), PUBLIC) },
  { route: 'GET /sitemap-beats-:page.xml', cases: one(() => ({ url: '/sitemap-beats-1.xml' }), PUBLIC) },
  // A load balancer's checks: public, and they say nothing but up or not.
  { route: 'GET /healthz/live', cases: one(() => ({ url: '/healthz/live' }), PUBLIC) },
  { route: 'GET /healthz/ready', cases: one(() => ({ url: '/healthz/ready' }), PUBLIC) },
  // Operators' metrics: only the machine itself or a token's bearer (metrics.test.ts), never a role.
  { route: 'GET /metrics', cases: one(() => ({ url: '/metrics' }), all(404)) },
  { route: 'GET /', optional: true, cases: one(() => ({ url: '/' }), PUBLIC) },
  { route: 'GET /*', optional: true, cases: one(() => ({ url: '/logo.svg' }), PUBLIC) },
];
