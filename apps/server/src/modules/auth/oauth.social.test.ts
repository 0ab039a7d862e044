import { createHmac, generateKeyPairSync } from 'node:crypto';
import type { Server } from 'node:http';
import { decodeProtectedHeader, jwtVerify } from 'jose';
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.js';
import { Client, createTestContext, type TestContext } from '../../../test/helpers.js';
import { listenLocal, signInAtProvider } from '../../../test/oidc-stand-in.js';

/**
 * Sign in with Apple and Facebook Login against a real `oidc-provider`: Apple as OpenID Connect with
 * form_post and a JWT client secret (checked by the provider), Facebook as plain OAuth 2 whose Graph
 * API /me is a small route beside the provider.
 */
const BASE = 'http://beatmarket.test';
const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
const PEM = privateKey.export({ type: 'pkcs8', format: 'pem' }) as string;
const ACCOUNTS: Record<string, Record<string, unknown>> = {
  'apple-1': { email: 'abc123@privaterelay.appleid.com', email_verified: 'true' },
  'apple-2': { email: 'buyer@beatmarket.test', email_verified: 'false' },
};
const GRAPH: Record<string, Record<string, string>> = {
  'fb-1': { id: '10001', first_name: 'Faye', last_name: 'Book', name: 'Faye Book', email: 'faye@example.com' },
  'fb-2': { id: '10002', first_name: 'No', last_name: 'Mail', name: 'No Mail' },
  // Someone who put an existing account's address on their Facebook account.
  'fb-3': { id: '10003', first_name: 'Mallory', last_name: 'M', name: 'Mallory M', email: 'producer@beatmarket.test' },
};

let server: Server;
let issuer: string;
let ctx: TestContext;
const secretsSeen: string[] = [];
const graphCalls: URL[] = [];
let graphAccount = 'fb-1';

