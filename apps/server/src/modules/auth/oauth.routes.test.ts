import type { Server } from 'node:http';
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestContext, type TestContext } from '../../../test/helpers.js';
import { listenLocal, signInAtProvider } from '../../../test/oidc-stand-in.js';

/** A real OpenID provider in the test, with its development login and consent screens. */
const ACCOUNTS: Record<string, { email: string; email_verified: boolean; given_name: string; family_name: string }> = {
  'sub-nova': { email: 'nova@example.com', email_verified: true, given_name: 'Nova', family_name: 'Lane' },
  'sub-buyer-verified': {
    email: 'buyer@beatmarket.test',
    email_verified: true,
    given_name: 'Jay',
    family_name: 'Buyer',
  },
  'sub-buyer-unverified': {
    email: 'buyer@beatmarket.test',
    email_verified: false,
    given_name: 'Eve',
    family_name: 'Mallory',
  },
  'sub-new-unverified': {
    email: 'unproven@example.com',
    email_verified: false,
    given_name: 'Una',
    family_name: 'Proven',
  },
};
const REDIRECT = 'http://beatmarket.test/oauth/testid/callback';

let server: Server;
let issuer: string;
let ctx: TestContext;

beforeAll(async () => {
  ({ server, issuer } = await listenLocal());
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: 'beatmarket',
        client_secret: 'test-secret',
        redirect_uris: [REDIRECT],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    findAccount: (_ctx, id) =>
      ACCOUNTS[id] ? { accountId: id, claims: () => ({ sub: id, ...ACCOUNTS[id] }) } : undefined,
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['test-cookie-key'] },
  });
  server.on('request', provider.callback());
  ctx = await createTestContext({
    OAUTH_PROVIDERS: JSON.stringify([
      {
        id: 'testid',
        name: 'Test ID',
        issuer,
        client_id: 'beatmarket',
        client_secret: 'test-secret',
        allow_insecure: true,
      },
    ]),
  });
});
afterAll(async () => {
  await ctx.close();
  await new Promise((r) => server.close(r));
});

async function socialLogin(c: Client, accountId: string) {
  const start = await c.get('/oauth/testid');
  expect(start.status).toBe(302);
  const { url: callback } = await signInAtProvider(start.headers.location as string, accountId, REDIRECT);
  return c.get(callback.replace('http://beatmarket.test', ''));
}

describe('social login with OpenID Connect', () => {
  it('creates an account from the provider claims and logs it in', async () => {
    const c = new Client(ctx.app, '10.60.0.1');
    const res = await socialLogin(c, 'sub-nova');
    expect(res.status).toBe(200);
    expect(String(res.body.data)).toContain('window.opener.postMessage');
    expect(String(res.body.data)).not.toContain('"error"');
    const me = await c.get<{ email: string; first_name: string; last_name: string; role: number }>(
      '/private-api/profile',
    );
    expect(me.body.data).toMatchObject({ email: 'nova@example.com', first_name: 'Nova', last_name: 'Lane', role: 1 });

    const again = new Client(ctx.app, '10.60.0.2');
    await socialLogin(again, 'sub-nova');
    const second = await again.get<{ id: number }>('/private-api/profile');
    const first = await c.get<{ id: number }>('/private-api/profile');
    expect(second.body.data.id).toBe(first.body.data.id);
  });

  it('links a verified email to the existing account, never an unverified one', async () => {
    const eve = new Client(ctx.app, '10.60.0.3');
    const refused = await socialLogin(eve, 'sub-buyer-unverified');
    expect(String(refused.body.data)).toContain('An account with this email exists');
    expect((await eve.get('/private-api/profile')).body.data).toBeNull();

    const jay = new Client(ctx.app, '10.60.0.4');
    await socialLogin(jay, 'sub-buyer-verified');
    expect((await jay.get<{ email: string; first_name: string }>('/private-api/profile')).body.data).toMatchObject({
      email: 'buyer@beatmarket.test',
      first_name: 'Jay',
    });
  });

  it('makes no new account for an email the provider has not verified', async () => {
    const c = new Client(ctx.app, '10.60.0.7');
    const res = await socialLogin(c, 'sub-new-unverified');
    expect(String(res.body.data)).toContain('Your provider has not confirmed your email address');
    expect((await c.get('/private-api/profile')).body.data).toBeNull();
    const rows = await ctx.database.db.execute(
      `select count(*)::int as n from users where email = 'unproven@example.com'` as never,
    );
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });

  it('refuses a callback whose state was not started by this browser, or replayed', async () => {
    const c = new Client(ctx.app, '10.60.0.5');
    const start = await c.get('/oauth/testid');
    const callback = (await signInAtProvider(start.headers.location as string, 'sub-nova', REDIRECT)).url.replace(
      'http://beatmarket.test',
      '',
    );
    const stranger = new Client(ctx.app, '10.60.0.6');
    const forged = await stranger.get(callback);
    expect(String(forged.body.data)).toContain('This login link has expired');
    expect((await stranger.get('/private-api/profile')).body.data).toBeNull();

    expect((await c.get(callback)).status).toBe(200);
    const replay = await c.get(callback);
    expect(String(replay.body.data)).toContain('"error"');
  });

  it('answers 404 for an unknown provider', async () => {
    expect((await new Client(ctx.app).get('/oauth/nope')).status).toBe(404);
    expect((await new Client(ctx.app).get('/oauth/nope/callback?state=x&code=y')).status).toBe(404);
  });

  it('lists the provider in the supporting data', async () => {
    const boot = await new Client(ctx.app).get<{ social_providers: { id: string; name: string }[] }>(
      '/private-api/supporting-data',
    );
    expect(boot.body.data.social_providers).toEqual([{ id: 'testid', name: 'Test ID' }]);
  });
});
