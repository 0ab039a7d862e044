import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Db } from './db/client.js';
import { wireAccounting } from './modules/accounting/accounting.wire.js';
import { wireAnalytics } from './modules/analytics/analytics.wire.js';
import { wireAuth } from './modules/auth/auth.wire.js';
import { wireCatalog } from './modules/catalog/catalog.wire.js';
import { wireChannels } from './modules/channels/channels.wire.js';
import { wireCommerce } from './modules/commerce/commerce.wire.js';
import { wireContent } from './modules/content/content.wire.js';
import { wireContests } from './modules/contests/contests.wire.js';
import { wireServiceOrders } from './modules/service-orders/service-orders.wire.js';
import { wireDownloadBuilder } from './modules/download-builder/download-builder.wire.js';
import { createEntityRepository } from './modules/entities/entity.repository.js';
import { createEntityService } from './modules/entities/entity.service.js';
import type { AnyEntity } from './modules/entities/entity.types.js';
import { wireFollows } from './modules/follows/follows.wire.js';
import { wireMail } from './modules/mail/mail.wire.js';
import { wireMetrics } from './modules/metrics/metrics.wire.js';
import type { MetricsSources } from './modules/metrics/metrics.service.js';
import { wireMedia } from './modules/media/media.wire.js';
import { wireCopies } from './modules/copies/copies.wire.js';
import { wireNotes } from './modules/notes/notes.wire.js';
import { wireOffers } from './modules/offers/offers.wire.js';
import { wirePreferences } from './modules/preferences/preferences.wire.js';
import { wirePromotions } from './modules/promotions/promotions.wire.js';
import { wirePush } from './modules/push/push.wire.js';
import { wireRateLimit } from './modules/ratelimit/ratelimit.wire.js';
import { createReportRegistry } from './modules/reports/report.registry.js';
import { wireSeo } from './modules/seo/seo.wire.js';
import { wireSettings } from './modules/settings/settings.wire.js';
import { wireSlides } from './modules/slides/slides.wire.js';
import { wireStore } from './modules/store/store.wire.js';
import { wireSubscriptions } from './modules/subscriptions/subscriptions.wire.js';
import type { AreaParts, Base } from './wiring.js';
import { localChangeFeed, type ChangeFeed } from './db/change-feed.js';

/**
 * The composition root: a list of areas, each wiring itself (`wire<Area>` in its module). An area
 * gets what it needs of earlier ones; what it needs of later ones (the catalog's plan offers, commerce's
 * claim mail) it reads through a function called per request, never while wiring.
 */
export function buildServices(
  config: Config,
  db: Db,
  log: FastifyBaseLogger,
  opts: { now?: () => Date; database?: Omit<MetricsSources, 'repo'>; changes?: ChangeFeed } = {},
) {
  const base: Base = {
    config,
    db,
    log,
    now: opts.now ?? (() => new Date()),
    changes: opts.changes ?? localChangeFeed(),
  };
  const metrics = wireMetrics(base, opts.database ?? { pools: () => [], replica: () => undefined });
  const guard = wireRateLimit(base);
  const mail = wireMail(base, guard);
  const settings = wireSettings(base, guard.captcha);
  const { supportingData } = settings;
  const push = wirePush(base, guard.limits);
  const auth = wireAuth(base, {
    ...guard,
    mail: mail.mail,
    push: push.push,
    cartCount: (id) => commerce.cart.count(id),
  });
  const analytics = wireAnalytics(base, supportingData);
  const record = analytics.beatEvents.record;
  const catalog = wireCatalog(base, {
    supportingData,
    mail: mail.mail,
    record,
    demand: analytics.searchDemand,
    cheapestLicence: () => commerce.cheapestLicence(),
    couponOffers: () => commerce.couponOffers(),
    planOffers: (userId, rows) => subscriptions.usage.planOffers(userId, rows),
    describeReference: (userId, fileToken) => media.describeReference(userId, fileToken),
  });
  const copies = wireCopies(base, mail.mail);
  const media = wireMedia(
    base,
    catalog.canSeeBeatId,
    {
      sweep: () => commerce.trackouts.sweep(),
      arrived: (beatId) => commerce.trackouts.arrived(beatId),
    },
    // A failed copy check is logged, never a failed upload: the preview and analysis are already saved.
    (beatId, masterPath) =>
      copies.copies
        .checkMaster(beatId, masterPath)
        .catch((err: unknown) => log.error({ err, beatId }, 'copy check failed')),
    // Older masters (the demo catalog's too) join the copy index, so a rip of one is caught on upload.
    (beatId, masterPath) => copies.copies.indexMaster(beatId, masterPath),
  );
  const commerce = wireCommerce(base, {
    beatEvents: analytics.beatEvents,
    mail: mail.mail,
    downloads: media.media.downloads,
    claimMail: (tx, order, lines) => subscriptions.claimMail(tx, order, lines),
    onServicePaid: (tx, ids) => serviceOrders.onServicePaid(tx, ids),
    onOffersLost: (tx, ids) => offers.offers.mailLost(tx, ids),
  });
  const serviceOrders = wireServiceOrders(base, {
    tokens: media.downloadTokens,
    mail: mail.mail,
    refundLine: (orderId, itemId, actorId, note) => commerce.orders.refundLine(orderId, itemId, actorId, note),
  });
  const subscriptions = wireSubscriptions(base, {
    orders: commerce.ordersRepo,
    complete: (id) => commerce.orderRecovery.complete(id),
    payments: commerce.payments,
    mail: mail.mail,
    supportingData,
  });
  const offers = wireOffers(base, { mail: mail.mail, cart: commerce.cartReads });
  const registry = new Map<string, AnyEntity>();
  const areas = [
    metrics,
    guard,
    mail,
    settings,
    push,
    auth,
    analytics,
    wireContent(base, mail.contact),
    wireSlides(base),
    wireStore(base, mail.mail),
    wireChannels(base),
    wireFollows(base, mail.mail),
    catalog,
    media,
    copies,
    wireDownloadBuilder(base, { storage: media.storage, record }),
    commerce,
    serviceOrders,
    offers,
    subscriptions,
    wireAccounting(base, mail.mail),
    wirePromotions(base),
    wireContests(base, media.downloadTokens, {
      orders: commerce.ordersRepo,
      complete: (id) => commerce.orderRecovery.complete(id),
    }),
    wirePreferences(base),
    wireNotes(base, (name) => registry.has(name)),
    wireSeo(base, supportingData),
  ] as const;
  for (const a of areas as readonly AreaParts[])
    for (const [name, e] of Object.entries(a.entities ?? {})) registry.set(name, e);
  return {
    now: base.now,
    /** For app.ts, which registers each area's routes. */
    areas: areas as readonly AreaParts[],
    ...mergeAreas(areas),
    entities: createEntityService(createEntityRepository(db), registry, { exportMaxRows: config.limits.exportMaxRows }),
    reports: createReportRegistry((areas as readonly AreaParts[]).flatMap((a) => a.reports ?? [])),
  };
}

type Merged<T extends readonly unknown[]> = T extends readonly [infer H, ...infer R]
  ? Omit<H, keyof AreaParts> & Merged<R>
  : unknown;

/** Every area's services in one object, as app.ts, the workers and the tests reach them. */
function mergeAreas<T extends readonly object[]>(areas: T): Merged<T> {
  const merged: Record<string, unknown> = {};
  for (const { entities: _entities, reports: _reports, ...services } of areas as readonly AreaParts[])
    Object.assign(merged, services);
  return merged as Merged<T>;
}
export type Services = ReturnType<typeof buildServices>;
