import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { Client, createTestContext, type TestContext } from '../../test/helpers.js';
import { ROUTES } from './malformed-input.routes.js';

let ctx: TestContext;
let admin: Client;
beforeAll(async () => {
  ctx = await createTestContext({ RATE_LIMIT_SCALE: '100' }); // every route from one client
  admin = new Client(ctx.app, '10.30.0.1');
  await admin.login('admin@beatmarket.test');
});
afterAll(() => ctx.close());

const BAD_BODIES: [label: string, payload: string, contentType: string][] = [
  ['malformed JSON', '{"email": ', 'application/json'],
  ['JSON array', '[1,2,3]', 'application/json'],
  ['JSON string', '"hello"', 'application/json'],
  [
    'wrong types',
    JSON.stringify({
      email: 42,
      password: [],
      first_name: {},
      field: 7,
      value: null,
      token: 1,
      news: 'yes',
      role: 'x',
    }),
    'application/json',
  ],
  ['unsupported content type', 'email=a', 'text/xml'],
  ['oversized body', JSON.stringify({ email: 'x'.repeat(1_100_000) }), 'application/json'],
];

describe('malformed input never gives a 500', () => {
  it.each(ROUTES.filter(([m]) => m !== 'GET'))('%s %s answers 4xx to every bad body', async (method, url) => {
    for (const [label, payload, contentType] of BAD_BODIES) {
      const res = await admin.request({ method, url, payload, headers: { 'content-type': contentType } });
      if (res.status < 400) {
        // Calls that ignore their body (logout, delete, restore) or whose fields are all optional (a cart
        // line defaults its licence) may succeed; they must never crash.
        expect(
          [
            '/private-api/logout',
            '/private-api/account/password/link',
            '/private-api/user/1',
            '/private-api/user/1/restore',
            '/private-api/cart/remove/1',
            '/private-api/cart/store/1',
            '/private-api/cart/upsert/1',
            '/private-api/coupon/rebate',
            '/private-api/allowlist/feed',
            '/private-api/beat/1/ask-sample-declaration',
            '/private-api/beat/1/play',
            '/private-api/producer/1/follow',
            '/private-api/follow-digests/send',
          ],
          `${label} ${url}`,
        ).toContain(url);
        if (url === '/private-api/logout') await admin.login('admin@beatmarket.test');
        continue;
      }
      expect(res.status, `${label} → ${url}`).toBeLessThan(500);
      expect(res.body.response_data?.error, `${label} → ${url}`).toBeTruthy();
    }
  });

  it.each([
    ['unknown entity', 'GET', '/private-api/nothing/records', 404],
    ['entity name with symbols', 'GET', '/private-api/us%20er/records', 422],
    ['non-numeric id', 'GET', '/private-api/user/abc', 422],
    ['unknown record action', 'POST', '/private-api/user/1/nothing', 404],
    ['negative id', 'GET', '/private-api/user/-4', 422],
    ['huge id', 'GET', '/private-api/user/99999999999999', 422],
    ['unknown record', 'GET', '/private-api/user/424242', 404],
    ['unknown route', 'GET', '/private-api/no/such/route/here', 404],
    ['bad query types', 'GET', '/private-api/user/records?page=abc&per_page=x', 422],
    ['overlong search', 'GET', `/private-api/user/records?search=${'a'.repeat(500)}`, 422],
    ['unknown entity create', 'POST', '/private-api/nothing/create', 404],
    ['unknown save field', 'POST', '/private-api/user/1/save', 403],
  ] as const)('%s: %s %s → %i', async (_label, method, url, status) => {
    const res = await admin.request({
      method,
      url,
      payload: method === 'POST' ? { field: 'password_hash', value: 'x' } : undefined,
    });
    expect(res.status).toBe(status);
    expect(res.body.response_data?.code).toBeTruthy();
  });

  it('the table above covers every API route the router knows', () => {
    const known = ctx.app.routeList.filter((r) => r.includes('/private-api/') && !r.includes('/:entity'));
    expect(known.length).toBeGreaterThan(5);
    const tabled = new Set(ROUTES.map(([m, u]) => `${m} ${u}`));
    const generic = ['/records', '/create', '/1', '/1/restore', '/1/save', '/1/stat/played', '/re-invite', '/invite'];
    const missing: string[] = [];
    for (const route of known) {
      const [method, path] = route.split(' ') as [string, string];
      const example = path
        .replace(/\(\^.*?\$\)/, '')
        .replace(':token', 'abc')
        .replace(':context', 'producer')
        .replace(':id', '1')
        .replace(':format', 'mp3')
        .replace(':beat_id', '1')
        .replace(':store_item_id', '1')
        .replace(':item', '1')
        .replace(':payeeId', '1')
        .replace(':code', 'abc')
        .replace(':slug', 'abc')
        .replace(':page', 'portal')
        .replace(':action', 'defaults');
      if (!tabled.has(`${method} ${example}`)) missing.push(`${method} ${example}`);
    }
    // Every route missing from the table at once, so a new area is added in one go.
    expect(missing).toEqual([]);
    for (const suffix of generic)
      expect(
        [...tabled].some((t) => t.endsWith(`/user${suffix}`)),
        suffix,
      ).toBe(true);
  });
});

