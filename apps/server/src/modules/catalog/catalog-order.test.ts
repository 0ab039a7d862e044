import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientsByRole, type Client, createTestContext, type TestContext } from '../../../test/helpers.js';

interface Beat {
  id: number;
  title: string;
  published_at: string | null;
  producer_id: number;
  coproducer_id: number | null;
}

let ctx: TestContext;
let as: Record<'visitor' | 'admin' | 'producer' | 'producer2' | 'buyer', Client>;
beforeAll(async () => {
  ctx = await createTestContext();
  as = await clientsByRole(ctx.app, '10.81.0', ['admin', 'producer', 'producer2', 'buyer']);
  // Same producer, one word; the title weighs more than the description, so the ranks differ.
  await ctx.database.db.execute(sql`
    insert into beats (slug, family, beat_type, title, description, price, published_at, bpm, producer_id)
    values ('order-title', 'beat', 'plain', 'Okapi Dreams', '', 0, now() - interval '400 days', 90, (select min(id) from users where role = 2)),
           ('order-desc', 'beat', 'plain', 'Savanna', 'an okapi walks by', 0, now() - interval '1 day', 90, (select min(id) from users where role = 2))`);
});
afterAll(() => ctx.close());

const ids = async (c: Client, query: string) => {
  const res = await c.get<Beat[]>(`/private-api/beat/records?${query}`);
  expect(res.status).toBe(200);
  return res.body.data;
};
const filter = encodeURIComponent('{"family":"beat"}');

describe('newest', () => {
  it('puts the most recently published beat first, with or without the minus sign', async () => {
    const pending = (await ids(as.admin, 'per_page=100')).find((b) => b.published_at === null)!;
    expect((await as.admin.post(`/private-api/beat/${pending.id}/publish`)).status).toBe(200);
    for (const sort of ['newest', '-newest', 'newest:desc']) {
      const beats = await ids(as.visitor, `sort=${sort}&per_page=25&filter=${filter}`);
      expect(beats[0]!.id, sort).toBe(pending.id);
      const dates = beats.map((b) => Date.parse(b.published_at!));
      expect(dates, sort).toEqual([...dates].sort((a, b) => b - a));
    }
  });

  it('joins its pages up: a first page (its size written into its statement) and the pages after it', async () => {
    const page = async (size: number, n: number) => {
      const res = await as.visitor.get<Beat[]>(
        `/private-api/beat/records?sort=newest&filter=${filter}&per_page=${size}&page=${n}`,
      );
      return { ids: res.body.data.map((b) => b.id), found: (res.body.meta as { found: number }).found };
    };
    const tens = [await page(10, 1), await page(10, 2), await page(10, 3)];
    const first25 = await page(25, 1);
    expect(first25.ids).toHaveLength(25);
    expect(tens.flatMap((p) => p.ids).slice(0, 25)).toEqual(first25.ids);
    expect(first25.found).toBeGreaterThan(25);
    expect(new Set([...tens, first25].map((p) => p.found)).size).toBe(1);
  });

  it('shows each member their own unpublished beats, after the published ones, and nobody else’s', async () => {
    const list = async (c: Client, size: number, n: number) =>
      ids(c, `sort=newest&filter=${filter}&per_page=${size}&page=${n}`);
    const me = async (c: Client) => (await c.get<{ id: number }>('/private-api/profile')).body.data.id;
    const [producerId, producer2Id] = [await me(as.producer), await me(as.producer2)];
    await ctx.database.db.execute(sql`
      insert into beats (slug, family, beat_type, title, description, price, bpm, producer_id)
      values ('pending-one', 'beat', 'plain', 'Pending One', '', 0, 90, ${producerId}),
             ('pending-two', 'beat', 'plain', 'Pending Two', '', 0, 90, ${producer2Id})`);
    const pending = (await list(as.admin, 100, 1)).filter((b) => b.published_at === null);
    const own = (id: number) => pending.filter((b) => b.producer_id === id || b.coproducer_id === id).map((b) => b.id);
    expect(own(producerId).length).toBeGreaterThan(0);
    expect(own(producer2Id).length).toBeGreaterThan(0);

    for (const [c, id] of [
      [as.producer, producerId],
      [as.producer2, producer2Id],
      [as.buyer, 0],
    ] as const) {
      const all = await list(c, 100, 1);
      expect(all.filter((b) => b.published_at === null).map((b) => b.id)).toEqual(own(id));
      expect(all.map((b) => b.published_at === null)).toEqual(all.map((_, i) => i >= all.length - own(id).length));
      // Deeper pages take the statement with the page in parameters: they join up with the first.
      const tens = [];
      for (let n = 1; n <= Math.ceil(all.length / 10); n++) tens.push(...(await list(c, 10, n)));
      expect(tens.map((b) => b.id)).toEqual(all.map((b) => b.id));
    }
  });

  it('orders a producer’s page and a wordless search newest first too', async () => {
    for (const query of ['search=%40reedbeats&sort=newest', 'search=&sort=newest', 'sort=relevance']) {
      const dates = (await ids(as.visitor, `per_page=50&${query}`)).map((b) => Date.parse(b.published_at!));
      expect(dates.length, query).toBeGreaterThan(1);
      expect(dates, query).toEqual([...dates].sort((a, b) => b - a));
    }
  });
});