beforeAll(async () => {
  ({ server, issuer } = await listenLocal());
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: 'com.beatmarket.web',
        client_secret: 'unused',
        token_endpoint_auth_method: 'client_secret_post',
        redirect_uris: [`${BASE}/oauth/apple/callback`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
      {
        client_id: 'fb-app',
        client_secret: 'fb-secret',
        token_endpoint_auth_method: 'client_secret_post',
        redirect_uris: [`${BASE}/oauth/facebook/callback`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    findAccount: (_ctx, id) => ({ accountId: id, claims: () => ({ sub: id, ...ACCOUNTS[id] }) }),
    scopes: ['openid', 'email', 'name'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    // Apple puts email and email_verified in the ID token (it has no UserInfo endpoint).
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['test-cookie-key'] },
  });
  // Apple's client secret is a fresh JWT, not a stored string: check its signature and claims instead.
  const client = (
    provider as unknown as {
      Client: {
        prototype: {
          compareClientSecret(this: { clientId: string; clientSecret: string }, s: string): Promise<boolean>;
        };
      };
    }
  ).Client.prototype;
  const compare = client.compareClientSecret;
  client.compareClientSecret = async function (actual) {
    if (this.clientId !== 'com.beatmarket.web') return compare.call(this, actual);
    secretsSeen.push(actual);
    try {
      await jwtVerify(actual, publicKey, {
        algorithms: ['ES256'],
        issuer: 'TEAM123456',
        subject: 'com.beatmarket.web',
        audience: 'https://appleid.apple.com',
      });
      return true;
    } catch {
      return false;
    }
  };
  const handle = provider.callback();
  server.on('request', (req, res) => {
    // The stand-in grants only OpenID scopes: Facebook's scope names are mapped to them.
    if (req.url?.startsWith('/auth?')) req.url = req.url.replace('scope=email%2Cpublic_profile', 'scope=openid+email');
    if (!req.url?.startsWith('/graph/me')) return handle(req, res);
    const url = new URL(req.url, issuer);
    graphCalls.push(url);
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const proof = token && createHmac('sha256', 'fb-secret').update(token).digest('hex');
    res.writeHead(token && url.searchParams.get('appsecret_proof') === proof ? 200 : 400, {
      'content-type': 'application/json',
    });
    res.end(JSON.stringify(GRAPH[graphAccount]));
  });
  ctx = await createTestContext({
    OAUTH_PROVIDERS: JSON.stringify([
      {
        id: 'apple',
        name: 'Apple',
        kind: 'apple',
        issuer,
        client_id: 'com.beatmarket.web',
        team_id: 'TEAM123456',
        key_id: 'KEY1234567',
        private_key: PEM,
        allow_insecure: true,
      },
      {
        id: 'facebook',
        name: 'Facebook',
        kind: 'facebook',
        issuer,
        client_id: 'fb-app',
        client_secret: 'fb-secret',
        allow_insecure: true,
        authorization_endpoint: `${issuer}/auth`,
        token_endpoint: `${issuer}/token`,
        userinfo_endpoint: `${issuer}/graph/me`,
      },
    ]),
  });
});
afterAll(async () => {
  await ctx.close();
  await new Promise((r) => server.close(r));
});

/** Apple posts the form cross-site: no CSRF header, and (SameSite=Lax) none of our cookies. */
async function applePost(c: Client, form: Record<string, string>) {
  const saved = new Map(c.cookies);
  c.cookies.clear();
  const res = await c.request({
    method: 'POST',
    url: '/oauth/apple/callback',
    csrf: false,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
  for (const [k, v] of saved) if (!c.cookies.has(k)) c.cookies.set(k, v);
  return res;
}

async function appleLogin(c: Client, accountId: string, user?: object) {
  const start = await c.get('/oauth/apple');
  expect(start.status).toBe(302);
  const back = await signInAtProvider(start.headers.location as string, accountId, BASE);
  expect(back.form).toBeDefined();
  const posted = await applePost(c, { ...back.form!, ...(user ? { user: JSON.stringify(user) } : {}) });
  expect(posted.status).toBe(303);
  return { start, posted, done: await c.get(posted.headers.location as string) };
}

describe('Sign in with Apple', () => {
  it('asks for name and email with form_post, and logs in from the posted answer', async () => {
    const c = new Client(ctx.app, '10.61.0.1');
    const user = { name: { firstName: 'Ada', lastName: 'Apple' }, email: 'abc123@privaterelay.appleid.com' };
    const { start, posted, done } = await appleLogin(c, 'apple-1', user);
    const authorize = new URL(start.headers.location as string);
    expect(authorize.searchParams.get('response_mode')).toBe('form_post');
    expect(authorize.searchParams.get('scope')).toBe('openid name email');
    expect(posted.headers.location).toMatch(/^\/oauth\/apple\/callback\?code=/);
    expect(posted.headers.location).not.toContain('Ada');
    expect(done.status).toBe(200);
    expect(String(done.body.data)).toContain('window.opener.postMessage');
    expect(String(done.body.data)).not.toContain('"error"');
    const me = await c.get<{ email: string; first_name: string; last_name: string }>('/private-api/profile');
    expect(me.body.data).toMatchObject({
      email: 'abc123@privaterelay.appleid.com',
      first_name: 'Ada',
      last_name: 'Apple',
    });

    // The client secret: an ES256 JWT with Apple's claims, kid = key id, at most six months long.
    const jwt = secretsSeen.at(-1)!;
    expect(decodeProtectedHeader(jwt)).toMatchObject({ alg: 'ES256', kid: 'KEY1234567' });
    const { payload } = await jwtVerify(jwt, publicKey, { audience: 'https://appleid.apple.com' });
    expect(payload).toMatchObject({ iss: 'TEAM123456', sub: 'com.beatmarket.web' });
    expect(payload.exp! - payload.iat!).toBeLessThanOrEqual(183 * 24 * 3600);

    // Later logins post no name; the same account signs in.
    const again = new Client(ctx.app, '10.61.0.2');
    expect((await appleLogin(again, 'apple-1')).done.status).toBe(200);
    expect((await again.get<{ first_name: string }>('/private-api/profile')).body.data).toMatchObject({
      first_name: 'Ada',
    });
  });

  it('refuses an answer posted to a browser that did not start the login, and never links an unverified email', async () => {
    const c = new Client(ctx.app, '10.61.0.3');
    const start = await c.get('/oauth/apple');
    const back = await signInAtProvider(start.headers.location as string, 'apple-1', BASE);
    const stranger = new Client(ctx.app, '10.61.0.4');
    const posted = await applePost(stranger, back.form!);
    const forged = await stranger.get(posted.headers.location as string);
    expect(String(forged.body.data)).toContain('This login link has expired');
    expect((await stranger.get('/private-api/profile')).body.data).toBeNull();

    const eve = new Client(ctx.app, '10.61.0.5');
    const { done } = await appleLogin(eve, 'apple-2');
    expect(String(done.body.data)).toContain('An account with this email exists');
    expect((await eve.get('/private-api/profile')).body.data).toBeNull();
  });

  it('answers 404 to a post for an unknown provider and ignores a malformed user field', async () => {
    const c = new Client(ctx.app, '10.61.0.6');
    expect(
      (
        await c.request({
          method: 'POST',
          url: '/oauth/nope/callback',
          csrf: false,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'code=x&state=y',
        })
      ).status,
    ).toBe(404);
    const res = await applePost(c, { code: 'x', state: 'y', user: '{not json' });
    expect(res.status).toBe(303);
    expect(String((await c.get(res.headers.location as string)).body.data)).toContain('"error"');
  });
});

describe('Facebook Login', () => {
  async function facebookLogin(c: Client, accountId: string) {
    graphAccount = accountId;
    const start = await c.get('/oauth/facebook');
    expect(start.status).toBe(302);
    const back = await signInAtProvider(start.headers.location as string, accountId, BASE);
    return { start, done: await c.get(back.url.replace(BASE, '')) };
  }

  it('logs in with the Graph API profile, a new email making a new account', async () => {
    const c = new Client(ctx.app, '10.62.0.1');
    const { start, done } = await facebookLogin(c, 'fb-1');
    const authorize = new URL(start.headers.location as string);
    expect(authorize.pathname).toBe('/auth');
    expect(authorize.searchParams.get('scope')).toBe('email,public_profile');
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(String(done.body.data)).not.toContain('"error"');
    const me = await c.get<{ email: string; first_name: string; last_name: string }>('/private-api/profile');
    expect(me.body.data).toMatchObject({ email: 'faye@example.com', first_name: 'Faye', last_name: 'Book' });
    expect(graphCalls.at(-1)!.searchParams.get('fields')).toBe('id,first_name,last_name,name,email');
  });

  it('never links to an existing account by email: Facebook does not assert it is verified', async () => {
    const c = new Client(ctx.app, '10.62.0.3');
    const { done } = await facebookLogin(c, 'fb-3');
    expect(String(done.body.data)).toContain('An account with this email exists. Log in with your password first.');
    expect((await c.get('/private-api/profile')).body.data).toBeNull();
    // Nor later: no link was made.
    const again = await facebookLogin(new Client(ctx.app, '10.62.0.4'), 'fb-3');
    expect(String(again.done.body.data)).toContain('"error"');
  });

  it('makes no account when Facebook shares no email', async () => {
    const c = new Client(ctx.app, '10.62.0.2');
    const { done } = await facebookLogin(c, 'fb-2');
    expect(String(done.body.data)).toContain('did not share an email');
    expect((await c.get('/private-api/profile')).body.data).toBeNull();
  });
});

describe('provider configuration', () => {
  const env = (p: object) => ({
    NODE_ENV: 'test',
    APP_SECRET: 'x'.repeat(40),
    OAUTH_PROVIDERS: JSON.stringify([{ id: 'p', name: 'P', client_id: 'c', ...p }]),
  });
  it('requires what each kind needs', () => {
    expect(() => loadConfig(env({ kind: 'apple', team_id: 'T', key_id: 'K' }))).toThrow(/private_key: is required/);
    expect(() => loadConfig(env({ kind: 'apple', team_id: 'T', key_id: 'K', private_key: 'nope' }))).toThrow(
      ConfigError,
    );
    expect(() => loadConfig(env({ kind: 'facebook' }))).toThrow(/client_secret: is required/);
    expect(() => loadConfig(env({ issuer: 'https://id.example' }))).toThrow(/client_secret/);
    const ok = loadConfig(env({ kind: 'apple', team_id: 'T', key_id: 'K', private_key: PEM }));
    expect(ok.oauthProviders[0]).toMatchObject({ kind: 'apple', issuer: 'https://appleid.apple.com' });
    const fb = loadConfig(env({ kind: 'facebook', client_secret: 's' }));
    expect(fb.oauthProviders[0]).toMatchObject({
      token_endpoint: 'https://graph.facebook.com/v19.0/oauth/access_token',
    });
  });
});
