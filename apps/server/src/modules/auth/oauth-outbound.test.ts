import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestContext, type TestContext } from '../../../test/helpers.js';

/** A loopback HTTP listener that records what reaches it and answers with `answer`. */
async function listener(answer: (path: string, origin: string) => unknown) {
  const hits: string[] = [];
  const server: Server = createServer((req, res) => {
    hits.push(`${req.method} ${req.url}`);
    const body = answer(req.url ?? '/', origin);
    res.writeHead(body ? 200 : 404, { 'content-type': 'application/json' }).end(JSON.stringify(body ?? {}));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { server, origin, hits };
}

let issuer: Awaited<ReturnType<typeof listener>>;
let inside: Awaited<ReturnType<typeof listener>>;
let t: TestContext;

beforeAll(async () => {
  // What a provider's discovery document could point at: a service on the server's own network.
  inside = await listener(() => ({ access_token: 'x', token_type: 'Bearer' }));
  // The operator's issuer (trusted, though on loopback); its document sends the token request inside.
  issuer = await listener((path, origin) =>
    path === '/.well-known/openid-configuration'
      ? {
          issuer: origin,
          authorization_endpoint: `${origin}/authorize`,
          token_endpoint: `${inside.origin}/token`,
          jwks_uri: `${inside.origin}/jwks`,
          userinfo_endpoint: `${inside.origin}/userinfo`,
          response_types_supported: ['code'],
          subject_types_supported: ['public'],
          id_token_signing_alg_values_supported: ['RS256'],
        }
      : null,
  );
  t = await createTestContext({
    OAUTH_PROVIDERS: JSON.stringify([
      {
        id: 'inward',
        name: 'Inward',
        issuer: issuer.origin,
        client_id: 'beatmarket',
        client_secret: 'secret',
        allow_insecure: true,
      },
    ]),
  });
});
afterAll(async () => {
  await t.close();
  await Promise.all([issuer, inside].map((l) => new Promise((r) => l.server.close(r))));
});

describe('requests to an OpenID provider (issue 31)', () => {
  it('reach the configured issuer, never an address on the server’s network its documents point to', async () => {
    const c = new Client(t.app, '10.7.80.1');
    const start = await c.get('/oauth/inward');
    // Discovery at the operator's issuer worked: the browser is sent to its authorization endpoint.
    expect(start.status).toBe(302);
    const authorize = new URL(start.headers.location as string);
    expect(authorize.origin).toBe(issuer.origin);
    expect(issuer.hits).toEqual(['GET /.well-known/openid-configuration']);

    const state = authorize.searchParams.get('state')!;
    const done = await c.get(`/oauth/inward/callback?code=abc&state=${encodeURIComponent(state)}`);
    expect(done.status).toBe(200);
    expect(String(done.body.data)).toContain('Social login failed');
    expect(inside.hits).toEqual([]);
    expect((await c.get('/private-api/profile')).body.data).toBeNull();
  });
});
