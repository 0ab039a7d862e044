import type { PaymentGateway } from '../../adapters/payments.js';
import { createTestGateway } from '../../adapters/payments-test.js';
import { createStripeGateway } from '../../adapters/payments-stripe.js';
import type { AreaParts, Base } from '../../wiring.js';
import type { BeatEventsService } from '../analytics/beat-events.service.js';
import type { MailService } from '../mail/mail.service.js';
import type { DownloadsService } from '../media/downloads.service.js';
import { createCartRepository } from './cart.repository.js';
import { cartRoutes } from './cart.routes.js';
import { createCartService } from './cart.service.js';
import { createCheckoutService } from './checkout.service.js';
import { couponEntity } from './coupon.entity.js';
import { createCouponsRepository } from './coupons.repository.js';
import { licenseEntity } from './license.entity.js';
import { createLicensesRepository } from './licenses.repository.js';
import { createOrderRecoveryService } from './order-recovery.service.js';
import { orderEntity } from './order.entity.js';
import { createOrderListRepository } from './order-list.repository.js';
import { createOrdersRepository } from './orders.repository.js';
import { ordersRoutes } from './orders.routes.js';
import { createOrdersService } from './orders.service.js';
import { paymentsWebhookRoutes } from './payments-webhook.routes.js';
import { createRefunds, type Unsold } from './refund.js';
import { createRefundsRepository } from './refunds.repository.js';
import { createTrackoutsRepository } from './trackouts.repository.js';
import { createTrackoutsService } from './trackouts.service.js';
import { upgradesRoutes } from './upgrades.routes.js';
import { createUpgradesService } from './upgrades.service.js';
import { offerClock } from '../offers/offer-clock.js';

type OrdersDeps = Parameters<typeof createOrdersService>[0];
type CheckoutDeps = Parameters<typeof createCheckoutService>[0];

/** Commerce: licences, coupons, the cart, checkout, orders, their recovery after a crash, and refunds. */
export function wireCommerce(
  { config, db, log, now, changes }: Base,
  deps: {
    beatEvents: BeatEventsService;
    mail: MailService;
    downloads: DownloadsService;
    claimMail: OrdersDeps['claimMail'];
    onServicePaid: OrdersDeps['onServicePaid'];
    onOffersLost: CheckoutDeps['onOffersLost'];
  },
) {
  const { beatEvents, mail } = deps;
  const payments: PaymentGateway =
    config.payments.kind === 'stripe'
      ? createStripeGateway({ secretKey: config.payments.secretKey, webhookSecret: config.payments.webhookSecret })
      : createTestGateway(db);
  const licenses = createLicensesRepository(db);
  changes.on('licences', () => licenses.invalidate());
  const coupons = createCouponsRepository(db);
  const ordersRepo = createOrdersRepository(db);
  const cartRepo = createCartRepository(db);
  const cart = createCartService(cartRepo, coupons, beatEvents.record);
  // A refund of a delivered order takes the cents given back out of beat intelligence, on the day of
  // the refund, and the sale itself for a line refunded whole (decision 0074).
  const unsold: Unsold = (order, parts) => {
    for (const p of parts)
      beatEvents.record(p.beatId, 'purchase', { revenue: -p.cents, count: p.whole ? -1 : 0, userId: order.userId });
  };
  const publicUrl = config.publicUrl;
  const refundsRepo = createRefundsRepository();
  const refunds = createRefunds({ orders: ordersRepo, refunds: refundsRepo, mail, publicUrl, unsold });
  const trackouts = createTrackoutsService({
    repo: createTrackoutsRepository(db),
    orders: ordersRepo,
    refundsRepo,
    refunds,
    gateway: payments,
    mail,
    publicUrl,
    refundDays: config.trackoutsRefundDays,
    now,
  });
  const orders = createOrdersService({
    refunds,
    orders: ordersRepo,
    downloads: deps.downloads,
    mail,
    gateway: payments,
    publicUrl,
    claimMail: deps.claimMail,
    onServicePaid: deps.onServicePaid,
  });
  const orderRecovery = createOrderRecoveryService({
    orders: ordersRepo,
    gateway: payments,
    // A sale counts for beat intelligence once, when its order becomes fulfilled: at checkout or by recovery.
    fulfil: async (id) => {
      if (!(await orders.fulfil(id))) return;
      const found = await ordersRepo.get(id);
      for (const item of found?.items ?? [])
        if (item.beatId !== null)
          beatEvents.record(item.beatId, 'purchase', { revenue: item.amount, userId: found!.order.userId });
    },
    refunds,
    log,
  });
  const checkout = createCheckoutService({
    cart,
    coupons,
    orders: ordersRepo,
    gateway: payments,
    recovery: orderRecovery,
    producerPercent: config.producerSharePercent,
    onOffersLost: deps.onOffersLost,
    now: offerClock(config, now),
  });
  const api: AreaParts['api'] = async (app, { entities }) => {
    await app.register(cartRoutes, { cart });
    await app.register(ordersRoutes, { checkout, orders, cart, entities, trackouts });
    await app.register(upgradesRoutes, {
      upgrades: createUpgradesService({ repo: ordersRepo.upgrades, cartRepo, cart }),
    });
  };
  const site: AreaParts['site'] = async (app) => {
    await app.register(paymentsWebhookRoutes, { gateway: payments, orders });
  };
  return {
    api,
    site,
    payments,
    cart,
    orders,
    checkout,
    orderRecovery,
    trackouts,
    ordersRepo,
    /** The cart's reads of a beat and the licences, for offers (decision 0098). */
    cartReads: { beat: cartRepo.beat, licenses: cartRepo.licenses },
    cheapestLicence: () => licenses.cheapest(),
    couponOffers: () => coupons.offers(),
    entities: {
      license: licenseEntity(licenses, () => changes.announce('licences')),
      order: orderEntity(createOrderListRepository(db)),
      coupon: couponEntity(coupons),
    },
  };
}
