import type { FastifyInstance } from 'fastify';
import { Client, DEMO_LOGINS } from './helpers.js';
import { upload } from './media-helpers.js';

/**
 * The six viewers of the authorization table (issue 13). "buyer" owns the buyer-side records (orders,
 * comments, own account), "producer" owns the catalog records (beats); the "other" ones own neither.
 */
export const WHO = ['visitor', 'buyer', 'otherBuyer', 'producer', 'otherProducer', 'admin'] as const;
export type Who = (typeof WHO)[number];

const OTHER_BUYER = 'other.buyer@beatmarket.test';
const LOGINS: Record<Exclude<Who, 'visitor'>, string> = {
  buyer: DEMO_LOGINS.buyer,
  otherBuyer: OTHER_BUYER,
  producer: DEMO_LOGINS.producer,
  otherProducer: DEMO_LOGINS.producer2,
  admin: DEMO_LOGINS.admin,
};

type Row = { id: number; [k: string]: unknown };
const licence = {
  description: '',
  type: 'non_exclusive',
  level: 'basic',
  price: 999,
  specifications: { mp3: true },
  bundle_price: null,
  bundled_name: '',
  bundled_description: '',
};
const address = { country: 'US', address: '1 Main St', city: 'Austin', state: 'TX', zip: '73301' };
let serial = 0;
const unique = () => `${Date.now().toString(36)}${serial++}`;

