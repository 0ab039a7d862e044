import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientsByRole, createTestContext, type TestContext } from '../../test/helpers.js';

/** A built web app in miniature: the SPA page, a hashed bundle and its source map. */
const webDist = mkdtempSync(path.join(tmpdir(), 'bm-web-'));
mkdirSync(path.join(webDist, 'assets'));
writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script>',
);
writeFileSync(
  path.join(webDist, 'assets', 'index-abc123.js'),
  'console.log(1);\n//# sourceMappingURL=index-abc123.js.map',
);
writeFileSync(
  path.join(webDist, 'assets', 'index-abc123.js.map'),
  '{"version":3,"sources":["../src/main.tsx"],"sourcesContent":["secret source"]}',
);

/** The policy as a map of directive → sources. */
function csp(res: { headers: Record<string, unknown> }): Map<string, string[]> {
  const header = String(res.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

let plain: TestContext;
let live: TestContext;
beforeAll(async () => {
  plain = await createTestContext({ WEB_DIST: webDist });
  live = await createTestContext({
    WEB_DIST: webDist,
    PUBLIC_URL: 'https://beatmarket.example',
    PAYMENTS: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_offline',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_offline',
    STRIPE_WEBHOOK_SECRET: 'whsec_offline',
    STORAGE: 's3',
    S3_BUCKET: 'beats',
    S3_REGION: 'eu-west-3',
    S3_ACCESS_KEY_ID: 'offline',
    S3_SECRET_ACCESS_KEY: 'offline',
    S3_PUBLIC_URL: 'https://cdn.beatmarket.example/files',
    OAUTH_PROVIDERS: JSON.stringify([
      {
        id: 'acme',
        name: 'Acme',
        issuer: 'http://127.0.0.1:9/acme',
        client_id: 'x',
        client_secret: 'y',
        allow_insecure: true,
      },
    ]),
  });
});
afterAll(async () => {
  await plain.close();
  await live.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('security headers', () => {
  it('every kind of response carries them: the SPA, the API, its errors, a download link, a missing file', async () => {
    const responses = await Promise.all([
      plain.app.inject({ url: '/' }),
      plain.app.inject({ url: '/beats/some-beat' }),
      plain.app.inject({ url: '/private-api/supporting-data' }),
      plain.app.inject({ url: '/private-api/no-such-call' }),
      plain.app.inject({ method: 'POST', url: '/private-api/login', payload: {} }),
      plain.app.inject({ url: '/download/not-a-real-token-at-all' }),
      plain.app.inject({ url: '/media/covers/none.jpg' }),
    ]);
    // An unknown beat's page is a 404 document (with its head), still under the policy.
    expect(responses.map((r) => r.statusCode)).toEqual([200, 404, 200, 404, 403, 404, 404]);
    for (const res of responses) {
      const policy = csp(res);
      expect(policy.get('default-src')).toEqual(["'self'"]);
      expect(policy.get('script-src')).toEqual(["'self'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      expect(policy.get('base-uri')).toEqual(["'self'"]);
      expect(policy.get('worker-src')).toEqual(["'self'", 'blob:']);
      expect(policy.has('upgrade-insecure-requests')).toBe(false);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['permissions-policy']).toMatch(/camera=\(\), microphone=\(\), geolocation=\(\)/);
      // HSTS only when the site is https: on http it would pin nothing and confuse local setups.
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('on https: HSTS and upgrade-insecure-requests', async () => {
    const res = await live.app.inject({ url: '/private-api/supporting-data' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(csp(res).has('upgrade-insecure-requests')).toBe(true);
  });

  it("Stripe's origins only on a document loaded at /checkout, and only with PAYMENTS=stripe", async () => {
    const checkout = csp(await live.app.inject({ url: '/checkout' }));
    expect(checkout.get('script-src')).toEqual(["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com']);
    expect(checkout.get('frame-src')).toEqual(
      expect.arrayContaining(['https://js.stripe.com', 'https://hooks.stripe.com']),
    );
    expect(checkout.get('connect-src')).toContain('https://api.stripe.com');
    for (const url of ['/', '/checkout/other', '/private-api/supporting-data', '/beats/checkout']) {
      const other = csp(await live.app.inject({ url }));
      expect(other.get('script-src'), url).toEqual(["'self'"]);
      expect(other.get('connect-src')!.join(' '), url).not.toContain('stripe');
    }
    expect(csp(await plain.app.inject({ url: '/checkout' })).get('script-src')).toEqual(["'self'"]);
  });

  it('an analytics provider’s hosts only while the settings choose it with its id (issue 17)', async () => {
    const { admin } = await clientsByRole(plain.app, '10.20.96', ['admin']);
    const policy = async () => csp(await plain.app.inject({ url: '/' }));
    const save = async (values: Record<string, string>) =>
      expect((await admin.post('/private-api/settings', values)).status).toBe(200);
    expect((await policy()).get('script-src')).toEqual(["'self'"]);
    // Chosen without its id: the web app loads nothing, so nothing more is allowed.
    await save({ analytics_provider: 'ga4', analytics_ga4_id: '' });
    expect((await policy()).get('script-src')).toEqual(["'self'"]);
    await save({ analytics_provider: 'ga4', analytics_ga4_id: 'G-ABC1234' });
    let p = await policy();
    expect(p.get('script-src')).toEqual(["'self'", 'https://www.googletagmanager.com']);
    expect(p.get('connect-src')).toEqual(expect.arrayContaining(['https://*.google-analytics.com']));
    expect(p.get('img-src')).toContain('https://www.google-analytics.com');
    await save({ analytics_provider: 'plausible', analytics_plausible_domain: 'beatmarket.example' });
    p = await policy();
    expect(p.get('script-src')).toEqual(["'self'", 'https://plausible.io']);
    expect(p.get('connect-src')).toContain('https://plausible.io');
    expect(p.get('connect-src')!.join(' ')).not.toContain('google');
    // An API answer loads no script: its policy names no provider (and its request reads no settings).
    const api = csp(await plain.app.inject({ url: '/private-api/supporting-data' }));
    expect(api.get('script-src')).toEqual(["'self'"]);
    await save({ analytics_provider: 'builtin' });
    expect((await policy()).get('script-src')).toEqual(["'self'"]);
  });

  it("S3: the bucket's public URL and upload endpoint are allowed for media, images and uploads", async () => {
    const policy = csp(await live.app.inject({ url: '/' }));
    for (const directive of ['img-src', 'media-src', 'connect-src']) {
      expect(policy.get(directive), directive).toContain('https://cdn.beatmarket.example');
    }
    expect(policy.get('connect-src')).toContain('https://beats.s3.eu-west-3.amazonaws.com');
  });

  it("the OAuth pop-up's inline script runs by its own nonce, nothing else inline does", async () => {
    const res = await live.app.inject({ url: '/oauth/acme/callback?code=x&state=y' });
    expect(res.statusCode).toBe(200);
    const nonce = /<script nonce="([^"]+)">/.exec(res.body)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp(res).get('script-src')).toEqual(["'self'", `'nonce-${nonce}'`]);
    const again = await live.app.inject({ url: '/oauth/acme/callback?code=x&state=y' });
    expect(/<script nonce="([^"]+)">/.exec(again.body)?.[1]).not.toBe(nonce);
  });
});

describe('source maps', () => {
  it('are never served, and a missing asset is a 404, not the SPA', async () => {
    const bundle = await plain.app.inject({ url: '/assets/index-abc123.js' });
    expect(bundle.statusCode).toBe(200);
    for (const url of ['/assets/index-abc123.js.map', '/assets/index-abc123.js.map?x=1', '/assets/gone-999.js']) {
      const res = await plain.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('secret source');
      expect(res.body).not.toContain('<div id="root">');
    }
  });
});
