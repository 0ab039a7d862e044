import type { AreaParts, Base } from '../../wiring.js';
import { createMetricsRepository } from './metrics.repository.js';
import { metricsRoutes } from './metrics.routes.js';
import { createMetricsService, type MetricsSources } from './metrics.service.js';

/** Metrics for operators (issue 36 §5): GET /metrics, fed by every request (app.ts) and read from the database. */
export function wireMetrics({ config, db }: Base, sources: Omit<MetricsSources, 'repo'>) {
  const metrics = createMetricsService({ repo: createMetricsRepository(db), ...sources });
  return {
    metrics,
    site: (async (app) =>
      void (await app.register(metricsRoutes, { metrics, token: config.metricsToken }))) satisfies AreaParts['site'],
  };
}
