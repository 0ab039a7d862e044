import { ROLES, type signupSchema } from '@beatmarket/shared';
import type { z } from 'zod';
import type { Captcha } from '../../adapters/captcha.js';
import { AppError } from '../../http/errors.js';
import type { RateLimitService } from '../ratelimit/rate-limit.service.js';
import { AUTH_LIMITS } from '../ratelimit/rate-limit.service.js';
import type { UserRow, UsersRepository } from './users.repository.js';
import type { AccountTokensRepository } from './account-tokens.repository.js';
import { hashPassword, verifyPassword } from './password.js';
import { hashToken } from './tokens.js';

type SignupData = z.output<typeof signupSchema>;

export function createAuthService(deps: {
  users: UsersRepository;
  tokens: AccountTokensRepository;
  limits: RateLimitService;
  captcha: Captcha;
}) {
  const { users, tokens, limits, captcha } = deps;
  return {
    async login(email: string, password: string, ip: string): Promise<UserRow> {
      await limits.consume(`login:ip:${ip}`, AUTH_LIMITS.perIp);
      await limits.consume(`login:account:${email}`, AUTH_LIMITS.perAccount);
      const user = await users.findActiveByEmail(email);
      const ok = await verifyPassword(user?.passwordHash ?? null, password);
      if (!user || !ok) throw new AppError('login_failed');
      await limits.reset(`login:account:${email}`);
      await users.touchLogin(user.id);
      return user;
    },

    async signup(input: SignupData, ip: string): Promise<UserRow> {
      await limits.consume(`signup:ip:${ip}`, AUTH_LIMITS.perIp);
      if (!(await captcha.verify(input.recaptcha, ip))) throw new AppError('captcha_failed', { topicId: 'recaptcha' });

      const invitation = input.invitation_token ? await tokens.findLiveInvitation(hashToken(input.invitation_token)) : null;
      if (input.invitation_token && !invitation) throw new AppError('invitation_invalid', { topicId: 'invitation_token' });
      if (invitation && invitation.email.toLowerCase() !== input.email) {
        throw new AppError('registration_failed', { topicId: 'email', message: 'Please sign up with the invited email address.' });
      }
      if (await users.emailTaken(input.email)) throw new AppError('already_registered', { topicId: 'email' });
      if (!invitation && (await tokens.findPendingInvitationByEmail(input.email))) {
        throw new AppError('already_invited', { topicId: 'invitation_token' });
      }

      const user = await users
        .insert({
          email: input.email,
          passwordHash: await hashPassword(input.password),
          firstName: input.first_name,
          lastName: input.last_name,
          news: input.news,
          role: ROLES.ROLE_USER.id,
        })
        .catch((err: unknown) => {
          // Two sign-ups racing for one email: the unique index decides, the loser gets a field error.
          if ((err as { code?: string; cause?: { code?: string } }).code === '23505' || (err as { cause?: { code?: string } }).cause?.code === '23505') {
            throw new AppError('already_registered', { topicId: 'email' });
          }
          throw err;
        });
      if (invitation) await tokens.acceptInvitation(invitation.id);
      return user;
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
