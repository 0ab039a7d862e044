import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientsByRole, createTestContext, type Client, type TestContext } from '../../../test/helpers.js';
import type { SessionUser } from '../../core/session-user.js';

/** Issue 16: GET /{entity}/export, the list as CSV (decision 0027). */
let t: TestContext;
let c: Awaited<ReturnType<typeof clientsByRole<'buyer' | 'producer' | 'admin'>>>;
let adminUser: SessionUser;
type Row = { id: number | string };

/** RFC 4180 reading (quoted cells, doubled quotes, line breaks in cells), rows as header-keyed objects. */
function parseCsv(text: string, _opts: { columns: true }): Record<string, string>[] {
  const lines: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted && ch === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (ch === '"') quoted = !quoted;
    else if (quoted) cell += ch;
    else if (ch === ',') endCell();
    else if (ch === '\n') {
      endCell();
      lines.push(row);
      row = [];
    } else if (ch !== '\r') cell += ch;
  }
  if (cell || row.length) {
    endCell();
    lines.push(row);
  }
  const [header = [], ...body] = lines;
  return body.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i] ?? ''])));
}

beforeAll(async () => {
  t = await createTestContext();
  c = await clientsByRole(t.app, '10.16.2', ['buyer', 'producer', 'admin']);
  const me = (await c.admin.get<{ id: number }>('/private-api/profile')).body.data;
  adminUser = (await t.app.services.sessions.userById(me.id))!;
});
afterAll(() => t.close());

const q = (params: Record<string, unknown>) =>
  Object.entries(params)
    .map(([k, v]) => `${k}=${encodeURIComponent(typeof v === 'string' ? v : JSON.stringify(v))}`)
    .join('&');
const csv = async (client: Client, entity: string, params: Record<string, unknown> = {}) => {
  const res = await client.request({ method: 'GET', url: `/private-api/${entity}/export?${q(params)}` });
  expect(res.status, `${entity} ${JSON.stringify(params)}`).toBe(200);
  const text = res.body.data as unknown as string;
  return { res, text, rows: parseCsv(text, { columns: true }) as Record<string, string>[] };
};
const listed = async (entity: string, params: Record<string, unknown> = {}) => {
  const res = await c.admin.get<Row[]>(`/private-api/${entity}/records?${q({ per_page: 100, ...params })}`);
  expect(res.status).toBe(200);
  return res.body.data.map((r) => String(r.id));
};

