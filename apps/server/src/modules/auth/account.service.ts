import type { AccountOverview } from '@beatmarket/shared';
import { AppError, isUniqueViolation } from '../../core/errors.js';
import type { MailService } from '../mail/mail.service.js';
import type { RateLimitService } from '../ratelimit/rate-limit.service.js';
import type { EmailConfirmationsRepository } from './email-confirmations.repository.js';
import { hashPassword, verifyPassword } from './password.js';
import type { SessionService } from './session.service.js';
import type { AccountTokensRepository } from './account-tokens.repository.js';
import { hashToken, newToken } from './tokens.js';
import type { UserRow, UsersRepository } from './users.repository.js';

const EMAIL_CHANGE_TTL_HOURS = 24;
/** Guessing the current password from a stolen session is throttled like a login. */
const CURRENT_PASSWORD_LIMIT = { max: 10, windowMs: 15 * 60_000 };

export const NO_PASSWORD_MESSAGE = 'Your account has no password yet. Set one first with the link we can email you.';
export const WRONG_PASSWORD_MESSAGE = 'Your current password is not correct.';
export const emailChangeRequestedMessage = (email: string) =>
  `We have sent a link to ${email}. Your email changes when you open it; until then your current address stays in use.`;

interface AccountDeps {
  users: UsersRepository;
  tokens: Pick<AccountTokensRepository, 'revokeResets'>;
  confirmations: EmailConfirmationsRepository;
  sessions: SessionService;
  limits: RateLimitService;
  mail: MailService;
  publicUrl: string;
}

async function findActiveUser(users: UsersRepository, userId: number): Promise<UserRow> {
  const user = await users.findById(userId);
  if (!user || user.deletedAt) throw new AppError('unauthenticated');
  return user;
}

/** Every sensitive change proves the password again; social-only accounts set one through a mailed link first. */
async function checkCurrentPassword(limits: RateLimitService, user: UserRow, password: string) {
  await limits.consume(`account:password:${user.id}`, CURRENT_PASSWORD_LIMIT);
  if (!user.passwordHash)
    throw new AppError('validation_failed', { topicId: 'current_password', message: NO_PASSWORD_MESSAGE });
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw new AppError('validation_failed', { topicId: 'current_password', message: WRONG_PASSWORD_MESSAGE });
  }
  await limits.reset(`account:password:${user.id}`);
}

/** The account settings page: a logged-in user changes their own name, password, email and newsletter choice, or leaves. */
export function createAccountService(deps: AccountDeps) {
  const { users, tokens, confirmations, sessions } = deps;
  const activeUser = (userId: number) => findActiveUser(users, userId);
  const checkPassword = (user: UserRow, password: string) => checkCurrentPassword(deps.limits, user, password);

  return {
    async overview(userId: number): Promise<AccountOverview> {
      const user = await activeUser(userId);
      return {
        first_name: user.firstName,
        last_name: user.lastName,
        email: user.email,
        news: user.news,
        has_password: Boolean(user.passwordHash),
        pending_email: await confirmations.pendingEmailChange(user.id),
      };
    },

    async rename(userId: number, input: { first_name: string; last_name: string }) {
      await activeUser(userId);
      await users.setName(userId, input.first_name, input.last_name);
    },

    async setNews(userId: number, news: boolean) {
      await activeUser(userId);
      await users.setNews(userId, news);
    },

    /** A new password ends every other session, reset link and trusted device: whoever else was in must prove it again. */
    async changePassword(userId: number, sessionToken: string, input: { current_password: string; password: string }) {
      const user = await activeUser(userId);
      await checkPassword(user, input.current_password);
      await users.setPassword(user.id, await hashPassword(input.password));
      await sessions.destroyOthersForUser(user.id, sessionToken);
      // A reset link mailed before the change would undo it. Trusted-device cookies carry a stamp of the
      // old password hash, so the new hash has revoked them already (device-cookie.ts).
      await tokens.revokeResets(user.id);
    },

    ...emailChangeFlow(deps),

    /** Soft delete and log out everywhere; orders and the ledger keep their rows. */
    async deleteAccount(userId: number, input: { current_password: string }) {
      const user = await activeUser(userId);
      await checkPassword(user, input.current_password);
      await users.softDelete(user.id);
      await sessions.destroyAllForUser(user.id);
    },
  };
}
export type AccountService = ReturnType<typeof createAccountService>;

/** Changing the sign-in address: asked for with the password, done when the new address opens its link. */
function emailChangeFlow({ users, confirmations, limits, mail, publicUrl }: AccountDeps) {
  return {
    /** The new address must prove itself by its link; the old one is told at once. */
    async requestEmailChange(userId: number, input: { email: string; current_password: string }): Promise<string> {
      const user = await findActiveUser(users, userId);
      await checkCurrentPassword(limits, user, input.current_password);
      if (input.email === user.email.toLowerCase()) {
        throw new AppError('validation_failed', { topicId: 'email', message: 'This is already your email address.' });
      }
      // The same answer whether or not the address is taken: this form is no way to test addresses.
      if (await users.emailTaken(input.email)) {
        await mail.sendTemplate(input.email, 'email-taken', { link: publicUrl });
        return emailChangeRequestedMessage(input.email);
      }
      await confirmations.dropPendingEmailChanges(user.id);
      const token = newToken();
      await confirmations.insert({
        purpose: 'email_change',
        userId: user.id,
        email: input.email,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + EMAIL_CHANGE_TTL_HOURS * 3600_000),
      });
      await mail.sendTemplate(input.email, 'email-change', {
        name: user.firstName,
        new_email: input.email,
        link: `${publicUrl}/?email-change=${token}`,
        hours: String(EMAIL_CHANGE_TTL_HOURS),
      });
      await mail.sendTemplate(user.email, 'email-change-notice', {
        name: user.firstName,
        new_email: input.email,
        link: publicUrl,
      });
      return emailChangeRequestedMessage(input.email);
    },

    /** The link works in any browser: holding it proves the new address. */
    async confirmEmailChange(token: string): Promise<{ userId: number; message: string }> {
      const row = await confirmations.use(hashToken(token), 'email_change');
      const user = row?.userId ? await users.findById(row.userId) : null;
      if (!row || !user || user.deletedAt)
        throw new AppError('validation_failed', { topicId: 'token', message: 'This link is invalid or has expired.' });
      if (await users.emailTaken(row.email)) {
        throw new AppError('conflict', {
          topicId: 'email',
          message: 'This email address is already in use by another account.',
        });
      }
      await users.setEmail(user.id, row.email).catch((err: unknown) => {
        if (isUniqueViolation(err))
          throw new AppError('conflict', {
            topicId: 'email',
            message: 'This email address is already in use by another account.',
          });
        throw err;
      });
      return { userId: user.id, message: `Your email is now ${row.email}.` };
    },
  };
}
