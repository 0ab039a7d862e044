import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import type { ChangeFeed } from './db/change-feed.js';
import type { Db } from './db/client.js';
import type { EntityService } from './modules/entities/entity.service.js';
import type { AnyEntity } from './modules/entities/entity.types.js';
import type { ReportDefinition } from './modules/reports/report.registry.js';

/** What every area's `wire<Area>` receives: the settings, the database, the log and the clock. */
export interface Base {
  config: Config;
  db: Db;
  log: FastifyBaseLogger;
  /** The clock of subscriptions (decision 0048): tests move it to run a year of renewals in seconds. */
  now: () => Date;
  /** What changed, told to every process: caches register here, writers announce (decision 0089). */
  changes: ChangeFeed;
}

/** What every area's routes may use beside their own services. */
export interface RouteContext {
  entities: EntityService;
  /** PUBLIC_URL is https: cookies are Secure (and the session's __Host-). */
  secure: boolean;
}

type Routes = (app: FastifyInstance, ctx: RouteContext) => Promise<void>;

/** What an area adds to the common registries and to the HTTP application beside its own services. */
export interface AreaParts {
  entities?: Record<string, AnyEntity>;
  reports?: ReportDefinition[];
  /** Its calls under /private-api, inside the CSRF and session plugins. */
  api?: Routes;
  /** Top-level navigations that need the session (social login, signed downloads), CSRF cookie included. */
  navigations?: Routes;
  /** Routes with neither (webhooks, signed package links, local storage's uploads). */
  site?: Routes;
}
