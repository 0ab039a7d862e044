import { importPKCS8, SignJWT } from 'jose';
import * as client from 'openid-client';
import {
  beginCodeFlow,
  lazyDiscovery,
  type DiscoveryOptions,
  type OidcClaims,
  type OidcProvider,
} from './oidc-flow.js';

const APPLE_AUDIENCE = 'https://appleid.apple.com';
/** Apple accepts client secrets valid for up to six months; ours live 150 days and are remade a day before they end. */
const SECRET_LIFETIME_S = 150 * 24 * 3600;
const RENEW_BEFORE_S = 24 * 3600;

export interface AppleProviderOptions extends DiscoveryOptions {
  kind: 'apple';
  id: string;
  team_id: string;
  key_id: string;
  /** The .p8 key's PEM text. */
  private_key: string;
}

/**
 * Sign in with Apple: OpenID Connect whose client secret is an ES256 JWT signed with the team's key,
 * whose answer is POSTed (response_mode=form_post, required for the `name email` scopes), and which has
 * no UserInfo endpoint: email and email_verified come from the ID token, the name from the posted `user`.
 */
export function createAppleProvider(cfg: AppleProviderOptions): OidcProvider {
  let secret: { jwt: string; exp: number } | undefined;
  /** Made ahead of each token request: openid-client's client authentication is synchronous. */
  async function clientSecret(): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    if (secret && secret.exp - now > RENEW_BEFORE_S) return secret.jwt;
    const key = await importPKCS8(cfg.private_key, 'ES256');
    const exp = now + SECRET_LIFETIME_S;
    const jwt = await new SignJWT({})
      .setProtectedHeader({ alg: 'ES256', kid: cfg.key_id })
      .setIssuer(cfg.team_id)
      .setSubject(cfg.client_id)
      .setAudience(APPLE_AUDIENCE)
      .setIssuedAt(now)
      .setExpirationTime(exp)
      .sign(key);
    secret = { jwt, exp };
    return jwt;
  }
  const auth: client.ClientAuth = (_as, _client, body) => {
    body.set('client_id', cfg.client_id);
    if (secret) body.set('client_secret', secret.jwt);
  };
  const configuration = lazyDiscovery(cfg, undefined, auth);

  return {
    id: cfg.id,
    start: async (redirectUri) =>
      beginCodeFlow(
        await configuration(),
        redirectUri,
        { scope: 'openid name email', response_mode: 'form_post' },
        false,
      ),
    async finish(callbackUrl, checks, extra) {
      const config = await configuration();
      await clientSecret();
      const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims?.sub) throw new Error('Apple returned no subject');
      const email = typeof claims.email === 'string' ? claims.email : undefined;
      // Apple writes email_verified as the string "true" (a boolean in newer tokens); relay addresses are verified too.
      const verified = claims.email_verified === true || claims.email_verified === 'true';
      const result: OidcClaims = { sub: claims.sub, email_verified: verified };
      if (email) result.email = email;
      if (extra?.firstName) result.given_name = extra.firstName;
      if (extra?.lastName) result.family_name = extra.lastName;
      return result;
    },
  };
}
