import { createECDH, randomBytes } from 'node:crypto';
import {
  ADMIN,
  ADMIN_ONLY_RECORD,
  BUYER_OWN_RECORD,
  LOGGED_IN,
  one,
  PRODUCER_OWN_HIDDEN,
  PUBLIC,
  type PolicyRow,
} from './authorization.policy.js';
import { ACCOUNTING_ROWS } from './authorization.accounting-rows.js';
import { BEAT_ROWS } from './authorization.beat-rows.js';
import { CHARGEBEE_ROWS } from './authorization.chargebee-rows.js';
import { CONTENT_ROWS } from './authorization.content-rows.js';
import { CONTEST_ROWS } from './authorization.contest-rows.js';
import { SERVICE_OFFER_ROWS, SERVICE_ORDER_ROWS } from './authorization.service-order-rows.js';
import { OFFER_ROWS } from './authorization.offer-rows.js';
import { DOWNLOAD_BUILD_ROWS } from './authorization.download-builder-rows.js';
import { NOTES_ROWS } from './authorization.notes-rows.js';
import { PROMOTION_ROWS } from './authorization.promotion-rows.js';
import { PUSH_ROWS } from './authorization.push-rows.js';
import { RECORDS_ROWS } from './authorization.records-rows.js';
import { STORE_ROWS } from './authorization.store-rows.js';
import { CHANNEL_ROWS } from './authorization.channel-rows.js';
import { FOLLOW_ROWS } from './authorization.follow-rows.js';
import { UPGRADE_ROWS } from './authorization.upgrade-rows.js';
import { PAYOUT_SAMPLE_ROWS } from './authorization.payout-sample-rows.js';
import { COLLABORATOR_ROWS } from './authorization.collaborator-rows.js';
import { SUBSCRIPTION_ROWS } from './authorization.subscription-rows.js';
import { TAG_ROWS } from './authorization.tag-rows.js';
import { adminEntity, noStats } from './authorization.entity-builders.js';

/**
 * The generic entity calls (spec §7) per entity, from each entity's policy (`*.entity.ts`) and spec §6.
 * Keys name the entity in place of `:entity`; named actions in place of `:action`.
 */
const api = '/private-api';
const licenceBody = {
  name: 'Table Lease',
  description: '',
  type: 'non_exclusive',
  level: 'basic',
  price: 500,
  specifications: {},
  bundle_price: null,
  bundled_name: '',
  bundled_description: '',
};
let pushSerial = 0;
const pushSubscription = () => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `https://fcm.googleapis.com/fcm/send/${Date.now().toString(36)}-${pushSerial++}`,
    public_key: ecdh.getPublicKey().toString('base64url'),
    auth_token: randomBytes(16).toString('base64url'),
    encoding: 'aes128gcm',
  };
};

