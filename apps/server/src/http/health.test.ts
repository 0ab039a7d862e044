import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/helpers.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('health for a load balancer (issue 36 §1)', () => {
  it('is live and ready while the database answers, never cached', async () => {
    const live = await t.app.inject({ url: '/healthz/live' });
    expect([live.statusCode, live.json()]).toEqual([200, { status: 'live' }]);
    const ready = await t.app.inject({ url: '/healthz/ready' });
    expect([ready.statusCode, ready.json()]).toEqual([200, { status: 'ready' }]);
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('stops being ready once draining, while staying live for requests in flight', async () => {
    t.app.drain();
    expect((await t.app.inject({ url: '/healthz/ready' })).statusCode).toBe(503);
    expect((await t.app.inject({ url: '/healthz/live' })).statusCode).toBe(200);
    const served = await t.app.inject({ url: '/private-api/supporting-data' });
    expect(served.statusCode).toBe(200);
    // The balancer keeps no connection to a draining process.
    expect(served.headers.connection).toBe('close');
  });
});

describe('readiness without a database', () => {
  it('says the database is unreachable', async () => {
    const other = await createTestContext();
    await other.database.close();
    const ready = await other.app.inject({ url: '/healthz/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'database unreachable' });
    await other.app.close();
  });
});
