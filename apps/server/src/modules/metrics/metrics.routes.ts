import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../core/errors.js';
import type { MetricsService } from './metrics.service.js';

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/**
 * GET /metrics for Prometheus. With METRICS_TOKEN, only `Authorization: Bearer <token>` reads it;
 * without, only the machine itself (an operator's curl, a scraper beside the process). Anyone else gets
 * the same 404 as for any unknown address: route latencies and queue sizes are not the public's.
 */
export async function metricsRoutes(app: FastifyInstance, opts: { metrics: MetricsService; token?: string }) {
  const expected = opts.token ? Buffer.from(`Bearer ${opts.token}`) : null;
  const allowed = (req: FastifyRequest) => {
    if (!expected) return LOOPBACK.test(req.ip);
    const given = Buffer.from(req.headers.authorization ?? '');
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
  app.get('/metrics', { logLevel: 'warn' }, async (req, reply) => {
    if (!allowed(req)) throw new AppError('not_found');
    return reply
      .header('content-type', opts.metrics.contentType)
      .header('cache-control', 'no-store')
      .send(await opts.metrics.text());
  });
}