export const ENTITY_ROWS: PolicyRow[] = [
  ...ACCOUNTING_ROWS,
  ...BEAT_ROWS,
  ...CHARGEBEE_ROWS,
  ...CONTENT_ROWS,
  ...CONTEST_ROWS,
  ...SERVICE_ORDER_ROWS,
  ...OFFER_ROWS,
  ...SERVICE_OFFER_ROWS,
  ...TAG_ROWS,
  ...DOWNLOAD_BUILD_ROWS,
  ...NOTES_ROWS,
  ...PROMOTION_ROWS,
  ...PUSH_ROWS,
  ...RECORDS_ROWS,
  ...STORE_ROWS,
  ...CHANNEL_ROWS,
  ...FOLLOW_ROWS,
  ...UPGRADE_ROWS,
  ...PAYOUT_SAMPLE_ROWS,
  ...COLLABORATOR_ROWS,
  ...SUBSCRIPTION_ROWS,

  // comment: as visible as its beat; logged-in users write; the author and administrators delete.
  {
    route: `GET ${api}/comment/records`,
    cases: [
      { req: () => ({ url: `${api}/comment/records` }), expect: PUBLIC },
      { on: 'archived', req: () => ({ url: `${api}/comment/records?archived=1` }), expect: ADMIN },
    ],
  },
  {
    route: `POST ${api}/comment/create`,
    cases: one(
      (fx) => ({ url: `${api}/comment/create`, body: { beat_id: fx.ids.pub, body: 'Table comment' } }),
      LOGGED_IN,
    ),
  },
  {
    route: `GET ${api}/comment/:id`,
    cases: [
      { on: 'published beat', req: (fx) => ({ url: `${api}/comment/${fx.comment}` }), expect: PUBLIC },
      {
        on: 'unpublished beat',
        req: (fx) => ({ url: `${api}/comment/${fx.draftComment}` }),
        expect: PRODUCER_OWN_HIDDEN,
      },
      {
        on: 'deleted',
        req: async (fx) => ({ url: `${api}/comment/${await fx.freshDeletedComment()}` }),
        expect: ADMIN_ONLY_RECORD,
      },
    ],
  },
  {
    route: `DELETE ${api}/comment/:id`,
    cases: one(async (fx) => ({ url: `${api}/comment/${await fx.freshComment()}` }), [401, 200, 403, 403, 403, 200]),
  },
  {
    route: `POST ${api}/comment/:id/restore`,
    cases: one(async (fx) => ({ url: `${api}/comment/${await fx.freshDeletedComment()}/restore` }), BUYER_OWN_RECORD),
  },
  {
    route: `POST ${api}/comment/:id/save`,
    cases: one(
      (fx) => ({ url: `${api}/comment/${fx.comment}/save`, body: { field: 'body', value: 'Edited' } }),
      [401, 403, 403, 403, 403, 403],
    ),
  },
  noStats('comment', (fx) => fx.comment),

  // license: everyone reads the live definitions; administrators manage them.
  {
    route: `GET ${api}/license/records`,
    cases: [
      { req: () => ({ url: `${api}/license/records` }), expect: PUBLIC },
      { on: 'archived', req: () => ({ url: `${api}/license/records?archived=1` }), expect: ADMIN },
    ],
  },
  {
    route: `POST ${api}/license/create`,
    cases: one(() => ({ url: `${api}/license/create`, body: licenceBody }), ADMIN),
  },
  {
    route: `GET ${api}/license/:id`,
    cases: [
      { on: 'live', req: (fx) => ({ url: `${api}/license/${fx.licence}` }), expect: PUBLIC },
      {
        on: 'deleted',
        req: async (fx) => ({ url: `${api}/license/${await fx.deleted('license', fx.freshLicence)}` }),
        expect: ADMIN_ONLY_RECORD,
      },
    ],
  },
  {
    route: `DELETE ${api}/license/:id`,
    cases: one(async (fx) => ({ url: `${api}/license/${await fx.freshLicence()}` }), ADMIN),
  },
  {
    route: `POST ${api}/license/:id/restore`,
    cases: one(
      async (fx) => ({ url: `${api}/license/${await fx.deleted('license', fx.freshLicence)}/restore` }),
      ADMIN_ONLY_RECORD,
    ),
  },
  {
    route: `POST ${api}/license/:id/save`,
    cases: one((fx) => ({ url: `${api}/license/${fx.licence}/save`, body: { field: 'price', value: 1099 } }), ADMIN),
  },
  noStats('license', (fx) => fx.licence),

  // text_snippet: everyone reads the live texts; administrators edit, delete and restore; nobody creates.
  {
    route: `GET ${api}/text_snippet/records`,
    cases: [
      { req: () => ({ url: `${api}/text_snippet/records` }), expect: PUBLIC },
      { on: 'archived', req: () => ({ url: `${api}/text_snippet/records?archived=1` }), expect: ADMIN },
    ],
  },
  {
    route: `POST ${api}/text_snippet/create`,
    cases: one(
      () => ({ url: `${api}/text_snippet/create`, body: { id: 'x', title: 'x', content: 'x' } }),
      [401, 403, 403, 403, 403, 403],
    ),
  },
  {
    route: `GET ${api}/text_snippet/:id`,
    cases: [
      { on: 'live', req: async (fx) => ({ url: `${api}/text_snippet/${await fx.snippet(false)}` }), expect: PUBLIC },
      {
        on: 'deleted',
        req: async (fx) => ({ url: `${api}/text_snippet/${await fx.snippet(true)}` }),
        expect: ADMIN_ONLY_RECORD,
      },
    ],
  },
  {
    route: `DELETE ${api}/text_snippet/:id`,
    cases: one(async (fx) => ({ url: `${api}/text_snippet/${await fx.snippet(false)}` }), ADMIN),
  },
  {
    route: `POST ${api}/text_snippet/:id/restore`,
    cases: one(async (fx) => ({ url: `${api}/text_snippet/${await fx.snippet(true)}/restore` }), ADMIN_ONLY_RECORD),
  },
  {
    route: `POST ${api}/text_snippet/:id/save`,
    cases: one(
      async (fx) => ({
        url: `${api}/text_snippet/${await fx.snippet(false)}/save`,
        body: { field: 'title', value: 'YouTube Policy' },
      }),
      ADMIN,
    ),
  },
  noStats('text_snippet', () => 'tos'),

  // user: administrators manage everyone; a user reads and edits their own profile fields.
  {
    route: `GET ${api}/user/records`,
    cases: [
      { req: () => ({ url: `${api}/user/records` }), expect: ADMIN },
      { on: 'archived', req: () => ({ url: `${api}/user/records?archived=1` }), expect: ADMIN },
    ],
  },
  {
    route: `POST ${api}/user/create`,
    cases: one(
      () => ({
        url: `${api}/user/create`,
        body: {
          first_name: 'A',
          last_name: 'B',
          email: `table.${Math.random().toString(36).slice(2)}@beatmarket.test`,
          role: 1,
        },
      }),
      ADMIN,
    ),
  },
  {
    route: `GET ${api}/user/:id`,
    cases: [
      { on: 'buyer', req: (fx) => ({ url: `${api}/user/${fx.ids.buyer}` }), expect: BUYER_OWN_RECORD },
      { on: 'producer', req: (fx) => ({ url: `${api}/user/${fx.ids.producer}` }), expect: PRODUCER_OWN_HIDDEN },
    ],
  },
  {
    route: `DELETE ${api}/user/:id`,
    cases: one(async (fx) => ({ url: `${api}/user/${await fx.freshUser()}` }), ADMIN_ONLY_RECORD),
  },
  {
    route: `POST ${api}/user/:id/restore`,
    cases: one(
      async (fx) => ({ url: `${api}/user/${await fx.deleted('user', fx.freshUser)}/restore` }),
      ADMIN_ONLY_RECORD,
    ),
  },
  {
    route: `POST ${api}/user/:id/save`,
    cases: [
      {
        on: 'own field',
        req: (fx) => ({ url: `${api}/user/${fx.ids.buyer}/save`, body: { field: 'last_name', value: 'Buyer' } }),
        expect: BUYER_OWN_RECORD,
      },
      {
        on: 'role',
        req: (fx) => ({ url: `${api}/user/${fx.ids.buyer}/save`, body: { field: 'role', value: 1 } }),
        expect: [404, 403, 404, 404, 404, 200],
      },
      {
        // A browser's push subscription (spec §7): each user saves their own, nobody else's.
        on: 'push_permission',
        req: (fx) => ({
          url: `${api}/user/${fx.ids.buyer}/save`,
          body: { field: 'push_permission', value: pushSubscription() },
        }),
        expect: [404, 200, 404, 404, 404, 403],
      },
    ],
  },
  noStats('user', (fx) => fx.ids.buyer),
  { route: `GET ${api}/user/producers`, cases: one(() => ({ url: `${api}/user/producers` }), PUBLIC) },
  {
    route: `POST ${api}/user/re-invite`,
    // Public; administrators alone are told there is no invitation to re-send.
    cases: one(
      () => ({ url: `${api}/user/re-invite`, body: { email: 'nobody.invited@beatmarket.test' } }),
      [200, 200, 200, 200, 200, 404],
    ),
  },
  {
    route: `POST ${api}/user/:id/password-reset`,
    cases: one((fx) => ({ url: `${api}/user/${fx.ids.buyer}/password-reset` }), [404, 403, 404, 404, 404, 200]),
  },
  {
    route: `POST ${api}/user/invite`,
    cases: one(
      () => ({
        url: `${api}/user/invite`,
        body: { email: `table.invite.${Math.random().toString(36).slice(2)}@beatmarket.test` },
      }),
      ADMIN,
    ),
  },

  // The buyer's own purchases (profile).
  { route: `GET ${api}/order/purchases`, cases: one(() => ({ url: `${api}/order/purchases` }), LOGGED_IN) },
  // coupon, mail, order: administrators' screens; the records do not exist for anyone else.
  ...adminEntity(
    'coupon',
    (fx) => fx.coupon,
    (fx) => fx.freshCoupon(),
    { title: 'Table offer', code: null, buy_x: 2, get_y: 1, percent_off: null, redeem_by: '2099-01-01' },
    { field: 'title', value: 'Renamed offer' },
  ),
  ...adminEntity(
    'mail',
    (fx) => fx.mail,
    (fx) => fx.freshMail(),
    {},
    { field: 'subject', value: 'x' },
    {
      hardDelete: true,
      create: [401, 403, 403, 403, 403, 403],
      restore: [404, 404, 404, 404, 404, 403],
      save: [404, 404, 404, 404, 404, 403],
    },
  ),
  // email_template: administrators edit what mails say; no one creates or removes one (every key is mailed by code).
  // Row 1 is the first seeded key (password-reset): the test database is fresh and nothing creates templates.
  ...adminEntity(
    'email_template',
    () => 1,
    async () => 1,
    {},
    { name: 'Password reset' },
    {
      hardDelete: true,
      create: [401, 403, 403, 403, 403, 403],
      delete: [404, 404, 404, 404, 404, 403],
      restore: [404, 404, 404, 404, 404, 403],
    },
  ),
  {
    route: `POST ${api}/email_template/preview`,
    cases: one(() => ({ url: `${api}/email_template/preview`, body: { id: 1, subject: 'Hi {{name}}' } }), ADMIN),
  },
  {
    route: `POST ${api}/email_template/send_test`,
    cases: one(() => ({ url: `${api}/email_template/send_test`, body: { id: 1 } }), ADMIN),
  },
  // GET /order/{digits} is the order page's own route (orders.routes.ts): the buyer reads their order there.
  ...adminEntity(
    'order',
    (fx) => fx.order.id,
    async (fx) => fx.order.id,
    {},
    { field: 'status', value: 'paid' },
    {
      hardDelete: true,
      create: [401, 403, 403, 403, 403, 403],
      read: [401, 200, 404, 404, 404, 200],
      delete: [404, 404, 404, 404, 404, 403],
      restore: [404, 404, 404, 404, 404, 403],
      save: [404, 404, 404, 404, 404, 403],
    },
  ),
];
