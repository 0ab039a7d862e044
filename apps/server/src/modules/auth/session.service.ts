import type { SessionUser } from '../../core/session-user.js';
import type { SessionsRepository } from './sessions.repository.js';
import { hashToken, newToken } from './tokens.js';

/** Avoids a write on every request: last_seen and the sliding expiry move at most this often. */
const TOUCH_EVERY_MS = 5 * 60_000;

export function createSessionService(repo: SessionsRepository, ttlMs: number) {
  return {
    async create(userId: number, meta: { ip: string; userAgent: string | null }): Promise<string> {
      const token = newToken();
      await repo.insert({
        id: hashToken(token),
        userId,
        expiresAt: new Date(Date.now() + ttlMs),
        ip: meta.ip,
        userAgent: meta.userAgent?.slice(0, 500) ?? null,
      });
      return token;
    },

    async resolve(token: string): Promise<{ user: SessionUser } | null> {
      if (token.length > 100) return null;
      const id = hashToken(token);
      const row = await repo.findLive(id);
      if (!row) return null;
      const { lastSeenAt, ...user } = row;
      if (Date.now() - lastSeenAt.getTime() > TOUCH_EVERY_MS) await repo.touch(id, new Date(Date.now() + ttlMs));
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
