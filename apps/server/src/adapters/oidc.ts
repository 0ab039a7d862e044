import * as client from 'openid-client';
import type { OAuthProviderConfig } from '../config.js';

export interface OidcClaims {
  sub: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  name?: string;
}

export interface OidcStart { url: string; state: string; codeVerifier: string; nonce: string }

/** One OpenID Connect provider (code flow with PKCE, state and nonce). */
export interface OidcProvider {
  readonly id: string;
  start(redirectUri: string): Promise<OidcStart>;
  finish(callbackUrl: URL, checks: { state: string; codeVerifier: string; nonce: string }): Promise<OidcClaims>;
}

export function createOidcProvider(cfg: OAuthProviderConfig): OidcProvider {
  // Discovery is lazy and retried on failure, so a provider that is down does not stop start-up.
  let config: Promise<client.Configuration> | undefined;
  const configuration = () => {
    config ??= client
      .discovery(new URL(cfg.issuer), cfg.client_id, cfg.client_secret, undefined, cfg.allow_insecure ? { execute: [client.allowInsecureRequests] } : undefined)
      .catch((err: unknown) => {
        config = undefined;
        throw err;
      });
    return config;
  };

  return {
    id: cfg.id,
    async start(redirectUri) {
      const codeVerifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const url = client.buildAuthorizationUrl(await configuration(), {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return { url: url.href, state, codeVerifier, nonce };
    },
    async finish(callbackUrl, checks) {
      const cfg = await configuration();
      const tokens = await client.authorizationCodeGrant(cfg, callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
      });
      const claims = tokens.claims();
      if (!claims?.sub) throw new Error('The provider returned no subject');
      // Providers usually put email and names in the UserInfo response, not in the ID token.
      const info = await client.fetchUserInfo(cfg, tokens.access_token, claims.sub);
      return { ...info, ...claims } as unknown as OidcClaims;
    },
  };
}
