import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientsByRole, createTestContext, type TestContext } from '../../../test/helpers.js';

let t: TestContext;
let c: Awaited<ReturnType<typeof clientsByRole<'buyer' | 'producer' | 'admin'>>>;

beforeAll(async () => {
  t = await createTestContext();
  c = await clientsByRole(t.app, '10.7.64', ['buyer', 'producer', 'admin']);
  for (const [email, news] of [
    ['opted.in@example.com', true],
    ['opted.out@example.com', false],
  ] as const) {
    const res = await c.admin.post('/private-api/user/create', {
      email,
      first_name: 'News',
      last_name: news ? 'Reader' : 'Skipper',
      role: 1,
      news,
    });
    expect(res.status).toBe(200);
  }
});
afterAll(() => t.close());

const exportOf = (who: keyof typeof c, filter: unknown) =>
  t.app.inject({
    method: 'GET',
    url: `/private-api/user/export?filter=${encodeURIComponent(JSON.stringify(filter))}`,
    headers: { cookie: [...c[who].cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
  });

describe('newsletter opt-in export (spec §1; issue 18)', () => {
  it('gives administrators the opted-in users as CSV with the news column', async () => {
    const res = await exportOf('admin', { news: true });
    expect(res.statusCode).toBe(200);
    const [header, ...rows] = res.body.trim().split('\n');
    const cols = header!.split(',');
    expect(cols).toContain('news');
    const news = cols.indexOf('news');
    const email = cols.indexOf('email');
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.every((r) => r.split(',')[news] === 'true')).toBe(true);
    const emails = rows.map((r) => r.split(',')[email]);
    expect(emails).toContain('opted.in@example.com');
    expect(emails).not.toContain('opted.out@example.com');
    const out = await exportOf('admin', { news: false });
    expect(out.body).toContain('opted.out@example.com');
    expect(out.body).not.toContain('opted.in@example.com');
  });

  it('is refused to visitors (401), buyers and producers (403)', async () => {
    expect((await exportOf('visitor', { news: true })).statusCode).toBe(401);
    expect((await exportOf('buyer', { news: true })).statusCode).toBe(403);
    expect((await exportOf('producer', { news: true })).statusCode).toBe(403);
  });
});
