import * as client from 'openid-client';
import { outboundFetch } from '../core/outbound/fetch.js';
import { trustedOriginsPolicy } from '../core/outbound/policy.js';

// The code flow's pieces every provider adapter shares; oidc.ts picks the adapter, the adapters build on this file.

export interface OidcClaims {
  sub: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  name?: string;
}

export interface OidcStart {
  url: string;
  state: string;
  codeVerifier: string;
  nonce: string;
}

/** What the callback brought besides the query string: Apple posts the user's name once, beside the code. */
export interface OidcCallbackExtra {
  firstName?: string | undefined;
  lastName?: string | undefined;
}

/** One social login provider (code flow with state, and PKCE and nonce where the provider takes them). */
export interface OidcProvider {
  readonly id: string;
  /**
   * Makes a new account from an email the provider does not assert as verified (Facebook: its Graph API
   * says nothing of verification). Such an email never links to an existing account.
   */
  readonly newAccountsFromUnverifiedEmail?: boolean;
  start(redirectUri: string): Promise<OidcStart>;
  finish(
    callbackUrl: URL,
    checks: { state: string; codeVerifier: string; nonce: string },
    extra?: OidcCallbackExtra,
  ): Promise<OidcClaims>;
}

/**
 * The authorization URL of a code flow with fresh state, nonce and verifier; the verifier's challenge is
 * sent only when `pkce` (Apple does not document PKCE, but the verifier is still kept with the state).
 */
export async function beginCodeFlow(
  config: client.Configuration,
  redirectUri: string,
  params: Record<string, string>,
  pkce: boolean,
): Promise<OidcStart> {
  const codeVerifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const challenge: Record<string, string> = pkce
    ? { code_challenge: await client.calculatePKCECodeChallenge(codeVerifier), code_challenge_method: 'S256' }
    : {};
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    ...params,
    ...challenge,
    state,
    nonce,
  });
  return { url: url.href, state, codeVerifier, nonce };
}

/**
 * Every request to a provider: the operator's own addresses (the issuer, configured endpoints) are
 * trusted, even on a private network; whatever the provider's documents point elsewhere (a jwks_uri, a
 * token endpoint on another host) must be on the public internet (decision 0071).
 */
export const providerFetch = (trusted: string[]): client.CustomFetch => outboundFetch(trustedOriginsPolicy(trusted));

/** What discovery needs of every provider's settings. */
export interface DiscoveryOptions {
  issuer: string;
  client_id: string;
  /** Only for local test providers served over http. */
  allow_insecure: boolean;
}

/** Discovery is lazy and retried on failure, so a provider that is down does not stop start-up. */
export function lazyDiscovery(cfg: DiscoveryOptions, secret?: string, auth?: client.ClientAuth) {
  let config: Promise<client.Configuration> | undefined;
  const options: client.DiscoveryRequestOptions = { [client.customFetch]: providerFetch([cfg.issuer]) };
  if (cfg.allow_insecure) options.execute = [client.allowInsecureRequests];
  return () => {
    config ??= client.discovery(new URL(cfg.issuer), cfg.client_id, secret, auth, options).catch((err: unknown) => {
      config = undefined;
      throw err;
    });
    return config;
  };
}
