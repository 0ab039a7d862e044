import { ROLES, type signupSchema } from '@beatmarket/shared';
import type { z } from 'zod';
import type { Captcha } from '../../adapters/captcha.js';
import { AppError, isUniqueViolation } from '../../core/errors.js';
import type { RateLimitService } from '../ratelimit/rate-limit.service.js';
import { AUTH_LIMITS, LOGIN_THROTTLE, loginLockMs } from '../ratelimit/rate-limit.service.js';
import type { UserRow, UsersRepository } from './users.repository.js';
import type { AccountTokensRepository } from './account-tokens.repository.js';
import { hashPassword, verifyPassword } from './password.js';
import { hashToken, newToken } from './tokens.js';
import type { MailService } from '../mail/mail.service.js';
import type { EmailConfirmationsRepository } from './email-confirmations.repository.js';
import type { Device } from './device-cookie.js';

type SignupData = z.output<typeof signupSchema>;
/** What a pending sign-up keeps until its link is opened (the password already hashed). */
interface PendingSignup {
  first_name: string;
  last_name: string;
  news: boolean;
  password_hash: string;
}

const SIGNUP_TTL_HOURS = 24;
export const SIGNUP_CONFIRMED_MESSAGE = 'Your email is confirmed and your account is ready. Please log in.';
export const SIGNUP_WELCOME_MESSAGE = 'Welcome to Beatmarket! You are logged in.';
export const signupSentMessage = (email: string) =>
  `We have sent a confirmation link to ${email}. Open it within ${SIGNUP_TTL_HOURS} hours to activate your account, then log in.`;

interface AuthDeps {
  users: UsersRepository;
  tokens: AccountTokensRepository;
  confirmations: EmailConfirmationsRepository;
  limits: RateLimitService;
  captcha: Captcha;
  mail: MailService;
  publicUrl: string;
}

/** Logging in, and signing up by a mailed confirmation link or an invitation. */
export function createAuthService(deps: AuthDeps) {
  return { login: loginWith(deps), ...signupFlow(deps) };
}
export type AuthService = ReturnType<typeof createAuthService>;

/**
 * Throttled per account *and* client (LOGIN_THROTTLE): `device` lists the accounts that logged
 * in from this browser before (signed cookie); such a browser is its own client and never
 * needs a captcha, so a guesser elsewhere cannot lock the owner out.
 */
function loginWith({ users, limits, captcha }: AuthDeps) {
  return async function login(
    input: { email: string; password: string; recaptcha?: string | undefined },
    ctx: { ip: string; device: Device | null },
  ): Promise<UserRow> {
    const { email } = input;
    // Only failures count against the IP: one office or campus behind a NAT logs in all day.
    const ipFailures = `login:ip:${ctx.ip}`;
    await limits.refuseAtLimit(ipFailures, AUTH_LIMITS.perIp);
    const user = await users.findActiveByEmail(email);
    const trusted = Boolean(user && ctx.device?.trusts(user));
    const client = trusted ? `device:${ctx.device!.id}` : `ip:${ctx.ip}`;
    await limits.assertUnlocked(`login:lock:${email}:${client}`);
    if (!trusted && (await limits.current(`login:fails:${email}`)) >= LOGIN_THROTTLE.captchaAfter) {
      if (!input.recaptcha || !(await captcha.verify(input.recaptcha, ctx.ip)))
        throw new AppError('captcha_failed', { topicId: 'recaptcha' });
    }
    const ok = await verifyPassword(user?.passwordHash ?? null, input.password);
    if (!user || !ok) {
      await limits.count(ipFailures, AUTH_LIMITS.perIp.windowMs);
      const failures = await limits.count(`login:fails:${email}:${client}`, LOGIN_THROTTLE.failureWindowMs);
      if (!trusted) await limits.count(`login:fails:${email}`, LOGIN_THROTTLE.captchaWindowMs);
      if (failures >= LOGIN_THROTTLE.lockAfter)
        await limits.lock(`login:lock:${email}:${client}`, loginLockMs(failures));
      throw new AppError('login_failed');
    }
    await limits.reset(`login:fails:${email}:${client}`);
    await users.touchLogin(user.id);
    return user;
  };
}

