import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, clientsByRole, createTestContext, type TestContext } from '../../../test/helpers.js';

let t: TestContext;
let c: Awaited<ReturnType<typeof clientsByRole<'buyer' | 'producer' | 'producer2' | 'admin'>>> & { other: Client };
type License = { id: number; type: string; level: string };
type Line = {
  id: number;
  verification_code: string;
  youtube_channels: string[];
  channel_limit: number;
  claim_letter: string | null;
  license_pdf: string | null;
};
type Order = { id: number; items: Line[] };
type Allowlist = {
  rows: { channel_id: string; verification_code: string; beat_title: string }[];
  feed_url: string | null;
};
let licenses: License[];
let beatId: number;
const address = { country: 'US', address: '1 Main St', city: 'Austin', state: 'TX', zip: '73301' };
const card = { method: 'card', number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' };
let keyNo = 0;
const key = () => `channels-key-${Date.now()}-${keyNo++}-abcdef`;
const channel = (ch: string) => `UC${ch.repeat(22)}`;
const lic = (level: string) => licenses.find((l) => l.type === 'non_exclusive' && l.level === level)!;

/** Puts the beat in the buyer's cart under the licence and checks out with the channels named. */
async function buy(level: string, channels?: Record<string, string[]>) {
  await c.buyer.post(`/private-api/cart/upsert/${beatId}`, { license_id: lic(level).id });
  return c.buyer.post<Order>('/private-api/cart/order', { idempotency_key: key(), address, payment: card, channels });
}
const named = (client: Client, o: Order, line: Line, channels: unknown) =>
  client.post<{ youtube_channels: string[] }>(`/private-api/order/${o.id}/license/${line.id}/channels`, { channels });
/** A PDF's text as pdftotext reads it, spaces folded. */
async function pdfText(client: Client, url: string) {
  const res = await t.app.inject({
    method: 'GET',
    url,
    headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'bm-claim-')), 'doc.pdf');
  writeFileSync(file, res.rawPayload);
  return execFileSync('pdftotext', ['-layout', file, '-']).toString().replace(/\s+/g, ' ');
}

beforeAll(async () => {
  t = await createTestContext();
  const roles = await clientsByRole(t.app, '10.35.3', ['buyer', 'producer', 'producer2', 'admin']);
  const made = await roles.admin.post('/private-api/user/create', {
    first_name: 'Other',
    last_name: 'Buyer',
    email: 'other-channels@beatmarket.test',
    role: 1,
    password: 'beatmarket',
  });
  expect(made.status).toBe(200);
  const other = new Client(t.app, '10.35.3.9');
  expect((await other.login('other-channels@beatmarket.test')).status).toBe(200);
  c = { ...roles, other };
  licenses = (await c.visitor.get<License[]>('/private-api/license/records?per_page=25')).body.data;
  const mine = (
    await c.producer.get<{ id: number; family: string; published_at: string | null; sold: boolean }[]>(
      '/private-api/dashboard/beats?per_page=100',
    )
  ).body.data;
  beatId = mine.find((b) => b.family === 'beat' && b.published_at && !b.sold)!.id;
});
afterAll(() => t.close());

