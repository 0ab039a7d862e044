import { DEFAULT_UPLOAD_RULES } from '@beatmarket/shared';
import type { FastifyBaseLogger } from 'fastify';
import { altchaCaptcha, recaptchaCaptcha, type Captcha } from './adapters/captcha.js';
import { createMailTransport } from './adapters/mail.js';
import { createOidcProvider } from './adapters/oidc.js';
import type { Config } from './config.js';
import type { Db } from './db/client.js';
import { createAccountTokensRepository } from './modules/auth/account-tokens.repository.js';
import { createAccountService } from './modules/auth/account.service.js';
import { createEmailConfirmationsRepository } from './modules/auth/email-confirmations.repository.js';
import { createAuthService } from './modules/auth/auth.service.js';
import { createDeviceCookies } from './modules/auth/device-cookie.js';
import { createOAuthStatesRepository } from './modules/auth/oauth-states.repository.js';
import { createOAuthService } from './modules/auth/oauth.service.js';
import { createRecoveryService } from './modules/auth/recovery.service.js';
import { createSessionService } from './modules/auth/session.service.js';
import { createSessionsRepository } from './modules/auth/sessions.repository.js';
import { beatEntity, canSee as canSeeBeat } from './modules/catalog/beat.entity.js';
import { commentEntity } from './modules/catalog/comment.entity.js';
import { createCommentsRepository } from './modules/catalog/comments.repository.js';
import { createBeatsRepository } from './modules/catalog/beats.repository.js';
import { licenseEntity } from './modules/commerce/license.entity.js';
import { orderEntity } from './modules/commerce/order.entity.js';
import { createOrderListRepository } from './modules/commerce/order-list.repository.js';
import { couponEntity } from './modules/commerce/coupon.entity.js';
import { createCartRepository } from './modules/commerce/cart.repository.js';
import { createCartService } from './modules/commerce/cart.service.js';
import { createCouponsRepository } from './modules/commerce/coupons.repository.js';
import { createLicensesRepository } from './modules/commerce/licenses.repository.js';
import { createBeatEditingRepository } from './modules/catalog/beat-editing.repository.js';
import { createApprovals } from './modules/catalog/approvals.js';
import { createApprovalsRepository } from './modules/catalog/approvals.repository.js';
import { createBeatEventsRepository } from './modules/analytics/beat-events.repository.js';
import { createBeatEventsService } from './modules/analytics/beat-events.service.js';
import { createIntelRepository } from './modules/analytics/intel.repository.js';
import { intelligenceReports } from './modules/analytics/intel.reports.js';
import { createReportRegistry } from './modules/reports/report.registry.js';
import { createAutosuggestRepository } from './modules/catalog/autosuggest.repository.js';
import { createAutosuggestService } from './modules/catalog/autosuggest.service.js';
import { createEntityRepository } from './modules/entities/entity.repository.js';
import { createEntityService } from './modules/entities/entity.service.js';
import type { AnyEntity, EntityContext } from './modules/entities/entity.types.js';
import { textSnippetEntity } from './modules/content/text-snippet.entity.js';
import { createContentCache } from './modules/content/content-cache.js';
import { createContentRepository } from './modules/content/content.repository.js';
import { createContentService } from './modules/content/content.service.js';
import { serviceEntity } from './modules/content/service.entity.js';
import { testimonialEntity } from './modules/content/testimonial.entity.js';
import { promotionEntity } from './modules/promotions/promotion.entity.js';
import { createPromotionsRepository } from './modules/promotions/promotions.repository.js';
import { slideEntity } from './modules/slides/slide.entity.js';
import { createSlidesRepository } from './modules/slides/slides.repository.js';
import { createSlidesService } from './modules/slides/slides.service.js';
import { createContactService } from './modules/mail/contact.service.js';
import { mailEntity } from './modules/mail/mail.entity.js';
import { createMailService } from './modules/mail/mail.service.js';
import { createEmailTemplateRepository } from './modules/mail/email-template.repository.js';
import { emailTemplateEntity } from './modules/mail/email-template.entity.js';
import { createMailWorker } from './modules/mail/mail-worker.js';
import { createOutboxRepository } from './modules/mail/outbox.repository.js';
import { createRateLimitRepository, createUsedTokenStore } from './modules/ratelimit/rate-limit.repository.js';
import { createRateLimitService } from './modules/ratelimit/rate-limit.service.js';
import { createSettingsRepository } from './modules/settings/settings.repository.js';
import { createSupportingDataService } from './modules/settings/supporting-data.service.js';
import { createSettingsService } from './modules/settings/settings.service.js';
import { userEntity } from './modules/auth/user.entity.js';
import { locateFfmpeg } from './adapters/ffmpeg.js';
import { localStorage } from './adapters/storage-local.js';
import { s3Storage } from './adapters/storage-s3.js';
import { createDownloadTokens } from './modules/media/download-token.js';
import { createDownloadsService } from './modules/media/downloads.service.js';
import { createMediaJobsRepository } from './modules/media/media-jobs.repository.js';
import { createMediaProcessor } from './modules/media/media-processor.js';
import { createMediaRepository } from './modules/media/media.repository.js';
import { createMediaService } from './modules/media/media.service.js';
import { createMediaWorker } from './modules/media/media-worker.js';
import { createUploadsService } from './modules/media/uploads.service.js';
import { createUploadSweeper } from './modules/media/upload-sweeper.js';
import { createDownloadBuilder } from './modules/download-builder/index.js';
import { createDownloadBuildsRepository } from './modules/download-builder/download-builds.repository.js';
import { createUsersRepository } from './modules/auth/users.repository.js';
import { createTestGateway, type PaymentGateway } from './adapters/payments.js';
import { createStripeGateway } from './adapters/payments-stripe.js';
import { createCheckoutService } from './modules/commerce/checkout.service.js';
import { createOrdersRepository } from './modules/commerce/orders.repository.js';
import { createRefunds, type Unsold } from './modules/commerce/refund.js';
import { createRefundsRepository } from './modules/commerce/refunds.repository.js';
import { createOrdersService } from './modules/commerce/orders.service.js';
import { createOrderRecoveryService } from './modules/commerce/order-recovery.service.js';
import { createPostItsRepository } from './modules/notes/post-its.repository.js';
import { postItEntity } from './modules/notes/post-it.entity.js';
import { createUserPreferencesRepository } from './modules/preferences/user-preferences.repository.js';
import { userPreferenceEntity } from './modules/preferences/user-preference.entity.js';
import { notificationEntity } from './modules/push/notification.entity.js';
import { createPushRepository } from './modules/push/push.repository.js';
import { createPushService } from './modules/push/push.service.js';
import { withPushPermission } from './modules/push/user-push-permission.js';
import { createWebPushSender } from './modules/push/web-push.adapter.js';
import { allowlistPolicy } from './core/outbound/policy.js';
import { createStatementsRepository } from './modules/accounting/statements.repository.js';
import { createStatementsService } from './modules/accounting/statements.service.js';
import { statementEntity } from './modules/accounting/statement.entity.js';
import { createPayoutsRepository } from './modules/accounting/payouts.repository.js';
import { createPayoutsService } from './modules/accounting/payouts.service.js';
import { payoutEntity } from './modules/accounting/payout.entity.js';
import { accountingReports } from './modules/accounting/accounting.reports.js';
import { createAccountingReportsRepository } from './modules/accounting/reports.repository.js';
import { claimAction, createUsage } from './modules/subscriptions/usage/index.js';
import { createBillingEngine } from './modules/subscriptions/billing/billing.engine.js';
import { createBillingRepository } from './modules/subscriptions/billing/billing.repository.js';
import { createSubscriptionJobsRepository } from './modules/subscriptions/billing/jobs.repository.js';
import { createSubscriptionsRepository } from './modules/subscriptions/subscriptions.repository.js';
import { createTrialsRepository } from './modules/subscriptions/trials.repository.js';
import { createSubscriptionViews } from './modules/subscriptions/subscription.view.js';
import { createSubscribeService } from './modules/subscriptions/subscribe.service.js';
import { createSubscriptionsService } from './modules/subscriptions/subscriptions.service.js';
import { subscribableEntity } from './modules/subscriptions/subscribable.entity.js';
import { subscriptionEntity } from './modules/subscriptions/subscription.entity.js';