describe('relevance', () => {
  it('ranks the best match first for sort=relevance and -relevance alike', async () => {
    for (const sort of ['relevance', '-relevance', '']) {
      const beats = await ids(as.visitor, `search=okapi&sort=${sort}`);
      expect(
        beats.map((b) => b.title),
        sort,
      ).toEqual(['Okapi Dreams', 'Savanna']);
    }
  });
});

describe('random beat', () => {
  it('answers meta.page and only the fields asked for', async () => {
    const res = await as.visitor.get<Record<string, unknown>[]>(
      '/private-api/beat/random?page=2&fields=slug,title,demo_url,price',
    );
    expect(res.status).toBe(200);
    expect(res.body.meta.page).toBe(2);
    expect(res.body.data.length).toBeGreaterThan(0);
    for (const beat of res.body.data)
      expect(Object.keys(beat).sort()).toEqual(['demo_url', 'id', 'price', 'slug', 'title']);
    const first = await as.visitor.get<Record<string, unknown>[]>('/private-api/beat/random');
    expect(first.body.meta.page).toBe(1);
    expect(first.body.data[0]).toHaveProperty('producer_name');
  });

  it('refuses an unknown field, naming fields', async () => {
    const res = await as.visitor.get('/private-api/beat/random?fields=id,password_hash');
    expect(res.status).toBe(422);
    expect(res.body.response_data?.errors?.map((e) => e.topic_id)).toEqual(['fields']);
    expect(res.body.response_data?.error).toContain('password_hash');
  });
});

describe('autosuggest', () => {
  it('leaves out a producer already chosen by either of their handles', async () => {
    const suggest = (exclude: string) =>
      as.visitor.get<{ value: string }[]>(
        `/private-api/autosuggest/producer?search=%40marc&exclude=${encodeURIComponent(exclude)}`,
      );
    expect((await suggest('')).body.data.map((c) => c.value)).toEqual(['@marcusreed']);
    expect((await suggest('@marcusreed')).body.data).toEqual([]);
    expect((await suggest('@ReedBeats')).body.data).toEqual([]);
    expect((await suggest('@cruzcontrol')).body.data.map((c) => c.value)).toEqual(['@marcusreed']);
  });
});

describe('edit rights (spec §2: edit for owner or administrator)', () => {
  it('lets the producer, the coproducer and administrators edit, and tells the page so', async () => {
    const all = (await ids(as.admin, 'per_page=100')) as (Beat & {
      coproducer_id: number | null;
      _can_edit: boolean;
    })[];
    const shared = all.find((b) => b.coproducer_id !== null && b.published_at !== null)!;
    const idOf = async (c: Client) => (await c.get<{ id: number }>('/private-api/profile')).body.data.id;
    const [producer, coproducer] =
      shared.producer_id === (await idOf(as.producer)) ? [as.producer, as.producer2] : [as.producer2, as.producer];
    expect(shared.coproducer_id).toBe(await idOf(coproducer));
    const canEdit = async (c: Client) =>
      (await c.get<{ _can_edit: boolean }>(`/private-api/beat/${shared.id}`)).body.data._can_edit;
    expect(await canEdit(producer)).toBe(true);
    expect(await canEdit(coproducer)).toBe(true);
    expect(await canEdit(as.admin)).toBe(true);
    expect(await canEdit(as.buyer)).toBe(false);
    expect(await canEdit(as.visitor)).toBe(false);
    const saved = await coproducer.post<{ title: string }>(`/private-api/beat/${shared.id}/save`, {
      field: 'description',
      value: 'Co-written',
    });
    expect(saved.status).toBe(200);
    // Only the producer chooses the coproducer; a buyer edits nothing.
    expect(
      (await coproducer.post(`/private-api/beat/${shared.id}/save`, { field: 'coproducer_id', value: null })).status,
    ).toBe(403);
    expect((await coproducer.delete(`/private-api/beat/${shared.id}`)).status).toBe(403);
    expect(
      (await as.buyer.post(`/private-api/beat/${shared.id}/save`, { field: 'description', value: 'x' })).status,
    ).toBe(403);
  });
});