describe('channels named at checkout', () => {
  it('refuses a malformed id per field and more channels than the level allows, making no order', async () => {
    const bad = await buy('basic', { [beatId]: ['UCshort'] });
    expect(bad.status).toBe(422);
    expect(bad.body.response_data!.errors!.map((e) => e.topic_id)).toEqual([`channels.${beatId}.0`]);
    const over = await buy('basic', { [beatId]: [channel('a'), channel('b')] });
    expect(over.status).toBe(422);
    expect(over.body.response_data!.errors).toEqual([
      { topic_id: `channels.${beatId}`, message: 'This licence covers at most 1 channel' },
    ]);
    const elsewhere = await buy('basic', { '999999': [channel('a')] });
    expect(elsewhere.body.response_data!.errors![0]!.topic_id).toBe('channels.999999');
    expect((await c.buyer.get<{ items: unknown[] }>('/private-api/cart')).body.data.items).toHaveLength(1);
  });

  it('keeps the channel on the line, the licence PDF and the public check', async () => {
    const res = await buy('basic', { [beatId]: [channel('a')] });
    expect(res.status).toBe(200);
    const line = res.body.data.items[0]!;
    expect(line).toMatchObject({ youtube_channels: [channel('a')], channel_limit: 1 });
    expect(line.claim_letter).toBe(`/private-api/order/${res.body.data.id}/license/${line.id}/claim-letter`);
    expect(await pdfText(c.buyer, line.license_pdf!)).toContain(`YouTube channels covered`);
    expect(await pdfText(c.buyer, line.license_pdf!)).toContain(channel('a'));
    const check = await c.visitor.get<{ state: string; channels: string[] }>(
      `/private-api/license/verify/${line.verification_code}`,
    );
    expect(check.body.data).toMatchObject({ state: 'valid', channels: [channel('a')] });
  });
});

describe('channels named from the order page', () => {
  let o: Order;
  beforeAll(async () => {
    o = (await buy('standard')).body.data;
  });

  it('lets the buyer alone change them', async () => {
    const line = o.items[0]!;
    expect(line).toMatchObject({ youtube_channels: [], channel_limit: 3, claim_letter: null });
    const list = [channel('b'), channel('c')];
    expect((await named(c.visitor, o, line, list)).status).toBe(401);
    expect((await named(c.other, o, line, list)).status).toBe(404);
    expect((await named(c.producer, o, line, list)).status).toBe(404);
    expect((await named(c.producer2, o, line, list)).status).toBe(404);
    expect((await named(c.admin, o, line, list)).status).toBe(403);
    const ok = await named(c.buyer, o, line, list);
    expect(ok.status).toBe(200);
    expect(ok.body.data.youtube_channels).toEqual(list);
    const seen = (await c.buyer.get<Order>(`/private-api/order/${o.id}`)).body.data.items[0]!;
    expect(seen.youtube_channels).toEqual(list);
  });

  it('validates each id, refuses duplicates and the fourth channel on a standard lease', async () => {
    const line = o.items[0]!;
    const bad = await named(c.buyer, o, line, [channel('d'), 'UU' + 'x'.repeat(22)]);
    expect(bad.status).toBe(422);
    expect(bad.body.response_data!.errors!.map((e) => e.topic_id)).toEqual(['channels.1']);
    expect((await named(c.buyer, o, line, [channel('d'), channel('d')])).status).toBe(422);
    const four = await named(c.buyer, o, line, ['d', 'e', 'f', 'g'].map(channel));
    expect(four.status).toBe(422);
    expect(four.body.response_data!.errors![0]!.message).toBe('This licence covers at most 3 channels');
    expect((await named(c.buyer, o, line, ['d', 'e', 'f'].map(channel))).status).toBe(200);
  });

  it('gives the buyer (and administrators) the claim-release letter, nobody else', async () => {
    const line = (await c.buyer.get<Order>(`/private-api/order/${o.id}`)).body.data.items[0]!;
    const url = line.claim_letter!;
    expect((await c.visitor.get(url)).status).toBe(401);
    for (const who of [c.other, c.producer, c.producer2]) expect((await who.get(url)).status).toBe(404);
    const text = await pdfText(c.buyer, url);
    for (const expected of [
      'CONTENT ID CLAIM RELEASE',
      'Marcus Reed',
      'Jay Buyer',
      line.verification_code,
      channel('d'),
      channel('f'),
      `http://beatmarket.test/verify/${line.verification_code}`,
    ])
      expect(text).toContain(expected);
    expect(text).not.toMatch(/undefined|null|NaN/);
    expect(await pdfText(c.admin, url)).toContain(channel('e'));
  });
});

