import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LIMIT_KINDS, limitKindOf, routeKey, type Allowance } from './route-limits.js';

/** What the hook needs of the rate limits (modules/ratelimit): one request counted, or a 429 thrown. */
export interface RequestCounter {
  consume(key: string, limit: Allowance, what?: string): Promise<void>;
}

/** The registry key of a request (see route-limits.ts), or null for a request no route answers. */
export function requestRouteKey(req: FastifyRequest): string | null {
  const url = req.routeOptions.url;
  if (!url) return null;
  return routeKey(req.method, url, (req.params ?? {}) as Record<string, string | undefined>);
}

/**
 * Counts each request of a limited route (route-limits.ts) per account and per client address, before
 * its handler runs; over either allowance the answer is 429 with Retry-After. Installed on the root, so
 * it sees every scope; `req.user` is there once the session plugin of the request's scope has run.
 */
export function installRouteLimits(app: FastifyInstance, opts: { limits: RequestCounter; scale: number }) {
  const scaled = (l: { max: number; windowMs: number }) => ({
    max: Math.floor(l.max * opts.scale),
    windowMs: l.windowMs,
  });
  app.addHook('preHandler', async (req) => {
    const key = requestRouteKey(req);
    const kindName = key ? limitKindOf(key) : undefined;
    if (!kindName) return;
    const kind = LIMIT_KINDS[kindName];
    const user = (req as { user?: { id: number } | null }).user;
    if (user) await opts.limits.consume(`route:${kindName}:user:${user.id}`, scaled(kind.perAccount), kind.what);
    await opts.limits.consume(`route:${kindName}:ip:${req.ip}`, scaled(kind.perIp), kind.what);
  });
}
