import { AppError } from '../../core/errors.js';
import type { RateLimitRepository } from './rate-limit.repository.js';

export interface Limit {
  max: number;
  windowMs: number;
}

/** Limits for the account calls; per IP catches sprays, per account catches targeted guessing. */
export const AUTH_LIMITS = {
  perIp: { max: 30, windowMs: 10 * 60_000 },
  perAccount: { max: 8, windowMs: 15 * 60_000 },
} satisfies Record<string, Limit>;

/**
 * New push subscriptions (issue 31): each one is a browser the server will send to, so an account or a
 * client making many in a row is refused for a while. Saving one's own subscription again is not counted.
 */
export const PUSH_SUBSCRIBE_LIMITS = {
  perAccount: { max: 10, windowMs: 60 * 60_000 },
  perIp: { max: 30, windowMs: 60 * 60_000 },
} satisfies Record<string, Limit>;

/**
 * Login throttling (issue 13): failures lock one account *for one client* (an IP, or a browser that
 * has logged in to that account before), with a delay that doubles at each further failure; failures
 * from unknown clients, counted per account, make every unknown client solve a captcha. The owner's
 * own browser, or another network, still gets in while a guesser is refused.
 */
export const LOGIN_THROTTLE = {
  lockAfter: 5,
  firstLockMs: 60_000,
  maxLockMs: 60 * 60_000,
  failureWindowMs: 24 * 3600_000,
  captchaAfter: 3,
  captchaWindowMs: 15 * 60_000,
};
export const loginLockMs = (failures: number) =>
  Math.min(
    LOGIN_THROTTLE.maxLockMs,
    LOGIN_THROTTLE.firstLockMs * 2 ** Math.max(0, failures - LOGIN_THROTTLE.lockAfter),
  );

/** 429 with the wait: `what` names what there were too many of ("attempts", "exports"…). */
function tooMany(resetAt: Date, what = 'attempts'): AppError {
  const seconds = Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  return new AppError('rate_limited', {
    message: `Too many ${what}. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    retryAfterSeconds: seconds,
  });
}

export function createRateLimitService(repo: RateLimitRepository) {
  return {
    /** Throws 429 with the wait time once the key has used up its window. */
    async consume(key: string, limit: Limit, what?: string): Promise<void> {
      const { count, resetAt } = await repo.hit(key, limit.windowMs);
      if (count > limit.max) throw tooMany(resetAt, what);
    },
    /** Throws 429 while the key already holds `limit.max` events (counted with `count`). */
    async refuseAtLimit(key: string, limit: Limit): Promise<void> {
      const seen = await repo.peek(key);
      if (seen && seen.count >= limit.max) throw tooMany(seen.resetAt);
    },
    /** Counts one event (a failure) without refusing anything; returns the count in the window. */
    count: async (key: string, windowMs: number) => (await repo.hit(key, windowMs)).count,
    /** How many events the key holds now (0 when its window is over). */
    current: async (key: string) => (await repo.peek(key))?.count ?? 0,
    lock: async (key: string, ms: number) => void (await repo.lockUntil(key, new Date(Date.now() + ms))),
    /** Throws 429 while the key is locked. */
    async assertUnlocked(key: string): Promise<void> {
      const lock = await repo.peek(key);
      if (lock) throw tooMany(lock.resetAt);
    },
    reset: async (key: string) => void (await repo.clear(key)),
  };
}
export type RateLimitService = ReturnType<typeof createRateLimitService>;