describe('export content', () => {
  it('users: a CSV attachment named after the entity and the day, sensible columns, no secrets', async () => {
    const { res, rows, text } = await csv(c.admin, 'user');
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const day = new Date().toISOString().slice(0, 10);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="user-${day}.csv"`);
    expect(Object.keys(rows[0]!)).toEqual([
      'id',
      'first_name',
      'last_name',
      'email',
      'nickname',
      'producer_identifier',
      'role',
      'news',
      'created_at',
      'last_login_at',
      'deleted_at',
    ]);
    expect(rows.map((r) => r.email)).toContain('buyer@beatmarket.test');
    expect(rows.map((r) => r.id)).toEqual(await listed('user'));
    expect(text).not.toMatch(/password|hash|\$argon|\$2[aby]\$/i);
  });

  it('the same search, filters and sorts as the list, with every page', async () => {
    for (const params of [
      { sort: 'email' },
      { sort: '-email' },
      { sort: 'role,-last_login_at' },
      { sort: 'last_login_at' },
      { sort: '-last_login_at,first_name' },
      { search: 'producer' },
      { filter: { role: 4 } },
    ]) {
      const { rows } = await csv(c.admin, 'user', params);
      expect(
        rows.map((r) => r.id),
        JSON.stringify(params),
      ).toEqual(await listed('user', params));
    }
  });

  it('walks by keyset across batches: nullable keys, ties and both directions (batches of 2)', async () => {
    const ctx = { user: adminUser };
    for (const sort of [
      'last_login_at',
      '-last_login_at',
      'role,email',
      '-role,-created_at',
      'nickname',
      '-producer_identifier,id',
    ]) {
      const chunks: string[] = [];
      for await (const chunk of (await t.app.services.entities.export('user', ctx, { sort }, 2)).chunks)
        chunks.push(chunk);
      const ids = parseCsv(chunks.join(''), { columns: true }).map((r) => r.id);
      expect(ids, sort).toEqual(await listed('user', { sort }));
      expect(chunks.slice(1).every((ch) => ch.trim().split('\n').length <= 2)).toBe(true);
    }
  });

  it('archived rows only with archived=1; cells a spreadsheet would run are quoted as text', async () => {
    const made = await c.admin.post<Row>('/private-api/coupon/create', {
      title: '=HYPERLINK("http://evil.test","win")',
      code: 'EXPORT1',
      buy_x: 1,
      get_y: 0,
      percent_off: 10,
      redeem_by: '2099-12-31',
    });
    expect(made.status).toBe(200);
    const id = String(made.body.data.id);
    const live = (await csv(c.admin, 'coupon')).rows;
    const row = live.find((r) => r.id === id)!;
    expect(row.title).toBe(`'=HYPERLINK("http://evil.test","win")`);
    expect(row.code).toBe('EXPORT1');
    expect((await c.admin.delete(`/private-api/coupon/${id}`)).status).toBe(200);
    expect((await csv(c.admin, 'coupon')).rows.map((r) => r.id)).not.toContain(id);
    const archived = (await csv(c.admin, 'coupon', { archived: '1' })).rows;
    expect(archived.map((r) => r.id)).toEqual([id]);
    expect(archived[0]!.deleted_at).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('beats: the catalog list with its filters and sorts; visitors export nothing (issue 31)', async () => {
    for (const params of [
      {},
      { sort: 'title' },
      { sort: '-price,title' },
      { sort: 'producer,-plays' },
      { sort: 'producer' },
      { sort: '-producer,title' },
      { filter: { status: ['published'] } },
      { filter: { status: 'draft' }, sort: '-created' },
      { search: 'beat' },
    ]) {
      const { rows } = await csv(c.admin, 'beat', params);
      expect(
        rows.map((r) => r.id),
        JSON.stringify(params),
      ).toEqual(await listed('beat', params));
    }
    const { rows } = await csv(c.admin, 'beat', { sort: 'title' });
    expect(Object.keys(rows[0]!)).toContain('producer');
    expect((await c.visitor.get('/private-api/beat/export?sort=title')).status).toBe(401);
  });

  it('refuses what the list refuses: bad sorts and filters are 422, unknown entities 404', async () => {
    const bad = await c.admin.get(`/private-api/user/export?sort=password_hash`);
    expect(bad.status).toBe(422);
    expect((await c.admin.get(`/private-api/user/export?filter=${encodeURIComponent('{"role":"x"}')}`)).status).toBe(
      422,
    );
    expect((await c.admin.get('/private-api/nothing/export')).status).toBe(404);
  });
});

describe('export permissions: those of the admin list (issue 31)', () => {
  it.each(['user', 'order', 'coupon', 'mail'])('%s: administrators only', async (entity) => {
    expect((await c.visitor.get(`/private-api/${entity}/export`)).status).toBe(401);
    expect((await c.buyer.get(`/private-api/${entity}/export`)).status).toBe(403);
    expect((await c.producer.get(`/private-api/${entity}/export`)).status).toBe(403);
    expect((await c.admin.get(`/private-api/${entity}/export`)).status).toBe(200);
  });

  it("not for lists of one's own rows without an admin list (preferences; issue 31)", async () => {
    const key = (who: string) => `table:/export-${who}`;
    expect((await c.buyer.post('/private-api/user_preference/create', { key: key('b'), value: {} })).status).toBe(200);
    expect((await c.buyer.get('/private-api/user_preference/export')).status).toBe(403);
    expect((await c.producer.get('/private-api/user_preference/export')).status).toBe(403);
  });

  it('the archive of beats is the administrators', async () => {
    expect((await c.visitor.get('/private-api/beat/export?archived=1')).status).toBe(401);
    expect((await c.producer.get('/private-api/beat/export?archived=1')).status).toBe(403);
    expect((await c.admin.get('/private-api/beat/export?archived=1')).status).toBe(200);
  });
});

describe('a large export', () => {
  it('20,000 mails stream in batches of 1,000, in list order, none twice', async () => {
    await t.database.db
      .execute(sql`insert into mail_outbox (${sql.raw('"to", subject, text, template, status, created_at')})
      select 'bulk' || n || '@example.test', 'Subject ' || n, 'body', 'bulk', 'stored',
        now() - (n % 500) * interval '1 second'
      from generate_series(1, 20000) n`);
    const chunks: string[] = [];
    const sizes: number[] = [];
    for await (const chunk of (await t.app.services.entities.export('mail', { user: adminUser }, {})).chunks) {
      chunks.push(chunk);
      sizes.push(chunk.trim().split('\n').length);
    }
    const total = (await c.admin.get<Row[]>('/private-api/mail/records')).body.meta as { total: number };
    expect(total.total).toBeGreaterThanOrEqual(20_000);
    // The header rides with the first batch; no chunk holds more than one batch.
    expect(chunks.length).toBe(Math.ceil(total.total / 1000));
    expect(Math.max(...sizes.slice(1))).toBeLessThanOrEqual(1000);
    const rows = parseCsv(chunks.join(''), { columns: true }) as Record<string, string>[];
    expect(rows.length).toBe(total.total);
    expect(new Set(rows.map((r) => r.id)).size).toBe(total.total);
    // Newest first, as the list: created_at descending, ties by id.
    const first = await listed('mail');
    expect(rows.slice(0, 100).map((r) => r.id)).toEqual(first);
    expect(Object.keys(rows[0]!)).not.toContain('text');
    // Over HTTP: the same rows.
    const { rows: viaHttp } = await csv(c.admin, 'mail');
    expect(viaHttp.length).toBe(total.total);
  }, 120_000);
});
