import { ROLES } from '@beatmarket/shared';
import type { OidcCallbackExtra, OidcClaims, OidcProvider } from '../../adapters/oidc-flow.js';
import { AppError } from '../../core/errors.js';
import type { OAuthStatesRepository } from './oauth-states.repository.js';
import type { UserRow, UsersRepository } from './users.repository.js';

const STATE_TTL_MS = 10 * 60_000;

/** Social login over OpenID Connect: start sends the browser to the provider, finish finds or makes the account. */
export function createOAuthService(deps: {
  providers: Map<string, OidcProvider>;
  states: OAuthStatesRepository;
  users: UsersRepository;
  publicUrl: string;
}) {
  const { providers, states, users, publicUrl } = deps;
  const provider = (id: string) => {
    const p = providers.get(id);
    if (!p) throw new AppError('not_found', { message: 'Unknown login provider' });
    return p;
  };
  const redirectUri = (id: string) => `${publicUrl}/oauth/${id}/callback`;

  async function accountFor(p: OidcProvider, claims: OidcClaims): Promise<UserRow> {
    const providerId = p.id;
    const known = await users.findByOAuth(providerId, claims.sub);
    if (known) return known;
    const email = claims.email?.trim().toLowerCase();
    if (!email) throw new AppError('oauth_failed', { message: 'Your provider did not share an email address.' });
    const existing = await users.findActiveByEmail(email);
    if (existing) {
      // Linking by email is safe only when the provider asserts the address is verified (never Facebook's).
      if (claims.email_verified !== true) {
        throw new AppError('oauth_failed', {
          message: 'An account with this email exists. Log in with your password first.',
        });
      }
      await users.linkOAuth(providerId, claims.sub, existing.id);
      return existing;
    }
    if (await users.emailTaken(email)) throw new AppError('oauth_failed', { message: 'This account is closed.' });
    // Like a sign-up (decision 0019): no account under an address nobody has proven to own.
    if (claims.email_verified !== true && !p.newAccountsFromUnverifiedEmail) {
      throw new AppError('oauth_failed', {
        message: 'Your provider has not confirmed your email address. Please sign up with your email instead.',
      });
    }
    const user = await users.insert({
      email,
      firstName: claims.given_name?.trim() || claims.name?.split(' ')[0] || email.split('@')[0]!,
      lastName: claims.family_name?.trim() || claims.name?.split(' ').slice(1).join(' ') || '',
      role: ROLES.ROLE_USER.id,
      news: false,
      // No password: the account signs in through its provider, or sets one with "forgot my password".
      passwordHash: null,
    });
    await users.linkOAuth(providerId, claims.sub, user.id);
    return user;
  }

  return {
    /** Throws not_found for a provider that is not configured. */
    assertKnown(providerId: string): void {
      provider(providerId);
    },

    async start(providerId: string): Promise<{ url: string; state: string }> {
      const p = provider(providerId);
      await states.purgeExpired();
      const started = await p.start(redirectUri(providerId)).catch(() => {
        throw new AppError('oauth_failed', { message: 'The login provider cannot be reached right now.' });
      });
      await states.insert({
        state: started.state,
        provider: providerId,
        codeVerifier: started.codeVerifier,
        nonce: started.nonce,
        expiresAt: new Date(Date.now() + STATE_TTL_MS),
      });
      return { url: started.url, state: started.state };
    },

    async finish(
      providerId: string,
      requestUrl: string,
      browserState: string | undefined,
      extra?: OidcCallbackExtra,
    ): Promise<UserRow> {
      const p = provider(providerId);
      const callback = new URL(requestUrl, publicUrl);
      const state = callback.searchParams.get('state') ?? '';
      // The state must come back to the browser that started the login (no login CSRF).
      if (!state || state !== browserState)
        throw new AppError('oauth_failed', { message: 'This login link has expired. Please try again.' });
      const stored = await states.consume(state, providerId);
      if (!stored) throw new AppError('oauth_failed', { message: 'This login link has expired. Please try again.' });
      const providerError = callback.searchParams.get('error');
      if (providerError)
        throw new AppError('oauth_failed', {
          message: callback.searchParams.get('error_description') ?? providerError,
        });
      const claims = await p.finish(callback, stored, extra).catch(() => {
        throw new AppError('oauth_failed');
      });
      const user = await accountFor(p, claims);
      await users.touchLogin(user.id);
      return user;
    },
  };
}
export type OAuthService = ReturnType<typeof createOAuthService>;
