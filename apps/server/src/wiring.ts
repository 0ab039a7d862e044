import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Db } from './db/client.js';
import type { AnyEntity } from './modules/entities/entity.types.js';
import type { ReportDefinition } from './modules/reports/report.registry.js';

/** What every area's `wire<Area>` receives: the settings, the database, the log and the clock. */
export interface Base {
  config: Config;
  db: Db;
  log: FastifyBaseLogger;
  /** The clock of subscriptions (decision 0048): tests move it to run a year of renewals in seconds. */
  now: () => Date;
}

/** What an area adds to the common registries beside its own services. */
export interface AreaParts {
  entities?: Record<string, AnyEntity>;
  reports?: ReportDefinition[];
}
