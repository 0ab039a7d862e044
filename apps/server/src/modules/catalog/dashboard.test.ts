import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientsByRole, createTestContext, type TestContext } from '../../../test/helpers.js';

let t: TestContext;
let c: Awaited<ReturnType<typeof clientsByRole<'buyer' | 'producer' | 'producer2'>>>;
type Row = { id: number; title: string; plays: number; producer_id: number; coproducer_id: number | null };
const url = (query: Record<string, string | number>) =>
  `/private-api/dashboard/beats?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`;

beforeAll(async () => {
  t = await createTestContext();
  c = await clientsByRole(t.app, '10.7.9', ['buyer', 'producer', 'producer2']);
  for (const title of ['Zebra Crossing Dashboard', 'Aardvark Dashboard']) {
    expect(
      (
        await c.producer.post('/private-api/beat/create', {
          family: 'beat',
          title,
          beat_type: 'plain',
          bpm: 90,
          tags: [],
        })
      ).status,
    ).toBe(200);
  }
});
afterAll(() => t.close());

describe('the dashboard list table (spec §2 list tables)', () => {
  it('pages: page 2 holds the rows after page 1, and the counts cover every own beat', async () => {
    const first = await c.producer.get<Row[]>(url({ page: 1, per_page: 10 }));
    const second = await c.producer.get<Row[]>(url({ page: 2, per_page: 10 }));
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(10);
    expect(first.body.meta).toMatchObject({ page: 1, per_page: 10 });
    expect(second.body.meta).toMatchObject({ page: 2, per_page: 10 });
    expect(second.body.data.length).toBeGreaterThan(0);
    const ids = new Set(first.body.data.map((b) => b.id));
    expect(second.body.data.some((b) => ids.has(b.id))).toBe(false);
    expect(first.body.meta.found).toBe(first.body.meta.total);
    expect(first.body.meta.total).toBeGreaterThan(10);
    // Newest first by default: the last beat made above.
    expect(first.body.data[0]!.title).toBe('Aardvark Dashboard');
  });

  it('searches within the producer’s own beats only', async () => {
    const mine = await c.producer.get<Row[]>(url({ search: 'dashboard', per_page: 10 }));
    expect(mine.body.data.map((b) => b.title).sort()).toEqual(['Aardvark Dashboard', 'Zebra Crossing Dashboard']);
    expect(mine.body.meta.found).toBe(2);
    expect(mine.body.meta.total).toBeGreaterThan(2);
    const theirs = await c.producer2.get<Row[]>(url({ search: 'dashboard' }));
    expect(theirs.body.data).toEqual([]);
  });

  it('sorts by title and by plays, both directions', async () => {
    const az = await c.producer.get<Row[]>(url({ search: 'dashboard', sort: 'title' }));
    expect(az.body.data.map((b) => b.title)).toEqual(['Aardvark Dashboard', 'Zebra Crossing Dashboard']);
    const za = await c.producer.get<Row[]>(url({ search: 'dashboard', sort: '-title' }));
    expect(za.body.data.map((b) => b.title)).toEqual(['Zebra Crossing Dashboard', 'Aardvark Dashboard']);
    const plays = (await c.producer.get<Row[]>(url({ sort: '-plays', per_page: 100 }))).body.data.map((b) => b.plays);
    expect(plays).toEqual([...plays].sort((a, b) => b - a));
  });

  it('refuses bad paging, sorting and search with per-field errors', async () => {
    const res = await c.producer.get(url({ page: 0, per_page: 7, sort: 'password', search: 'x'.repeat(201) }));
    expect(res.status).toBe(422);
    expect(res.body.response_data?.errors?.map((e) => e.topic_id).sort()).toEqual([
      'page',
      'per_page',
      'search',
      'sort',
    ]);
    expect((await c.producer.get(url({ page: 'two' }))).status).toBe(422);
    expect((await c.buyer.get(url({ page: 1 }))).status).toBe(403);
    expect((await c.visitor.get(url({ page: 1 }))).status).toBe(401);
  });
});
