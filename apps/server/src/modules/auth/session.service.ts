import type { SessionUser } from '../../core/session-user.js';
import type { SessionsRepository } from './sessions.repository.js';
import { hashToken, newToken } from './tokens.js';

/** Avoids a write on every request: last_seen and the sliding expiry move at most this often. */
const TOUCH_EVERY_MS = 5 * 60_000;

/**
 * `ttlMs`: a session unused this long ends (sliding); `maxMs`: every session ends this long after its
 * login however busy it is, so a stolen cookie does not live for ever.
 */
export function createSessionService(repo: SessionsRepository, ttlMs: number, maxMs: number) {
  const expiry = (createdAt: Date) => new Date(Math.min(Date.now() + ttlMs, createdAt.getTime() + maxMs));
  return {
    async create(userId: number, meta: { ip: string; userAgent: string | null }): Promise<string> {
      const token = newToken();
      await repo.insert({
        id: hashToken(token),
        userId,
        expiresAt: expiry(new Date()),
        ip: meta.ip,
        userAgent: meta.userAgent?.slice(0, 500) ?? null,
      });
      return token;
    },

    async resolve(token: string): Promise<{ user: SessionUser } | null> {
      if (token.length > 100) return null;
      const id = hashToken(token);
      const row = await repo.findLive(id, new Date(Date.now() - maxMs));
      if (!row) return null;
      const { lastSeenAt, createdAt, ...user } = row;
      if (Date.now() - lastSeenAt.getTime() > TOUCH_EVERY_MS) await repo.touch(id, expiry(createdAt));
      return { user };
    },

    userById: (id: number) => repo.findUser(id),
    destroy: async (token: string) => void (await repo.delete(hashToken(token))),
    destroyAllForUser: async (userId: number) => void (await repo.deleteForUser(userId)),
    /** Ends every other session of the user; `keepToken` is the cookie of the one that stays. */
    destroyOthersForUser: async (userId: number, keepToken: string) =>
      void (await repo.deleteForUserExcept(userId, hashToken(keepToken))),
    purgeExpired: async () => void (await repo.purgeExpired()),
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
