import { createOidcProvider } from '../../adapters/oidc.js';
import type { AreaParts, Base } from '../../wiring.js';
import type { MailService } from '../mail/mail.service.js';
import type { PushService } from '../push/push.service.js';
import { withPushPermission } from '../push/user-push-permission.js';
import type { Captcha } from '../../adapters/captcha.js';
import type { RateLimitService } from '../ratelimit/rate-limit.service.js';
import { createAccountTokensRepository } from './account-tokens.repository.js';
import { accountRoutes } from './account.routes.js';
import { createAccountService } from './account.service.js';
import { authRoutes } from './auth.routes.js';
import { createAuthService } from './auth.service.js';
import { createDeviceCookies } from './device-cookie.js';
import { createEmailConfirmationsRepository } from './email-confirmations.repository.js';
import { createOAuthStatesRepository } from './oauth-states.repository.js';
import { oauthFormPostRoutes, oauthRoutes } from './oauth.routes.js';
import { createOAuthService } from './oauth.service.js';
import { createRecoveryService } from './recovery.service.js';
import { createSessionService } from './session.service.js';
import { createSessionsRepository } from './sessions.repository.js';
import { userEntity } from './user.entity.js';
import { createUsersRepository } from './users.repository.js';

/** Accounts: sign-up and login, sessions, recovery, social login, and the user entity. */
export function wireAuth(
  { config, db, log }: Base,
  deps: {
    limits: RateLimitService;
    captcha: Captcha;
    mail: MailService;
    push: PushService;
    /** The cart's count, which a login answers with. */
    cartCount: (userId: number) => Promise<number>;
  },
) {
  const { limits, captcha, mail } = deps;
  const publicUrl = config.publicUrl;
  const users = createUsersRepository(db);
  const tokens = createAccountTokensRepository(db);
  const confirmations = createEmailConfirmationsRepository(db);
  const sessions = createSessionService(createSessionsRepository(db), config.sessionTtlMs, config.sessionMaxMs);
  const recovery = createRecoveryService({ users, tokens, limits, mail, sessions, publicUrl, log });
  const auth = createAuthService({ users, tokens, confirmations, limits, captcha, mail, publicUrl });
  const devices = createDeviceCookies(config.secret);
  const account = createAccountService({ users, tokens, confirmations, sessions, limits, mail, publicUrl });
  const oauth = createOAuthService({
    providers: new Map(config.oauthProviders.map((p) => [p.id, createOidcProvider(p)])),
    states: createOAuthStatesRepository(db),
    users,
    publicUrl,
  });
  const api: AreaParts['api'] = async (app, { secure }) => {
    await app.register(authRoutes, { auth, recovery, devices, secure, cartCount: deps.cartCount });
    await app.register(accountRoutes, { account, recovery });
  };
  const navigations: AreaParts['navigations'] = async (app, { secure }) => {
    await app.register(oauthRoutes, { oauth, publicUrl, secure });
  };
  // Apple POSTs its answer cross-site (no CSRF header possible): forwarded to the GET callback.
  const site: AreaParts['site'] = async (app, { secure }) => {
    await app.register(oauthFormPostRoutes, { oauth, secure });
  };
  return {
    users,
    sessions,
    recovery,
    auth,
    devices,
    account,
    oauth,
    entities: { user: withPushPermission(userEntity(users, recovery), deps.push) },
    api,
    navigations,
    site,
  };
}