function signupFlow({ users, tokens, confirmations, limits, captcha, mail, publicUrl }: AuthDeps) {
  /** `role`: an invitation's; everyone else signs up as a user. */
  function createUser(email: string, data: PendingSignup, role: number = ROLES.ROLE_USER.id): Promise<UserRow> {
    return users
      .insert({
        email,
        passwordHash: data.password_hash,
        firstName: data.first_name,
        lastName: data.last_name,
        news: data.news,
        role,
      })
      .catch((err: unknown) => {
        // Two sign-ups racing for one email: the unique index decides, the loser gets a field error.
        if (isUniqueViolation(err))
          throw new AppError('conflict', {
            topicId: 'token',
            message: 'This email already has an account. Please log in.',
          });
        throw err;
      });
  }

  return {
    /**
     * Decision 0019: the answer is the same whether or not the email has an account. A new address
     * gets a confirmation link and the account exists only once it is opened; the owner of a taken
     * address gets a mail instead. An invitation link already proves the address: that account is
     * made at once and logged in.
     */
    async signup(input: SignupData, ip: string): Promise<{ user: UserRow | null; message: string }> {
      await limits.consume(`signup:ip:${ip}`, AUTH_LIMITS.perIp);
      if (!(await captcha.verify(input.recaptcha, ip))) throw new AppError('captcha_failed', { topicId: 'recaptcha' });

      const invitation = input.invitation_token
        ? await tokens.findLiveInvitation(hashToken(input.invitation_token))
        : null;
      if (input.invitation_token && !invitation)
        throw new AppError('invitation_invalid', { topicId: 'invitation_token' });
      if (invitation && invitation.email.toLowerCase() !== input.email) {
        throw new AppError('registration_failed', {
          topicId: 'email',
          message: 'Please sign up with the invited email address.',
        });
      }
      // Hashed on every path, so a taken address costs the same time as a new one.
      const passwordHash = await hashPassword(input.password);
      const data: PendingSignup = {
        first_name: input.first_name,
        last_name: input.last_name,
        news: input.news,
        password_hash: passwordHash,
      };
      if (invitation) {
        const user = await createUser(input.email, data, invitation.role);
        await tokens.acceptInvitation(invitation.id);
        return { user, message: SIGNUP_WELCOME_MESSAGE };
      }
      const message = signupSentMessage(input.email);
      if (await users.emailTaken(input.email)) {
        const owner = await users.findActiveByEmail(input.email);
        if (owner) await mail.sendTemplate(owner.email, 'signup-existing', { name: owner.firstName, link: publicUrl });
        return { user: null, message };
      }
      if (await tokens.findPendingInvitationByEmail(input.email))
        throw new AppError('already_invited', { topicId: 'invitation_token' });
      const token = newToken();
      await confirmations.insert({
        purpose: 'signup',
        email: input.email,
        data,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + SIGNUP_TTL_HOURS * 3600_000),
      });
      await mail.sendTemplate(input.email, 'signup-confirm', {
        name: input.first_name,
        link: `${publicUrl}/?confirm-signup=${token}`,
        hours: String(SIGNUP_TTL_HOURS),
      });
      return { user: null, message };
    },

    /** The mailed link proves the address: the account is made; nobody is logged in (the owner logs in next). */
    async confirmSignup(token: string): Promise<string> {
      const row = await confirmations.use(hashToken(token), 'signup');
      if (!row)
        throw new AppError('validation_failed', {
          topicId: 'token',
          message: 'This link is invalid, has expired or was already used.',
        });
      // Two pending sign-ups for one address: the first link opened wins.
      if (await users.emailTaken(row.email))
        throw new AppError('conflict', {
          topicId: 'token',
          message: 'This email already has an account. Please log in.',
        });
      await createUser(row.email, row.data as PendingSignup);
      return SIGNUP_CONFIRMED_MESSAGE;
    },
  };
}