describe('hostile text and ids (issue 13)', () => {
  const NUL = 'a\u0000b';
  const LONE = 'a\ud800b';
  let producer: Client;
  let beatId: number;
  const count = async (table: string) =>
    Number(
      (
        (await ctx.database.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as {
          rows: { n: number }[];
        }
      ).rows[0]!.n,
    );
  beforeAll(async () => {
    producer = new Client(ctx.app, '10.30.0.2');
    await producer.login('producer@beatmarket.test');
    beatId = (
      await producer.post<{ id: number }>('/private-api/beat/create', { family: 'feature', title: 'Hostile Host' })
    ).body.data.id;
  });

  it.each([NUL, LONE])('refuses %j in any body field with a 422 naming it, before any write', async (bad) => {
    const beats = await count('beats');
    const created = await producer.post('/private-api/beat/create', {
      family: 'beat',
      title: 'Tagged',
      tags: [{ name: `x${bad}`, group: 'genre' }],
    });
    expect(created.status).toBe(422);
    expect(created.body.response_data?.topic_id).toBe('tags.0.name');
    expect(await count('beats')).toBe(beats);

    const saved = await producer.post(`/private-api/beat/${beatId}/save`, {
      title: 'Changed',
      tags: [{ name: bad, group: 'genre' }],
    });
    expect(saved.status).toBe(422);
    expect((await producer.get<{ title: string }>(`/private-api/beat/${beatId}`)).body.data.title).toBe('Hostile Host');

    const comment = await admin.post('/private-api/comment/create', { beat_id: beatId, body: bad });
    expect([comment.status, comment.body.response_data?.topic_id]).toEqual([422, 'body']);
    const contact = await admin.post('/private-api/contact-us', { email: 'a@b.co', message: bad, recaptcha: 'x' });
    expect([contact.status, contact.body.response_data?.topic_id]).toEqual([422, 'message']);
    const key = await admin.post('/private-api/login', { [bad]: 1 });
    expect([key.status, key.body.response_data?.topic_id]).toEqual([422, bad]);
  });

  it.each([
    ['search', `/private-api/beat/records?search=${encodeURIComponent(NUL)}`, 'search'],
    ['search of a generic list', `/private-api/user/records?search=${encodeURIComponent(NUL)}`, 'search'],
    ['sort', `/private-api/user/records?sort=${encodeURIComponent(NUL)}`, 'sort'],
    ['fields', `/private-api/user/1?fields=${encodeURIComponent(NUL)}`, 'fields'],
    [
      'JSON escapes inside a filter',
      `/private-api/user/records?filter=${encodeURIComponent('{"role":"\\u0000"}')}`,
      'filter.role',
    ],
    [
      'a lone surrogate escaped in a filter',
      `/private-api/beat/records?filter=${encodeURIComponent('{"slug":"\\ud800"}')}`,
      'filter.slug',
    ],
    ['a path parameter', `/private-api/content/snippet/${encodeURIComponent(NUL)}`, 'id'],
    [
      'a filter of the wrong type',
      `/private-api/comment/records?filter=${encodeURIComponent('{"beat_id":"abc"}')}`,
      'filter.beat_id',
    ],
    [
      'a filter id past int4',
      `/private-api/comment/records?filter=${encodeURIComponent('{"beat_id":2147483648}')}`,
      'filter.beat_id',
    ],
    [
      'a filter list of the wrong type',
      `/private-api/user/records?filter=${encodeURIComponent('{"role":[1,"x"]}')}`,
      'filter.role',
    ],
    [
      'a boolean filter given a string',
      `/private-api/user/records?filter=${encodeURIComponent('{"news":"yes"}')}`,
      'filter.news',
    ],
    [
      'a catalog filter of the wrong type',
      `/private-api/beat/records?filter=${encodeURIComponent('{"producer_id":"abc"}')}`,
      'filter.producer_id',
    ],
    [
      'a catalog filter value it does not know',
      `/private-api/beat/records?filter=${encodeURIComponent('{"family":"song"}')}`,
      'filter.family',
    ],
    [
      'a catalog id list past int4',
      `/private-api/beat/records?filter=${encodeURIComponent('{"id":[1,2147483648]}')}`,
      'filter.id.1',
    ],
  ])('refuses unstorable or mistyped %s with a 422 naming it', async (_label, url, topic) => {
    const res = await admin.get(url);
    expect(res.status, JSON.stringify(res.body.response_data)).toBe(422);
    expect(res.body.response_data?.topic_id).toBe(topic);
  });

  it('refuses an unstorable promo code (a POST path parameter) with a 422 naming it', async () => {
    const res = await admin.post(`/private-api/coupon/rebate/${encodeURIComponent(NUL)}`);
    expect([res.status, res.body.response_data?.topic_id]).toEqual([422, 'code']);
  });

  it('answers ids past int4 and ids of missing records with a 4xx naming the field', async () => {
    const big = 2 ** 31;
    expect((await admin.get(`/private-api/beat/${big}`)).status).toBe(422);
    const comment = await admin.post('/private-api/comment/create', { beat_id: big, body: 'hi' });
    expect([comment.status, comment.body.response_data?.topic_id]).toEqual([422, 'beat_id']);
    const missing = await admin.post('/private-api/comment/create', { beat_id: 2_000_000_000, body: 'hi' });
    expect([missing.status, missing.body.response_data?.topic_id]).toEqual([404, 'beat_id']);
    for (const coproducer_id of [big, 2_000_000_000]) {
      const res = await producer.post(`/private-api/beat/${beatId}/save`, { coproducer_id });
      expect([res.status, res.body.response_data?.topic_id], String(coproducer_id)).toEqual([422, 'coproducer_id']);
    }
    const upload = await producer.post('/private-api/uploads', {
      purpose: 'master',
      beat_id: big,
      name: 'a.wav',
      type: 'audio/wav',
      size: 10,
    });
    expect(upload.status).toBe(422);
    const missingBeat = await producer.post('/private-api/uploads', {
      purpose: 'master',
      beat_id: 2_000_000_000,
      name: 'a.wav',
      type: 'audio/wav',
      size: 10,
    });
    expect(missingBeat.status).toBeGreaterThanOrEqual(400);
    expect(missingBeat.status).toBeLessThan(500);
    expect((await admin.post(`/private-api/cart/upsert/${big}`, {})).status).toBe(422);
  });

  it('answers a multipart body without its boundary or cut short with a 400, not a 500', async () => {
    for (const contentType of ['multipart/form-data', 'multipart/form-data; boundary=x']) {
      const res = await admin.request({
        method: 'POST',
        url: '/storage/upload',
        payload: 'null',
        headers: { 'content-type': contentType },
      });
      expect(res.status, contentType).toBe(400);
    }
  });
});