describe('the producer’s allowlist', () => {
  it('is the producer’s own: visitors 401, buyers 403, another producer sees none of it', async () => {
    expect((await c.visitor.get('/private-api/allowlist')).status).toBe(401);
    expect((await c.buyer.get('/private-api/allowlist')).status).toBe(403);
    expect((await c.other.get('/private-api/allowlist/csv')).status).toBe(403);
    const mine = (await c.producer.get<Allowlist>('/private-api/allowlist')).body.data;
    expect(mine.rows.map((r) => r.channel_id).sort()).toEqual(['a', 'd', 'e', 'f'].map(channel));
    const theirs = (await c.producer2.get<Allowlist>('/private-api/allowlist')).body.data;
    expect(theirs.rows.map((r) => r.channel_id)).not.toContain(channel('a'));
    const csv = await c.producer.get<string>('/private-api/allowlist/csv');
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body.data.split('\r\n')[0]).toBe(
      'channel_id,channel_url,beat,licence,licence_code,verify_url,licensed_at',
    );
    expect(csv.body.data).toContain(`${channel('a')},https://www.youtube.com/channel/${channel('a')},`);
  });

  it('has a secret feed: unknown tokens 404, rotation retires the old address', async () => {
    expect((await c.visitor.post('/private-api/allowlist/feed')).status).toBe(401);
    expect((await c.buyer.post('/private-api/allowlist/feed')).status).toBe(403);
    const first = (await c.producer.post<{ feed_url: string }>('/private-api/allowlist/feed')).body.data.feed_url;
    expect((await c.producer.get<Allowlist>('/private-api/allowlist')).body.data.feed_url).toBe(first);
    const path1 = new URL(first).pathname;
    const feed = await c.visitor.get<unknown>(path1);
    expect(feed.status).toBe(200);
    expect(feed.headers['cache-control']).toBe('public, max-age=60');
    const body = feed.body as unknown as { channels: { channel_id: string }[] };
    expect(body.channels.map((r) => r.channel_id)).toContain(channel('a'));
    expect((await c.visitor.get(path1.replace(/.$/, path1.endsWith('A') ? 'B' : 'A'))).status).toBe(404);
    expect((await c.visitor.get('/private-api/allowlist/feed/short')).status).toBe(404);
    const second = (await c.producer.post<{ feed_url: string }>('/private-api/allowlist/feed')).body.data.feed_url;
    expect(second).not.toBe(first);
    expect((await c.visitor.get(path1)).status).toBe(404);
    expect((await c.visitor.get(new URL(second).pathname)).status).toBe(200);
  });

  it('drops a refunded licence’s channels at once; the check says revoked and the letter is gone', async () => {
    const orders = (await c.buyer.get<{ id: number; status: string }[]>('/private-api/order/purchases')).body.data;
    const standard = orders.filter((x) => x.status === 'fulfilled').sort((a, b) => b.id - a.id)[0]!;
    const o = (await c.buyer.get<Order>(`/private-api/order/${standard.id}`)).body.data;
    const line = o.items[0]!;
    expect((await c.admin.post(`/private-api/order/${o.id}/refund`)).status).toBe(200);
    const rows = (await c.producer.get<Allowlist>('/private-api/allowlist')).body.data.rows;
    expect(rows.map((r) => r.channel_id)).toEqual([channel('a')]);
    const feedUrl = (await c.producer.get<Allowlist>('/private-api/allowlist')).body.data.feed_url!;
    const feed = (await c.visitor.get(new URL(feedUrl).pathname)).body as unknown as { channels: unknown[] };
    expect(feed.channels).toHaveLength(1);
    const check = await c.visitor.get<{ state: string; genuine: boolean; channels: string[] }>(
      `/private-api/license/verify/${line.verification_code}`,
    );
    expect(check.body.data).toMatchObject({ state: 'revoked', genuine: false });
    expect((await c.buyer.get(`/private-api/order/${o.id}/license/${line.id}/claim-letter`)).status).toBe(409);
    expect((await named(c.buyer, o, line, [channel('g')])).status).toBe(409);
    expect((await c.buyer.get<Order>(`/private-api/order/${o.id}`)).body.data.items[0]!.claim_letter).toBeNull();
  });
});
