import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import csrf, { ensureCsrfCookie } from './http/csrf.js';
import { loggerOptions } from './http/logging.js';
import securityHeaders, { storageOriginsOf } from './http/security-headers.js';
import compression from './http/compression.js';
import staticAssets from './http/static-assets.js';
import { errorBody, installErrorHandler } from './http/error-handler.js';
import { AppError } from './core/errors.js';
import { installInputGuard } from './http/validate.js';
import { installRouteLimits } from './http/limit-hook.js';
import { fastifyTrustProxy } from './http/trust-proxy.js';
import session, { sessionCookieName } from './http/session.js';
import readRouting from './http/read-routing.js';
import health from './http/health.js';
import { buildServices, type Services } from './services.js';
import { entityRoutes } from './modules/entities/entity.routes.js';
import { reportRoutes } from './modules/reports/report.routes.js';
import { createDocumentResponder, type RenderApp } from './modules/seo/document.js';
import { createAppRenderer } from './modules/ssr/app-renderer.js';

const DEFAULT_WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    /** Every route as `METHOD /path`, for the route-table tests and the docs. */
    routeList: string[];
  }
}

/** Builds the whole HTTP application without listening; tests drive it with app.inject. */
export async function buildApp(
  config: Config,
  database: Database,
  opts: { logger?: boolean; logStream?: DestinationStream; renderApp?: RenderApp; now?: () => Date } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger === false ? false : loggerOptions(config.logLevel, opts.logStream),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // Signed download tokens travel in the path.
    routerOptions: { maxParamLength: 400 },
    // Closing (SIGTERM, after the drain) still answers requests that arrive on open connections: a 503
    // there reached visitors through the balancer, which only retries a connection it could not make.
    return503OnClosing: false,
  });
  const routeList: string[] = [];
  app.decorate('routeList', routeList);
  app.addHook('onRoute', (r) => {
    for (const m of [r.method].flat()) if (m !== 'HEAD') routeList.push(`${m} ${r.url}`);
  });
  const services = buildServices(config, database.db, app.log, {
    now: opts.now,
    database: { pools: () => database.pools(), replica: () => database.replica?.status() },
    changes: database.changes,
  });
  // Every answer is counted by its route's pattern (pages and 404s come from the not-found handler).
  app.addHook('onResponse', (req, reply, done) => {
    services.metrics.observe(
      req.method,
      req.routeOptions.url ?? 'unrouted',
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });
  app.decorate('services', services);
  // Pending beat counts are written on close, after the last request, before the database closes (decision 0034).
  app.addHook('onClose', () => services.beatEvents.stop());
  app.addHook('onClose', () => services.searchDemand.stop());
  const secure = config.publicUrl.startsWith('https://');
  const routeContext = { entities: services.entities, secure };

  await app.register(securityHeaders, {
    publicUrl: config.publicUrl,
    storageOrigins: await storageOriginsOf(services.storage, config.publicUrl),
    stripe: config.payments.kind === 'stripe',
    analyticsProvider: async () => {
      const s = await services.supportingData.settings();
      // As the web app decides (lib/analytics-providers.ts): a provider without its id loads nothing.
      if (s.analytics_provider === 'ga4' && s.analytics_ga4_id) return 'ga4';
      if (s.analytics_provider === 'plausible' && s.analytics_plausible_domain) return 'plausible';
      return 'builtin';
    },
  });
  await app.register(compression);
  await app.register(cookie);
  await app.register(health, { ping: () => database.db.execute(sql`select 1`) });
  // Only with a replica: without one every read is the primary's and nothing needs pinning.
  if (database.replica) await app.register(readRouting, { pinMs: database.replica.pinMs, secure });
  installErrorHandler(app);
  installInputGuard(app);
  installRouteLimits(app, { limits: services.limits, scale: config.limits.rateLimitScale });

  await app.register(
    async (api) => {
      await api.register(csrf, { secret: config.secret, secure });
      await api.register(session, { sessions: services.sessions, secure, ttlMs: config.sessionTtlMs });
      for (const area of services.areas) await area.api?.(api, routeContext);
      await api.register(reportRoutes, { reports: services.reports, exportMaxRows: config.limits.exportMaxRows });
      await api.register(entityRoutes, { entities: services.entities });
      api.setNotFoundHandler((_req, reply) => reply.status(404).send(errorBody(new AppError('not_found'))));
    },
    { prefix: '/private-api' },
  );

  // Top-level navigations (social login, signed downloads): state, PKCE or signatures protect them, not the CSRF header.
  await app.register(async (navigations) => {
    await navigations.register(csrf, { secret: config.secret, secure });
    await navigations.register(session, { sessions: services.sessions, secure, ttlMs: config.sessionTtlMs });
    for (const area of services.areas) await area.navigations?.(navigations, routeContext);
  });
  for (const area of services.areas) await area.site?.(app, routeContext);

  const webDist = config.webDist ?? DEFAULT_WEB_DIST;
  const serveSpa = existsSync(path.join(webDist, 'index.html'));
  // History-mode routing: every GET that is not a file or an API call is the web app's page, with
  // that route's <head> (and status: 404 for a beat or page that does not exist).
  const documents = createDocumentResponder({
    webDist,
    reread: config.env === 'development',
    heads: services.heads,
    sessionCookie: sessionCookieName(secure),
    beforeRender: (req, reply) => ensureCsrfCookie(req, reply, secure),
    renderApp:
      opts.renderApp ??
      (await createAppRenderer({ app, ssrDir: `${webDist}-ssr`, production: config.env === 'production' }))?.render,
  });
  if (serveSpa) {
    await app.register(staticAssets, { root: webDist });
    app.get('/', (req, reply) => documents.send(req, reply));
  }
  // Also without a built web app: Fastify's own 404 would log the address with its tokens.
  app.setNotFoundHandler((req, reply) => {
    // A missing file (bundle, source map, cover, preview) is a 404, not the SPA page under its name.
    if (!serveSpa || req.method !== 'GET' || /^\/(private-api|assets|media)(\/|\?|$)/.test(req.url)) {
      return reply.status(404).send(errorBody(new AppError('not_found')));
    }
    return documents.send(req, reply);
  });
  return app;
}
