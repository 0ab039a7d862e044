import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { MetricsRepository } from './metrics.repository.js';

/** A database pool's connections, as pg.Pool counts them. */
export interface PoolStat {
  pool: 'primary' | 'replica';
  total: number;
  idle: number;
  waiting: number;
}
export interface ReplicaStat {
  usable: boolean;
  lagMs: number;
  replica: number;
  primary: number;
  fallback: number;
}

export interface MetricsSources {
  repo: MetricsRepository;
  pools: () => PoolStat[];
  replica: () => ReplicaStat | undefined;
}

const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The operators' metrics (issue 36 §5), in Prometheus' text format: requests by route (the registered
 * pattern, so the number of series stays bounded) with their latency, the database pools, the replica's
 * lag and where reads went, the queues' depth and age, and Node's own (CPU, memory, event loop delay).
 */
export function createMetricsService({ repo, pools, replica }: MetricsSources) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by method, route and status class, with their duration',
    labelNames: ['method', 'route', 'status'],
    buckets: BUCKETS,
    registers: [registry],
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database pool connections by pool and state (total, idle, waiting clients)',
    labelNames: ['pool', 'state'],
    registers: [registry],
    collect() {
      for (const p of pools())
        for (const state of ['total', 'idle', 'waiting'] as const) this.set({ pool: p.pool, state }, p[state]);
    },
  });
  new Gauge({
    name: 'db_replica_lag_seconds',
    help: 'How far the read replica is behind the primary (Infinity when unreachable)',
    registers: [registry],
    collect() {
      const r = replica();
      if (r) this.set(r.lagMs / 1000);
    },
  });
  new Gauge({
    name: 'db_replica_usable',
    help: '1 while catalog reads go to the replica',
    registers: [registry],
    collect() {
      const r = replica();
      if (r) this.set(r.usable ? 1 : 0);
    },
  });
  new Gauge({
    name: 'db_catalog_statements',
    help: 'Statements sent since start, by where they went (replica, primary, fallback: failed on the replica)',
    labelNames: ['target'],
    registers: [registry],
    collect() {
      const r = replica();
      if (r) for (const target of ['replica', 'primary', 'fallback'] as const) this.set({ target }, r[target]);
    },
  });
  const depth = new Gauge({
    name: 'queue_depth',
    help: 'Items waiting or in progress per queue',
    labelNames: ['queue'],
    registers: [registry],
  });
  const age = new Gauge({
    name: 'queue_oldest_seconds',
    help: 'Age of the oldest waiting item per queue',
    labelNames: ['queue'],
    registers: [registry],
  });
  // One query fills both queue gauges; prom-client would run a collect per gauge.
  const collectQueues = async () => {
    for (const q of await repo.queues()) {
      depth.set({ queue: q.queue }, q.depth);
      age.set({ queue: q.queue }, q.oldestSeconds);
    }
  };

  // Label children cached per route: a request's observation is a map lookup and an add.
  const children = new Map<string, ReturnType<typeof requests.labels>>();
  return {
    contentType: registry.contentType,
    observe(method: string, route: string, statusCode: number, seconds: number) {
      const status = `${Math.floor(statusCode / 100)}xx`;
      const key = `${method} ${route} ${status}`;
      let child = children.get(key);
      if (!child) children.set(key, (child = requests.labels(method, route, status)));
      child.observe(seconds);
    },
    async text(): Promise<string> {
      await collectQueues();
      return registry.metrics();
    },
  };
}
export type MetricsService = ReturnType<typeof createMetricsService>;
