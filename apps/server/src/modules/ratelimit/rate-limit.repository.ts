import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

export function createRateLimitRepository(db: Db) {
  return {
    /** Atomically counts one hit in a fixed window; returns the count and when the window ends. */
    async hit(key: string, windowMs: number): Promise<{ count: number; resetAt: Date }> {
      const result = await db.execute(sql`
        insert into rate_limits (key, count, reset_at)
        values (${key}, 1, now() + make_interval(secs => ${windowMs / 1000}))
        on conflict (key) do update set
          count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
          reset_at = case when rate_limits.reset_at <= now()
            then now() + make_interval(secs => ${windowMs / 1000}) else rate_limits.reset_at end
        returning count, reset_at`);
      const row = (result as { rows: { count: number; reset_at: Date | string }[] }).rows[0]!;
      return { count: Number(row.count), resetAt: new Date(row.reset_at) };
    },
    /** The live window of a key, if any, without counting a hit. */
    async peek(key: string): Promise<{ count: number; resetAt: Date } | null> {
      const result = await db.execute(
        sql`select count, reset_at from rate_limits where key = ${key} and reset_at > now()`,
      );
      const row = (result as { rows: { count: number; reset_at: Date | string }[] }).rows[0];
      return row ? { count: Number(row.count), resetAt: new Date(row.reset_at) } : null;
    },
    /** Keeps the key alive until `until` (a lock); an existing later expiry is kept. */
    lockUntil: (key: string, until: Date) =>
      db.execute(sql`
        insert into rate_limits (key, count, reset_at) values (${key}, 1, ${until.toISOString()})
        on conflict (key) do update set count = 1, reset_at = greatest(rate_limits.reset_at, excluded.reset_at)`),
    clear: (key: string) => db.execute(sql`delete from rate_limits where key = ${key}`),
    purgeExpired: () => db.execute(sql`delete from rate_limits where reset_at <= now()`),
  };
}
export type RateLimitRepository = ReturnType<typeof createRateLimitRepository>;

/** Single-use markers (solved captchas) share the rate-limit table: a key with an expiry. */
export function createUsedTokenStore(db: Db) {
  return {
    async markUsed(key: string, expiresAt: Date): Promise<boolean> {
      const result = await db.execute(sql`
        insert into rate_limits (key, count, reset_at) values (${key}, 1, ${expiresAt.toISOString()})
        on conflict (key) do nothing returning key`);
      return (result as { rows: unknown[] }).rows.length === 1;
    },
  };
}