/** The composition root: every adapter, repository and service is wired here and only here. */
export function buildServices(config: Config, db: Db, log: FastifyBaseLogger, opts: { now?: () => Date } = {}) {
  // The clock of subscriptions (issue 19, decision 0048): tests move it to run a year of renewals in seconds.
  const now = opts.now ?? (() => new Date());
  const users = createUsersRepository(db);
  const tokens = createAccountTokensRepository(db);
  const confirmations = createEmailConfirmationsRepository(db);
  const limits = createRateLimitService(createRateLimitRepository(db));
  const sessions = createSessionService(createSessionsRepository(db), config.sessionTtlMs, config.sessionMaxMs);
  const mailTransport = createMailTransport(config.mail.smtpUrl);
  const outbox = createOutboxRepository(db);
  const mailWorker = createMailWorker({ repo: outbox, transport: mailTransport, from: config.mail.from, log });
  const emailTemplates = createEmailTemplateRepository(db);
  const mail = createMailService(outbox, mailTransport.kind, () => mailWorker.nudge(), emailTemplates, log);
  const captcha: Captcha =
    config.captcha.provider === 'recaptcha'
      ? recaptchaCaptcha(config.captcha.recaptchaSecret!)
      : altchaCaptcha({ secret: config.secret, cost: config.captcha.altchaCost, store: createUsedTokenStore(db) });

  const recovery = createRecoveryService({ users, tokens, limits, mail, sessions, publicUrl: config.publicUrl, log });
  const settingsRepo = createSettingsRepository(db);
  const supportingData = createSupportingDataService(settingsRepo, {
    captcha:
      captcha.provider === 'altcha'
        ? { provider: 'altcha', challenge_url: '/private-api/captcha/challenge' }
        : { provider: 'recaptcha', site_key: config.captcha.recaptchaSiteKey },
    socialProviders: config.oauthProviders.map((p) => ({ id: p.id, name: p.name })),
    uploads: config.uploadRules,
    payments:
      config.payments.kind === 'stripe'
        ? { provider: 'stripe', publishable_key: config.payments.publishableKey }
        : { provider: 'test' },
    push: { public_key: config.push?.publicKey ?? null },
  });
  const beatsRepo = createBeatsRepository(db);
  const licensesRepo = createLicensesRepository(db);
  const couponsRepo = createCouponsRepository(db);
  // Beat intelligence counts (decision 0034): batched in memory, one upsert per flush.
  const beatEvents = createBeatEventsService({
    repo: createBeatEventsRepository(db),
    flushMs: 5000,
    maxEvents: 500,
    log,
    rawRetentionDays: async () => (await supportingData.settings()).analytics_raw_retention_days,
  });
  const contact = createContactService({ captcha, limits, mail, teamAddress: config.mail.contactTo });
  // Content pages, services and testimonials: cached a minute per process, dropped at once on an edit here.
  const contentRepo = createContentRepository(db);
  const content = createContentService({ repo: contentRepo, cache: createContentCache(60_000), contact });
  // The home carousel's slides (issue 18): cached like the content, the window applied on each read.
  const slidesRepo = createSlidesRepository(db);
  const slides = createSlidesService({ repo: slidesRepo, cache: createContentCache(60_000) });
  const cart = createCartService(createCartRepository(db), couponsRepo, beatEvents.record);
  // Push notifications (issue 18): subscriptions ride the user's autosave; the worker sends (decision 0047).
  // Only to the push services' hosts at public addresses, or origins the operator listed (decision 0071).
  const pushRepo = createPushRepository(db);
  const pushAllow = allowlistPolicy(config.pushServices);
  const push = createPushService({
    repo: pushRepo,
    send: config.push ? createWebPushSender(config.push, { allow: pushAllow }) : null,
    allow: pushAllow,
    limits,
    publicUrl: config.publicUrl,
    log,
  });
  const registry = new Map<string, AnyEntity>([
    ['user', withPushPermission(userEntity(users, recovery), push)],
    ['mail', mailEntity],
    ['email_template', emailTemplateEntity(emailTemplates, mail)],
    ['text_snippet', textSnippetEntity(content)],
    ['service', serviceEntity(contentRepo, content)],
    ['testimonial', testimonialEntity(contentRepo, content)],
    ['slide', slideEntity(slidesRepo, slides)],
    [
      'beat',
      beatEntity(
        beatsRepo,
        createBeatEditingRepository(db),
        () => supportingData.settings(),
        () => licensesRepo.cheapest(),
        () => couponsRepo.offers(),
        beatEvents.record,
        (userId, rows) => usage.planOffers(userId, rows),
        createApprovals({ repo: createApprovalsRepository(db), mail, publicUrl: config.publicUrl }),
      ),
    ],
    ['license', licenseEntity(licensesRepo)],
    ['order', orderEntity(createOrderListRepository(db))],
    ['coupon', couponEntity(couponsRepo)],
  ]);
  const canSeeBeatId = async (ctx: EntityContext, beatId: number) => {
    const beat = await beatsRepo.find(beatId);
    return beat !== null && canSeeBeat(ctx, beat);
  };
  registry.set('comment', commentEntity(createCommentsRepository(db), canSeeBeatId));
  registry.set(
    'post_it',
    postItEntity(createPostItsRepository(db), (name) => registry.has(name)),
  );
  registry.set('user_preference', userPreferenceEntity(createUserPreferencesRepository(db)));
  registry.set(
    'notification',
    notificationEntity(pushRepo, () => push.worker.nudge()),
  );
  // Accounting (issue 17, decisions 0035-0036): statements closed from the ledger, payouts over them.
  const statementsRepo = createStatementsRepository(db);
  const accounting = {
    statements: createStatementsService(statementsRepo),
    payouts: createPayoutsService(createPayoutsRepository(db), statementsRepo),
  };
  registry.set('income_statement', statementEntity(statementsRepo, accounting.statements));
  registry.set('payout', payoutEntity(accounting.payouts));
  // Promotions (issue 18, decision 0054): the layout's banner and ad, read on every page, cached 30 s.
  registry.set('promotion', promotionEntity(createPromotionsRepository(db), createContentCache(30_000)));

  const storage =
    config.storage.kind === 's3' ? s3Storage(config.storage) : localStorage(config.storage.root, config.secret);
  const ffmpeg = locateFfmpeg(config.ffmpegPath);
  const mediaRepo = createMediaRepository(db);
  const jobs = createMediaJobsRepository(db);
  const processor = createMediaProcessor({
    repo: mediaRepo,
    storage,
    ffmpeg,
    maxSeconds: config.uploadRules.master.max_duration ?? DEFAULT_UPLOAD_RULES.master.max_duration!,
  });
  const uploadSweeper = createUploadSweeper({ repo: mediaRepo, storage });
  const mediaWorker = createMediaWorker({ jobs, processor, log, idle: () => uploadSweeper.sweep() });
  const downloadTokens = createDownloadTokens(config.secret);
  const onQueued = () => mediaWorker.nudge();
  const uploads = createUploadsService({
    repo: mediaRepo,
    jobs,
    storage,
    rules: config.uploadRules,
    quota: config.uploadQuota,
    onQueued,
  });
  const downloads = createDownloadsService({
    repo: mediaRepo,
    storage,
    tokens: downloadTokens,
    canSee: canSeeBeatId,
  });
  // Download packages (issue 17, decision 0041): ZIPs built by a leased worker, shared by signed links.
  const downloadBuilder = createDownloadBuilder({
    repo: createDownloadBuildsRepository(db),
    storage,
    secret: config.secret,
    publicUrl: config.publicUrl,
    dataDir: config.dataDir,
    record: beatEvents.record,
    log,
  });
  registry.set('download_build', downloadBuilder.entity);

  const payments: PaymentGateway =
    config.payments.kind === 'stripe'
      ? createStripeGateway({ secretKey: config.payments.secretKey, webhookSecret: config.payments.webhookSecret })
      : createTestGateway(db);
  const ordersRepo = createOrdersRepository(db);
  // A refund of a delivered order takes the cents given back out of beat intelligence, on the day of
  // the refund, and the sale itself for a line refunded whole (decision 0074).
  const unsold: Unsold = (order, parts) => {
    for (const p of parts)
      beatEvents.record(p.beatId, 'purchase', { revenue: -p.cents, count: p.whole ? -1 : 0, userId: order.userId });
  };
  const refunds = createRefunds({
    orders: ordersRepo,
    refunds: createRefundsRepository(),
    mail,
    publicUrl: config.publicUrl,
    unsold,
  });
  const orders = createOrdersService({
    refunds,
    orders: ordersRepo,
    downloads,
    mail,
    gateway: payments,
    publicUrl: config.publicUrl,
    // A membership claim's own delivery mail (issue 31), not the sale's receipt.
    claimMail: (tx, order, lines) => usage.claimMail(tx, order, lines, billing.memberMails),
  });
  const orderRecovery = createOrderRecoveryService({
    orders: ordersRepo,
    gateway: payments,
    // A sale counts for beat intelligence once, when its order becomes fulfilled: at checkout or by recovery.
    fulfil: async (id) => {
      if (!(await orders.fulfil(id))) return;
      const found = await ordersRepo.get(id);
      for (const item of found?.items ?? [])
        beatEvents.record(item.beatId, 'purchase', { revenue: item.amount, userId: found!.order.userId });
    },
    refunds,
    log,
  });
  // Using a plan (issue 19, decision 0052): claims are zero-amount orders delivered like a sale.
  const usage = createUsage({ db, orders: ordersRepo, complete: (id) => orderRecovery.complete(id), now });
  // Subscriptions (issue 19, decisions 0048-0049): plans, subscribing, the one mover and the billing engine.
  const subscriptionsRepo = createSubscriptionsRepository(db, now);
  const billing = createBillingEngine({
    repo: createBillingRepository(db),
    jobs: createSubscriptionJobsRepository(db),
    gateway: payments,
    mail,
    transition: subscriptionsRepo.transition,
    now,
    publicUrl: config.publicUrl,
    log,
    chargebee: config.chargebee,
    producerPercent: config.producerSharePercent,
  });
  const subscriptionViews = createSubscriptionViews(subscriptionsRepo, usage.allowance);
  const trials = createTrialsRepository(db);
  const subscribe = createSubscribeService({
    trials,
    repo: subscriptionsRepo,
    gateway: payments,
    now,
    log,
    mails: billing.memberMails,
  });
  registry.set(
    'subscribable',
    subscribableEntity({
      repo: subscriptionsRepo,
      views: subscriptionViews,
      subscribe,
      producerPlans: async () => (await supportingData.settings()).producer_plans,
      trials,
    }),
  );
  registry.set(
    'subscription',
    subscriptionEntity({
      repo: subscriptionsRepo,
      views: subscriptionViews,
      service: createSubscriptionsService({
        repo: subscriptionsRepo,
        gateway: payments,
        now,
        mails: billing.memberMails,
        trials,
        retryNow: (id) => billing.retryNow(id),
      }),
      actions: { claim: claimAction(usage.claims) },
    }),
  );
  const checkout = createCheckoutService({
    cart,
    coupons: couponsRepo,
    orders: ordersRepo,
    gateway: payments,
    recovery: orderRecovery,
    producerPercent: config.producerSharePercent,
  });

  return {
    now,
    usage,
    billing,
    subscribe,
    push,
    accounting,
    beatEvents,
    cart,
    payments,
    orders,
    checkout,
    orderRecovery,
    storage,
    ffmpeg,
    mediaJobs: jobs,
    mediaProcessor: processor,
    mediaWorker,
    uploadSweeper,
    downloadBuilder,
    media: createMediaService({ repo: mediaRepo, jobs, storage, tokens: downloadTokens, uploads, downloads, onQueued }),
    users,
    sessions,
    mail,
    mailWorker,
    outbox,
    mailTransport,
    captcha,
    limits,
    supportingData,
    settings: createSettingsService({ repo: settingsRepo, supportingData }),
    autosuggest: createAutosuggestService(createAutosuggestRepository(db)),
    auth: createAuthService({ users, tokens, confirmations, limits, captcha, mail, publicUrl: config.publicUrl }),
    recovery,
    devices: createDeviceCookies(config.secret),
    account: createAccountService({
      users,
      tokens,
      confirmations,
      sessions,
      limits,
      mail,
      publicUrl: config.publicUrl,
    }),
    contact,
    content,
    slides,
    oauth: createOAuthService({
      providers: new Map(config.oauthProviders.map((p) => [p.id, createOidcProvider(p)])),
      states: createOAuthStatesRepository(db),
      users,
      publicUrl: config.publicUrl,
    }),
    entities: createEntityService(createEntityRepository(db), registry, { exportMaxRows: config.limits.exportMaxRows }),
    reports: createReportRegistry([
      ...intelligenceReports(createIntelRepository(db)),
      ...accountingReports(createAccountingReportsRepository(db)),
    ]),
  };
}
export type Services = ReturnType<typeof buildServices>;
