import { AppError } from '../../http/errors.js';
import type { RateLimitRepository } from './rate-limit.repository.js';

export interface Limit { max: number; windowMs: number }

/** Limits for the account calls; per IP catches sprays, per account catches targeted guessing. */
export const AUTH_LIMITS = {
  perIp: { max: 30, windowMs: 10 * 60_000 },
  perAccount: { max: 8, windowMs: 15 * 60_000 },
} satisfies Record<string, Limit>;

export function createRateLimitService(repo: RateLimitRepository) {
  return {
    /** Throws 429 with the wait time once the key has used up its window. */
    async consume(key: string, limit: Limit): Promise<void> {
      const { count, resetAt } = await repo.hit(key, limit.windowMs);
      if (count > limit.max) {
        const seconds = Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000));
        const minutes = Math.ceil(seconds / 60);
        throw new AppError('rate_limited', {
          message: `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
          retryAfterSeconds: seconds,
        });
      }
    },
    reset: async (key: string) => void (await repo.clear(key)),
  };
}
export type RateLimitService = ReturnType<typeof createRateLimitService>;
