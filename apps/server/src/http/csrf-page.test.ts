import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestContext, type TestContext } from '../../test/helpers.js';
import { webDistWithTemplate } from '../../test/seo-helpers.js';
import { CSRF_COOKIE } from './csrf.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ WEB_DIST: webDistWithTemplate() });
});
afterAll(() => t.close());

describe('the pre-session CSRF id set by a page', () => {
  it('binds the first API calls, made together, to one secret: any of their tokens passes', async () => {
    const c = new Client(t.app, '10.71.0.1');
    const page = await c.get('/');
    expect(page.status).toBe(200);
    const secret = c.cookies.get(CSRF_COOKIE);
    expect(secret).toBeTruthy();

    // Two calls in flight at once, as the app's first clicks make them: neither mints a new id.
    const [a, b] = await Promise.all([c.get('/private-api/supporting-data'), c.get('/private-api/beat/random')]);
    expect(c.cookies.get(CSRF_COOKIE)).toBe(secret);
    for (const token of [a.body.meta.csrf, b.body.meta.csrf]) {
      c.csrf = token;
      const res = await c.post('/private-api/contact-us', {});
      // Past the CSRF check: refused for its empty body, not as a forged request.
      expect(res.status).toBe(422);
    }
  });

  it('keeps the id a visitor already has', async () => {
    const c = new Client(t.app, '10.71.0.2');
    await c.get('/private-api/supporting-data');
    const secret = c.cookies.get(CSRF_COOKIE);
    const page = await c.get('/beats/no-such-beat');
    expect(page.headers['set-cookie'] ?? '').not.toContain(`${CSRF_COOKIE}=`);
    expect(c.cookies.get(CSRF_COOKIE)).toBe(secret);
  });
});
