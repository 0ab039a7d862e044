import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/index.js';
import { createTestContext, type TestContext } from '../../../test/helpers.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const metric = (text: string, line: RegExp) => {
  const found = text.split('\n').find((l) => line.test(l));
  return found === undefined ? undefined : Number(found.split(' ').at(-1));
};
const scrape = async () => {
  const res = await t.app.inject({ url: '/metrics' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain/);
  return res.body;
};

describe('metrics for operators (issue 36 §5)', () => {
  it('counts requests by route pattern and status class, with their latency', async () => {
    for (let i = 0; i < 3; i++) await t.app.inject({ url: '/private-api/beat/records?per_page=10' });
    await t.app.inject({ url: '/private-api/beat/999999999' });
    const text = await scrape();
    const count = (route: string, status: string) =>
      metric(
        text,
        new RegExp(`^http_request_duration_seconds_count\\{method="GET",route="${route}",status="${status}"\\}`),
      );
    expect(count('/private-api/beat/records', '2xx')).toBe(3);
    // The pattern, not the address: one series however many beats are asked for.
    expect(count('/private-api/:entity/:id', '4xx')).toBe(1);
    expect(text).toMatch(/^process_cpu_seconds_total /m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
  });

  it('reports each queue’s depth and the age of its oldest item', async () => {
    const before = metric(await scrape(), /^queue_depth\{queue="mail"\}/) ?? 0;
    const hourAgo = new Date(Date.now() - 3_600_000);
    await t.database.db.insert(mailOutbox).values({
      to: 'someone@example.com',
      subject: 'Queued',
      text: 'Waiting for SMTP',
      template: 'test',
      status: 'queued',
      runAfter: hourAgo,
    });
    const text = await scrape();
    expect(metric(text, /^queue_depth\{queue="mail"\}/)).toBe(before + 1);
    expect(metric(text, /^queue_oldest_seconds\{queue="mail"\}/)).toBeGreaterThanOrEqual(3590);
    expect(metric(text, /^queue_depth\{queue="media"\}/)).toBeGreaterThanOrEqual(0);
    expect(metric(text, /^queue_depth\{queue="download_builds"\}/)).toBe(0);
  });

  it('shows the database pools on PostgreSQL', async () => {
    const text = await scrape();
    const total = metric(text, /^db_pool_connections\{pool="primary",state="total"\}/);
    if (t.database.kind === 'postgres') expect(total).toBeGreaterThanOrEqual(1);
    else expect(total).toBeUndefined();
  });

  it('answers nobody but the machine itself without a token', async () => {
    const res = await t.app.inject({ url: '/metrics', remoteAddress: '203.0.113.9' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toMatch(/http_request/);
  });
});

describe('metrics behind a token (METRICS_TOKEN)', () => {
  it('answers only the bearer of the token, wherever it asks from', async () => {
    const token = 'scrape-token-0123456789';
    const other = await createTestContext({ METRICS_TOKEN: token });
    try {
      const ask = (authorization?: string) =>
        other.app.inject({
          url: '/metrics',
          remoteAddress: '203.0.113.9',
          headers: authorization ? { authorization } : {},
        });
      expect((await ask()).statusCode).toBe(404);
      expect((await ask('Bearer wrong-token-0123456789')).statusCode).toBe(404);
      expect((await ask(`Bearer ${token}`)).statusCode).toBe(200);
      // A token configured means the machine itself needs it too.
      expect((await other.app.inject({ url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await other.close();
    }
  });
});
