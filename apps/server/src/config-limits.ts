import { z } from 'zod';

/**
 * Exports and per-route rate limits (decision 0076). Kept apart from config.ts so that file stays short;
 * its schema and its Config are spread into the whole configuration.
 */
export const limitsEnv = {
  /** Rows one export answers at most; the `X-Export-Truncated` header says when a file was cut. */
  EXPORT_MAX_ROWS: z.coerce.number().int().min(1).max(10_000_000).default(50_000),
  /**
   * Multiplies every route limit's allowance (`http/route-limits.ts`). 1 in production; tests that sweep
   * every route from one address (authorization, fuzz) raise it instead of the product losing its limits.
   */
  RATE_LIMIT_SCALE: z.coerce.number().min(1).max(100_000).default(1),
};

export interface LimitsConfig {
  exportMaxRows: number;
  rateLimitScale: number;
}

export const limitsConfig = (e: { EXPORT_MAX_ROWS: number; RATE_LIMIT_SCALE: number }): LimitsConfig => ({
  exportMaxRows: e.EXPORT_MAX_ROWS,
  rateLimitScale: e.RATE_LIMIT_SCALE,
});