/** The records the table's requests point at, and makers of fresh ones for requests that change them. */
export async function makeFixtures(app: FastifyInstance) {
  let ip = 0;
  const client = async (who: Who) => {
    const c = new Client(app, `10.113.${Math.floor(ip / 250)}.${(ip++ % 250) + 1}`);
    if (who !== 'visitor') expect200(await c.login(LOGINS[who]), `login ${who}`);
    return c;
  };
  const admin = await client('admin');
  expect200(
    await admin.post('/private-api/user/create', {
      first_name: 'Other',
      last_name: 'Buyer',
      email: OTHER_BUYER,
      role: 1,
      password: 'beatmarket',
    }),
    'other buyer',
  );
  const clients = Object.fromEntries(await Promise.all(WHO.map(async (w) => [w, await client(w)] as const))) as Record<
    Who,
    Client
  >;
  const { producer, buyer } = clients;
  const data = async <T = Row>(p: Promise<{ status: number; body: { data: unknown } }>, what: string) => {
    const res = await p;
    expect200(res, what);
    return res.body.data as T;
  };
  const id = async (p: Promise<{ status: number; body: { data: unknown } }>, what: string) =>
    (await data<Row>(p, what)).id;

  const me = await data<Row>(producer.get('/private-api/profile'), 'profile');
  const buyerId = (await data<Row>(buyer.get('/private-api/profile'), 'profile')).id;
  const mine = await data<(Row & { published_at: string | null; family: string; sold: boolean; available: boolean })[]>(
    admin.get('/private-api/beat/records?per_page=100'),
    'beats',
  );
  const own = mine.filter((b) => b.producer_id === me.id);
  const pub = own.find((b) => b.published_at !== null && b.family === 'beat' && !b.sold && b.available)!.id;
  const draft = own.find((b) => b.published_at === null)!.id;

  const f = {
    app,
    clients,
    client,
    ids: { buyer: buyerId, producer: me.id as number, pub, draft },
    freshDraft: () =>
      id(producer.post('/private-api/beat/create', { family: 'beat', title: `Draft ${unique()}` }), 'draft'),
    async freshPublished() {
      const beat = await f.freshDraft();
      await data(admin.post(`/private-api/beat/${beat}/publish`), 'publish');
      return beat;
    },
    async freshDeletedDraft() {
      const beat = await f.freshDraft();
      await data(producer.delete(`/private-api/beat/${beat}`), 'delete beat');
      return beat;
    },
    freshComment: (beat = pub) =>
      id(buyer.post('/private-api/comment/create', { beat_id: beat, body: `Comment ${unique()}` }), 'comment'),
    async freshDeletedComment() {
      const comment = await f.freshComment();
      await data(buyer.delete(`/private-api/comment/${comment}`), 'delete comment');
      return comment;
    },
    freshLicence: () =>
      id(admin.post('/private-api/license/create', { ...licence, name: `Lease ${unique()}` }), 'licence'),
    freshCoupon: () =>
      id(
        admin.post('/private-api/coupon/create', {
          title: `Offer ${unique()}`,
          code: null,
          buy_x: 3,
          get_y: 1,
          percent_off: null,
          redeem_by: '2099-12-31',
        }),
        'coupon',
      ),
    freshUser: () =>
      id(
        admin.post('/private-api/user/create', {
          first_name: 'Fresh',
          last_name: 'User',
          email: `fresh.${unique()}@beatmarket.test`,
          role: 1,
        }),
        'user',
      ),
    /** Creates, then deletes as an administrator: the restore calls' targets. */
    async deleted(entity: string, make: () => Promise<number>) {
      const record = await make();
      await data(admin.delete(`/private-api/${entity}/${record}`), `delete ${entity}`);
      return record;
    },
    async freshMail() {
      await data(admin.post('/private-api/user/invite', { email: `invited.${unique()}@beatmarket.test` }), 'invite');
      return (await data<Row[]>(admin.get('/private-api/mail/records?per_page=10'), 'mail'))[0]!.id;
    },
    /** A text snippet in the wanted state (they cannot be created, only deleted and restored). */
    async snippet(deleted: boolean) {
      const res = await admin.get<{ deleted_at: string | null }>('/private-api/text_snippet/youtube-policy');
      if (Boolean(res.body.data.deleted_at) !== deleted)
        await data(
          admin.request({
            method: deleted ? 'DELETE' : 'POST',
            url: `/private-api/text_snippet/youtube-policy${deleted ? '' : '/restore'}`,
          }),
          'snippet',
        );
      return 'youtube-policy';
    },
    /** A trackouts ZIP on the producer's unpublished beat. */
    async freshAttachment() {
      const zip = Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(64)]);
      expect200(
        (
          await upload(app, producer, {
            purpose: 'zip',
            beat_id: draft,
            name: 'stems.zip',
            type: 'application/zip',
            body: zip,
          })
        ).res,
        'attachment',
      );
      const list = await data<Row[]>(producer.get(`/private-api/beat/${draft}/attachments`), 'attachments');
      return Math.max(...list.map((a) => a.id));
    },
    /** The buyer's paid order of the published beat (the test gateway's card that pays). */
    async freshOrder() {
      const licences = await data<(Row & { type: string; level: string })[]>(
        admin.get('/private-api/license/records?per_page=50'),
        'licences',
      );
      const standard = licences.find((l) => l.type === 'non_exclusive' && l.level === 'standard')!.id;
      await data(buyer.post(`/private-api/cart/upsert/${pub}`, { license_id: standard }), 'cart');
      const payment = { method: 'card', number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' };
      const order = await data<Row & { items: { id: number; verification_code: string }[] }>(
        buyer.post('/private-api/cart/order', {
          idempotency_key: `authz-${unique()}-key`,
          address,
          payment,
          // A channel named, so the licence's claim-release letter exists (decision 0092).
          channels: { [pub]: [`UC${'z'.repeat(22)}`] },
        }),
        'order',
      );
      return { id: order.id, item: order.items[0]!.id, code: order.items[0]!.verification_code };
    },
  };
  return {
    ...f,
    licence: await f.freshLicence(),
    coupon: await f.freshCoupon(),
    draftComment: await id(
      producer.post('/private-api/comment/create', { beat_id: draft, body: 'Draft note' }),
      'draft comment',
    ),
    comment: await f.freshComment(),
    mail: await f.freshMail(),
    order: await f.freshOrder(),
  };
}
export type Fixtures = Awaited<ReturnType<typeof makeFixtures>>;

function expect200(res: { status: number; body: unknown }, what: string) {
  if (res.status !== 200)
    throw new Error(`Fixture ${what} failed: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
}
