import * as client from 'openid-client';
import { createAppleProvider, type AppleProviderOptions } from './oauth-apple.js';
import { createFacebookProvider, type FacebookProviderOptions } from './oauth-facebook.js';
import {
  beginCodeFlow,
  lazyDiscovery,
  type DiscoveryOptions,
  type OidcClaims,
  type OidcProvider,
} from './oidc-flow.js';

/** A standard OpenID Connect provider: discovery from its issuer, a client secret, PKCE. */
export interface StandardProviderOptions extends DiscoveryOptions {
  kind: 'oidc';
  id: string;
  client_secret: string;
}

/** One social login provider's settings; `kind` picks the adapter. */
export type OAuthProviderOptions = StandardProviderOptions | AppleProviderOptions | FacebookProviderOptions;

/** The adapter for the provider's kind: standard OpenID Connect, Sign in with Apple or Facebook Login. */
export function createOidcProvider(cfg: OAuthProviderOptions): OidcProvider {
  if (cfg.kind === 'apple') return createAppleProvider(cfg);
  if (cfg.kind === 'facebook') return createFacebookProvider(cfg);
  return createStandardProvider(cfg);
}

function createStandardProvider(cfg: StandardProviderOptions): OidcProvider {
  const configuration = lazyDiscovery(cfg, cfg.client_secret);

  return {
    id: cfg.id,
    start: async (redirectUri) =>
      beginCodeFlow(await configuration(), redirectUri, { scope: 'openid email profile' }, true),
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
