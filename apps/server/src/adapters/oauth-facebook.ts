import { createHmac } from 'node:crypto';
import * as client from 'openid-client';
import { z } from 'zod';
import { providerFetch, type OidcProvider } from './oidc-flow.js';

/** Facebook Login's settings: no discovery, so its endpoints are given (config.ts defaults them to Facebook's). */
export interface FacebookProviderOptions {
  kind: 'facebook';
  id: string;
  issuer: string;
  client_id: string;
  client_secret: string;
  authorization_endpoint: string;
  token_endpoint: string;
  userinfo_endpoint: string;
  allow_insecure: boolean;
}

const profile = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  first_name: z.string().optional(),
  last_name: z.string().optional(),
  name: z.string().optional(),
  email: z.string().optional(),
});

/**
 * Facebook Login: plain OAuth 2 (no ID token, no discovery) with state and PKCE; the profile comes
 * from the Graph API's /me. The Graph API does not say whether the email was verified, so it is not
 * treated as verified: it never links to an existing account (whoever put someone's address on a
 * Facebook account would get theirs), it only names a new one.
 */
export function createFacebookProvider(cfg: FacebookProviderOptions): OidcProvider {
  const config = new client.Configuration(
    { issuer: cfg.issuer, authorization_endpoint: cfg.authorization_endpoint, token_endpoint: cfg.token_endpoint },
    cfg.client_id,
    cfg.client_secret,
  );
  if (cfg.allow_insecure) client.allowInsecureRequests(config);
  // The endpoints are the operator's configuration: trusted; nothing else is reached (decision 0071).
  const send = providerFetch([cfg.issuer, cfg.authorization_endpoint, cfg.token_endpoint, cfg.userinfo_endpoint]);
  config[client.customFetch] = send;

  return {
    id: cfg.id,
    newAccountsFromUnverifiedEmail: true,
    async start(redirectUri) {
      const codeVerifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'email,public_profile',
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
      });
      // No nonce without an ID token; the state row still keeps one.
      return { url: url.href, state, codeVerifier, nonce: client.randomNonce() };
    },
    async finish(callbackUrl, checks) {
      const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
      });
      const me = new URL(cfg.userinfo_endpoint);
      if (!me.searchParams.has('fields')) me.searchParams.set('fields', 'id,first_name,last_name,name,email');
      // appsecret_proof: required when the app enables "Require App Secret", harmless otherwise.
      me.searchParams.set(
        'appsecret_proof',
        createHmac('sha256', cfg.client_secret).update(tokens.access_token).digest('hex'),
      );
      const res = await send(me.href, {
        method: 'GET',
        redirect: 'manual',
        body: undefined,
        headers: { authorization: `Bearer ${tokens.access_token}`, accept: 'application/json' },
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`Facebook /me answered ${res.status}`);
      const p = profile.parse(await res.json());
      return {
        sub: p.id,
        ...(p.email ? { email: p.email, email_verified: false } : {}),
        ...(p.first_name ? { given_name: p.first_name } : {}),
        ...(p.last_name ? { family_name: p.last_name } : {}),
        ...(p.name ? { name: p.name } : {}),
      };
    },
  };
}
