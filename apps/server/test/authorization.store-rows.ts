import {
  ADMIN,
  ADMIN_ONLY_RECORD,
  all,
  LOGGED_IN,
  one,
  PRODUCER_OWN,
  PRODUCER_OWN_HIDDEN,
  PRODUCERS,
  PUBLIC,
  type PolicyRow,
} from './authorization.policy.js';
import type { Fixtures } from './authorization.fixtures.js';
import { upload } from './media-helpers.js';

/**
 * Store items (issue 34): the public listing and pages, the producer's own list, the store_item
 * generic calls and its approval actions, and its upload slots. Part of ENTITY_ROWS.
 */
const api = '/private-api';
const at = `${api}/store_item`;
let serial = 0;
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const zip = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(64)]);
type Item = { id: number; slug: string };

/** A producer's draft, with its files when it is to be sent for approval or published. */
async function made(fx: Fixtures, state: 'draft' | 'filed' | 'pending' | 'published' = 'draft'): Promise<Item> {
  const { producer, admin } = fx.clients;
  const res = await producer.post<Item>(`${at}/create`, { kind: 'loop_pack', title: `Loops ${serial++}`, price: 999 });
  if (res.status !== 200) throw new Error(`store item fixture failed: ${res.status}`);
  const item = res.body.data;
  if (state === 'draft') return item;
  for (const [purpose, name, type, body] of [
    ['store_cover', 'c.png', 'image/png', png],
    ['store_zip', 'k.zip', 'application/zip', zip],
  ] as const) {
    const done = await upload(fx.app, producer, { purpose, store_item_id: item.id, name, type, body });
    if (done.res.status !== 200) throw new Error(`store item ${purpose} failed: ${JSON.stringify(done.res.body)}`);
  }
  if (state === 'pending') await producer.post(`${at}/${item.id}/request_publish`);
  if (state === 'published') await admin.post(`${at}/${item.id}/approve`);
  return item;
}
const id = async (fx: Fixtures, state?: Parameters<typeof made>[1]) => (await made(fx, state)).id;

export const STORE_ROWS: PolicyRow[] = [
  { route: `GET ${api}/store/items`, cases: one(() => ({ url: `${api}/store/items?kind=drum_kit` }), PUBLIC) },
  {
    route: `GET ${api}/store/items/:slug`,
    cases: [
      { req: async (fx) => ({ url: `${api}/store/items/${(await made(fx)).slug}` }), expect: PRODUCER_OWN_HIDDEN },
      {
        on: 'published',
        req: async (fx) => ({ url: `${api}/store/items/${(await made(fx, 'published')).slug}` }),
        expect: PUBLIC,
      },
    ],
  },
  { route: `GET ${api}/store/mine`, cases: one(() => ({ url: `${api}/store/mine` }), PRODUCERS) },
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
  {
    route: `POST ${at}/create`,
    cases: one(() => ({ url: `${at}/create`, body: { kind: 'midi_pack', title: 'Chords', price: 500 } }), PRODUCERS),
  },
  {
    route: `GET ${at}/:id`,
    cases: [
      { req: async (fx) => ({ url: `${at}/${await id(fx)}` }), expect: PRODUCER_OWN_HIDDEN },
      { on: 'published', req: async (fx) => ({ url: `${at}/${await id(fx, 'published')}` }), expect: PUBLIC },
    ],
  },
  { route: `DELETE ${at}/:id`, cases: one(async (fx) => ({ url: `${at}/${await id(fx)}` }), PRODUCER_OWN_HIDDEN) },
  {
    route: `POST ${at}/:id/restore`,
    cases: one(
      async (fx) => ({ url: `${at}/${await fx.deleted('store_item', () => id(fx))}/restore` }),
      ADMIN_ONLY_RECORD,
    ),
  },
  {
    route: `POST ${at}/:id/save`,
    cases: [
      {
        req: async (fx) => ({ url: `${at}/${await id(fx)}/save`, body: { field: 'price', value: 1500 } }),
        expect: PRODUCER_OWN_HIDDEN,
      },
      // Approved: what sells is what was approved; only administrators change it.
      {
        on: 'published',
        req: async (fx) => ({ url: `${at}/${await id(fx, 'published')}/save`, body: { field: 'price', value: 1500 } }),
        expect: ADMIN,
      },
    ],
  },
  {
    route: `POST ${at}/:id/stat/:stat`,
    cases: one(async (fx) => ({ url: `${at}/${await id(fx)}/stat/played` }), all(404)),
  },
  {
    route: `POST ${at}/bulk/archive`,
    cases: one(async (fx) => ({ url: `${at}/bulk/archive`, body: { ids: [await id(fx)] } }), ADMIN),
  },
  {
    route: `POST ${at}/bulk/restore`,
    cases: one(
      async (fx) => ({ url: `${at}/bulk/restore`, body: { ids: [await fx.deleted('store_item', () => id(fx))] } }),
      ADMIN,
    ),
  },
  {
    route: `POST ${at}/:id/request_publish`,
    cases: one(async (fx) => ({ url: `${at}/${await id(fx, 'filed')}/request_publish` }), PRODUCER_OWN_HIDDEN),
  },
  {
    route: `POST ${at}/:id/approve`,
    cases: one(async (fx) => ({ url: `${at}/${await id(fx, 'pending')}/approve` }), [404, 404, 404, 403, 404, 200]),
  },
  {
    route: `POST ${at}/:id/reject`,
    cases: one(
      async (fx) => ({ url: `${at}/${await id(fx, 'published')}/reject`, body: { reason: 'Clipping.' } }),
      [401, 403, 403, 403, 403, 200],
    ),
  },
  {
    route: `POST ${at}/:id/withdraw`,
    cases: one(async (fx) => ({ url: `${at}/${await id(fx, 'published')}/withdraw` }), PRODUCER_OWN),
  },
  // A store item's ZIP slot: its producer and administrators; another producer never learns of a draft.
  {
    route: `POST ${api}/uploads`,
    cases: one(
      async (fx) => ({
        url: `${api}/uploads`,
        body: {
          purpose: 'store_zip',
          store_item_id: await id(fx),
          filename: 'k.zip',
          size: 100,
          content_type: 'application/zip',
        },
      }),
      [401, 403, 403, 200, 404, 200],
    ),
  },
  // Issue 34: a published item goes in anyone's own cart (each viewer a fresh item); a draft exists for nobody.
  {
    route: `POST ${api}/cart/store/:store_item_id`,
    cases: [
      {
        on: 'published',
        req: async (fx) => ({ url: `${api}/cart/store/${await id(fx, 'published')}` }),
        expect: LOGGED_IN,
      },
      {
        on: 'draft',
        req: async (fx) => ({ url: `${api}/cart/store/${await id(fx)}` }),
        expect: [401, 404, 404, 404, 404, 404],
      },
    ],
  },
  {
    route: `DELETE ${api}/cart/store/:store_item_id`,
    cases: one(async (fx) => ({ url: `${api}/cart/store/${await id(fx, 'published')}` }), LOGGED_IN),
  },
];
