import type { InvitationView } from '@beatmarket/shared';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../core/errors.js';
import type { MailService } from '../mail/mail.service.js';
import type { RateLimitService } from '../ratelimit/rate-limit.service.js';
import { AUTH_LIMITS } from '../ratelimit/rate-limit.service.js';
import type { UsersRepository } from './users.repository.js';
import type { AccountTokensRepository } from './account-tokens.repository.js';
import { hashPassword } from './password.js';
import type { SessionService } from './session.service.js';
import { hashToken, newToken } from './tokens.js';

const RESET_TTL_HOURS = 2;
/** Every lost-password answer (but a 429) leaves this long after the request arrived. */
export const RESET_RESPONSE_MS = 400;
export const RESET_REQUESTED_MESSAGE =
  'If an account exists for that email, we have sent a link to reset its password.';
export const RESET_DONE_MESSAGE = 'Your password has been reset. You can now log in with your new password.';
export const INVITATION_SENT_MESSAGE = 'If an invitation exists for that email, we have sent a new link.';

/** Password resets and invitations: everything that reaches a user through a mailed link. */
export function createRecoveryService(deps: RecoveryDeps) {
  return { ...resetFlow(deps), ...invitationFlow(deps) };
}
export type RecoveryService = ReturnType<typeof createRecoveryService>;

interface RecoveryDeps {
  users: UsersRepository;
  tokens: AccountTokensRepository;
  limits: RateLimitService;
  mail: MailService;
  sessions: SessionService;
  publicUrl: string;
  log?: Pick<FastifyBaseLogger, 'error'>;
}

/** Lost passwords: the mailed reset link, asked for by its owner or by an administrator. */
function resetFlow({ users, tokens, limits, mail, sessions, publicUrl, log }: RecoveryDeps) {
  return {
    /**
     * Answers the same whether or not the account exists, and after the same time: the response
     * leaves at a fixed deadline while the token and mail of a real account are made meanwhile
     * (decision 0019). Work still running at the deadline finishes in the background.
     */
    async requestReset(email: string, ip: string): Promise<string> {
      const deadline = new Promise((resolve) => setTimeout(resolve, RESET_RESPONSE_MS));
      await limits.consume(`reset:ip:${ip}`, AUTH_LIMITS.perIp);
      await limits.consume(`reset:account:${email}`, AUTH_LIMITS.perAccount);
      const work = (async () => {
        const user = await users.findActiveByEmail(email);
        if (user) await mailReset(user);
      })().catch((err: unknown) => log?.error({ err }, 'password reset mail failed'));
      await Promise.race([work, deadline]);
      await deadline;
      return RESET_REQUESTED_MESSAGE;
    },

    async reset(input: { token: string; email: string; password: string }, ip: string): Promise<string> {
      await limits.consume(`reset:ip:${ip}`, AUTH_LIMITS.perIp);
      const reset = await tokens.findLiveReset(hashToken(input.token));
      const user = reset ? await users.findById(reset.userId) : null;
      if (!reset || !user || user.deletedAt || user.email.toLowerCase() !== input.email) {
        throw new AppError('reset_token_invalid', { topicId: 'token' });
      }
      if (!(await tokens.useReset(reset.id))) throw new AppError('reset_token_invalid', { topicId: 'token' });
      await users.setPassword(user.id, await hashPassword(input.password));
      // Anyone holding an old session (the reason for a reset, often) is logged out, and any other reset
      // link in a mailbox dies with it; the new hash revokes every trusted-device cookie (device-cookie.ts).
      await sessions.destroyAllForUser(user.id);
      await tokens.revokeResets(user.id);
      // A proven owner starts afresh: no captcha for the account's next logins.
      await limits.reset(`login:fails:${user.email.toLowerCase()}`);
      return RESET_DONE_MESSAGE;
    },

    /** An administrator asks for a user's reset link; the user gets the same mail as from "forgot my password". */
    async sendResetFor(user: { id: number; email: string; firstName: string; deletedAt: Date | null }) {
      if (user.deletedAt) throw new AppError('conflict', { message: 'This account is deleted: restore it first.' });
      await mailReset(user);
      return `A password reset link was sent to ${user.email}.`;
    },
  };

  /** A fresh reset link for an account, mailed with the ordinary password-reset mail. */
  async function mailReset(user: { id: number; email: string; firstName: string }) {
    const token = newToken();
    await tokens.insertReset(user.id, hashToken(token), new Date(Date.now() + RESET_TTL_HOURS * 3600_000));
    const link = `${publicUrl}/?password-reset=${token}&email=${encodeURIComponent(user.email)}`;
    await mail.sendTemplate(user.email, 'password-reset', {
      name: user.firstName,
      link,
      hours: String(RESET_TTL_HOURS),
    });
  }
}

