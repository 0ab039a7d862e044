import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beatStatus, type BeatStatus } from '@beatmarket/shared';
import { clientsByRole, type Client, createTestContext, type TestContext } from '../../../test/helpers.js';

interface Beat {
  id: number;
  title: string;
  slug: string;
  producer_name: string;
  producer_id: number;
  plays: number;
  sales: number;
  price: number;
  published_at: string | null;
  publish_requested_at: string | null;
  sold: boolean;
  deleted_at: string | null;
}

let ctx: TestContext;
let as: Record<'visitor' | 'admin' | 'producer' | 'buyer', Client>;
/** One beat of every status, made by the demo producer; their ids by status. */
const made = {} as Record<BeatStatus, number>;

beforeAll(async () => {
  ctx = await createTestContext();
  as = await clientsByRole(ctx.app, '10.82.0', ['admin', 'producer', 'buyer']);
  const rows = (await ctx.database.db.execute(sql`
    insert into beats (slug, family, title, price, plays, sales, producer_id, published_at, publish_requested_at, sold, deleted_at)
    select 'status-' || s, 'beat', 'Status ' || s, 100 * n, 7 * n, n, (select id from users where email = 'producer@beatmarket.test'),
      case when s in ('published', 'sold') then now() end,
      case when s = 'awaiting_approval' then now() end,
      s = 'sold', case when s = 'archived' then now() end
    from unnest(array['draft', 'awaiting_approval', 'published', 'sold', 'archived']) with ordinality as t(s, n)
    returning id, slug`)) as unknown as { rows: { id: number; slug: string }[] };
  for (const r of rows.rows) made[r.slug.slice('status-'.length) as BeatStatus] = r.id;
});
afterAll(() => ctx.close());

const list = async (c: Client, query: string) => {
  const res = await c.get<Beat[]>(`/private-api/beat/records?per_page=100&${query}`);
  expect(res.status, query).toBe(200);
  return res.body.data;
};
const statusFilter = (...s: BeatStatus[]) => `filter=${encodeURIComponent(JSON.stringify({ status: s }))}`;

describe('All Beats: status', () => {
  it('filters by each status, and every row shows the status asked for', async () => {
    for (const status of Object.keys(made) as BeatStatus[]) {
      const beats = await list(as.admin, statusFilter(status));
      expect(
        beats.map((b) => b.id),
        status,
      ).toContain(made[status]);
      expect(new Set(beats.map((b) => beatStatus(b))), status).toEqual(new Set([status]));
    }
  });

  it('takes several statuses at once (archived among them) and a single one as text', async () => {
    const beats = await list(as.admin, statusFilter('draft', 'archived'));
    expect(beats.map((b) => b.id)).toEqual(expect.arrayContaining([made.draft, made.archived]));
    expect(beats.map((b) => b.id)).not.toContain(made.published);
    const one = await list(as.admin, `filter=${encodeURIComponent('{"status":"sold"}')}`);
    expect(one.map((b) => b.id)).toContain(made.sold);
  });

  it('takes the admin table’s one-item lists and text ids for family and producer', async () => {
    const [draft] = (await list(as.admin, statusFilter('draft'))).filter((b) => b.id === made.draft);
    const filter = { status: ['draft'], family: ['beat'], producer_id: [String(draft!.producer_id)] };
    const beats = await list(as.admin, `filter=${encodeURIComponent(JSON.stringify(filter))}`);
    expect(beats.map((b) => b.id)).toContain(made.draft);
    const two = await as.admin.get(
      `/private-api/beat/records?filter=${encodeURIComponent('{"family":["beat","feature"]}')}`,
    );
    expect(two.status).toBe(422);
  });

  it('narrows the archive with a status: only archived beats are in it', async () => {
    expect((await list(as.admin, `archived=true&${statusFilter('archived')}`)).map((b) => b.id)).toContain(
      made.archived,
    );
    expect(await list(as.admin, `archived=true&${statusFilter('draft')}`)).toEqual([]);
    // The export starts from the same rows as the list.
    const csv = await as.admin.get(`/private-api/beat/export?archived=true&${statusFilter('draft')}`);
    expect(csv.status).toBe(200);
    expect(String(csv.body.data).trim().split('\n')).toHaveLength(1);
    const archived = await as.admin.get(`/private-api/beat/export?archived=true&${statusFilter('archived')}`);
    expect(String(archived.body.data)).toContain('Status archived');
  });

  it('refuses an unknown status with a field error, not a 500', async () => {
    const res = await as.admin.get(`/private-api/beat/records?filter=${encodeURIComponent('{"status":["lost"]}')}`);
    expect(res.status).toBe(422);
    expect(res.body.response_data?.errors?.[0]?.topic_id).toBe('filter.status');
  });

  it('shows visitors only published beats whatever status they ask for', async () => {
    const beats = await list(as.visitor, statusFilter('draft', 'awaiting_approval', 'archived'));
    expect(beats).toEqual([]);
  });

  it('publishing answers the request, and a beat taken down is a draft again', async () => {
    const id = made.awaiting_approval;
    expect((await as.admin.post(`/private-api/beat/${id}/publish`)).status).toBe(200);
    expect((await list(as.admin, statusFilter('published'))).map((b) => b.id)).toContain(id);
    expect((await as.admin.post(`/private-api/beat/${id}/unpublish`)).status).toBe(200);
    const [beat] = (await list(as.admin, statusFilter('draft'))).filter((b) => b.id === id);
    expect(beat && beatStatus(beat)).toBe('draft');
  });
});

describe('All Beats: sorts', () => {
  const cases: [string, (b: Beat) => string | number][] = [
    ['title', (b) => b.title],
    ['producer', (b) => b.producer_name.toLowerCase()],
    ['plays', (b) => b.plays],
    ['sales', (b) => b.sales],
    ['price', (b) => b.price],
    ['published', (b) => (b.published_at ? Date.parse(b.published_at) : Infinity)],
  ];
  it.each(cases)('orders by %s both ways', async (field, key) => {
    for (const direction of ['', '-']) {
      const beats = await list(as.admin, `sort=${direction}${field}`);
      expect(beats.length).toBeGreaterThan(3);
      const keys = beats.map(key).filter((k) => k !== Infinity);
      const sorted = [...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      expect(keys, `${direction}${field}`).toEqual(direction ? sorted.reverse() : sorted);
    }
  });

  it('orders by producer then by the next term', async () => {
    const beats = await list(as.admin, 'sort=producer,-plays');
    const mine = beats.filter((b) => b.producer_name === beats.find((x) => x.id === made.draft)!.producer_name);
    const plays = mine.map((b) => b.plays);
    expect(plays).toEqual([...plays].sort((a, b) => b - a));
  });

  it('counts like the catalog list: found and total', async () => {
    const res = await as.admin.get<Beat[]>(`/private-api/beat/records?per_page=10&sort=title&${statusFilter('draft')}`);
    expect(res.body.meta.found).toBe(res.body.data.length);
  });
});