/** Invitations: an administrator invites an address, its link signs up with the role chosen. */
function invitationFlow({ users, tokens, limits, mail, publicUrl }: RecoveryDeps) {
  return {
    async invitation(token: string): Promise<InvitationView> {
      const inv = await tokens.findLiveInvitation(hashToken(token));
      if (!inv) throw new AppError('invitation_invalid');
      return { first_name: inv.firstName, last_name: inv.lastName, email: inv.email };
    },

    async invite(
      input: { email: string; first_name?: string; last_name?: string; expires_in: number; role: number },
      invitedBy: number,
    ) {
      if (await users.emailTaken(input.email)) throw new AppError('already_registered', { topicId: 'email' });
      const token = newToken();
      const expiresAt = new Date(Date.now() + input.expires_in * 1000);
      const existing = await tokens.findPendingInvitationByEmail(input.email);
      // Invited again: the new link and the role chosen this time.
      if (existing) await tokens.renewInvitation(existing.id, hashToken(token), expiresAt, input.role);
      else {
        await tokens.insertInvitation({
          email: input.email,
          firstName: input.first_name ?? '',
          lastName: input.last_name ?? '',
          tokenHash: hashToken(token),
          invitedBy,
          expiresAt,
          role: input.role,
        });
      }
      await sendInvitation(input.email, input.first_name ?? existing?.firstName ?? '', token, input.expires_in);
    },

    /**
     * An administrator re-sends a pending invitation with a lifetime of their choice. Unlike the public
     * call (which says the same either way), staff are told when there is nothing to re-send.
     */
    async reInviteAsAdmin(email: string, expiresIn: number): Promise<string> {
      if (await users.emailTaken(email)) throw new AppError('already_registered', { topicId: 'email' });
      const inv = await tokens.findPendingInvitationByEmail(email);
      if (!inv)
        throw new AppError('record_not_found', { topicId: 'email', message: 'Nobody was invited with this email.' });
      const token = newToken();
      await tokens.renewInvitation(inv.id, hashToken(token), new Date(Date.now() + expiresIn * 1000));
      await sendInvitation(inv.email, inv.firstName, token, expiresIn);
      return `A new invitation link was sent to ${inv.email}.`;
    },

    /** Public: re-sends a pending invitation with a fresh link; says the same when there is none. */
    async reInvite(email: string, expiresIn: number, ip: string): Promise<string> {
      await limits.consume(`reinvite:ip:${ip}`, AUTH_LIMITS.perIp);
      await limits.consume(`reinvite:account:${email}`, AUTH_LIMITS.perAccount);
      const inv = await tokens.findPendingInvitationByEmail(email);
      if (inv && !(await users.emailTaken(email))) {
        const token = newToken();
        await tokens.renewInvitation(inv.id, hashToken(token), new Date(Date.now() + expiresIn * 1000));
        await sendInvitation(inv.email, inv.firstName, token, expiresIn);
      }
      return INVITATION_SENT_MESSAGE;
    },
  };

  async function sendInvitation(email: string, name: string, token: string, expiresIn: number) {
    const link = `${publicUrl}/?invitation=${token}`;
    const days = String(Math.max(1, Math.round(expiresIn / 86400)));
    await mail.sendTemplate(email, 'invitation', { name: name || 'there', link, days });
  }
}
