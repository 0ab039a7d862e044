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
import { createBeatEventsRepository } from './modules/analytics/beat-events.repository.js';
import { createBeatEventsService } from './modules/analytics/beat-events.service.js';
import { createAutosuggestRepository } from './modules/catalog/autosuggest.repository.js';
import { createAutosuggestService } from './modules/catalog/autosuggest.service.js';
import { createEntityRepository } from './modules/entities/entity.repository.js';
import { createEntityService } from './modules/entities/entity.service.js';
import type { AnyEntity, EntityContext } from './modules/entities/entity.types.js';
import { textSnippetEntity } from './modules/content/text-snippet.entity.js';
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
import { createUsersRepository } from './modules/auth/users.repository.js';
import { createTestGateway, type PaymentGateway } from './adapters/payments.js';
import { createStripeGateway } from './adapters/payments-stripe.js';
import { createCheckoutService } from './modules/commerce/checkout.service.js';
import { createOrdersRepository } from './modules/commerce/orders.repository.js';
import { createOrdersService } from './modules/commerce/orders.service.js';
import { createOrderRecoveryService } from './modules/commerce/order-recovery.service.js';
import { createPostItsRepository } from './modules/notes/post-its.repository.js';
import { postItEntity } from './modules/notes/post-it.entity.js';
import { createUserPreferencesRepository } from './modules/preferences/user-preferences.repository.js';
import { userPreferenceEntity } from './modules/preferences/user-preference.entity.js';

/** The composition root: every adapter, repository and service is wired here and only here. */
export function buildServices(config: Config, db: Db, log: FastifyBaseLogger) {
  const users = createUsersRepository(db);
  const tokens = createAccountTokensRepository(db);
  const confirmations = createEmailConfirmationsRepository(db);
  const limits = createRateLimitService(createRateLimitRepository(db));
  const sessions = createSessionService(createSessionsRepository(db), config.sessionTtlMs);
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
  });
  const cart = createCartService(createCartRepository(db), couponsRepo, beatEvents.record);
  const registry = new Map<string, AnyEntity>([
    ['user', userEntity(users, recovery)],
    ['mail', mailEntity],
    ['email_template', emailTemplateEntity(emailTemplates, mail)],
    ['text_snippet', textSnippetEntity],
    [
      'beat',
      beatEntity(
        beatsRepo,
        createBeatEditingRepository(db),
        () => supportingData.settings(),
        () => licensesRepo.cheapest(),
        () => couponsRepo.offers(),
        beatEvents.record,
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

  const storage =
    config.storage.kind === 's3' ? s3Storage(config.storage) : localStorage(config.storage.root, config.secret);
  const ffmpeg = locateFfmpeg(config.ffmpegPath);
  const mediaRepo = createMediaRepository(db);
  const jobs = createMediaJobsRepository(db);
  const processor = createMediaProcessor({ repo: mediaRepo, storage, ffmpeg });
  const mediaWorker = createMediaWorker({ jobs, processor, log });
  const downloadTokens = createDownloadTokens(config.secret);
  const onQueued = () => mediaWorker.nudge();
  const uploads = createUploadsService({ repo: mediaRepo, jobs, storage, rules: config.uploadRules, onQueued });
  const downloads = createDownloadsService({
    repo: mediaRepo,
    storage,
    tokens: downloadTokens,
    canSee: canSeeBeatId,
  });

  const payments: PaymentGateway =
    config.payments.kind === 'stripe'
      ? createStripeGateway({ secretKey: config.payments.secretKey, webhookSecret: config.payments.webhookSecret })
      : createTestGateway(db);
  const ordersRepo = createOrdersRepository(db);
  const orders = createOrdersService({
    orders: ordersRepo,
    downloads,
    mail,
    gateway: payments,
    publicUrl: config.publicUrl,
  });
  const orderRecovery = createOrderRecoveryService({
    orders: ordersRepo,
    gateway: payments,
    fulfil: (id) => orders.fulfil(id),
    log,
  });
  const checkout = createCheckoutService({
    cart,
    coupons: couponsRepo,
    orders: ordersRepo,
    gateway: payments,
    recovery: orderRecovery,
    producerPercent: config.producerSharePercent,
    events: beatEvents.record,
  });

  return {
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
    account: createAccountService({ users, confirmations, sessions, limits, mail, publicUrl: config.publicUrl }),
    contact: createContactService({ captcha, limits, mail, teamAddress: config.mail.contactTo }),
    oauth: createOAuthService({
      providers: new Map(config.oauthProviders.map((p) => [p.id, createOidcProvider(p)])),
      states: createOAuthStatesRepository(db),
      users,
      publicUrl: config.publicUrl,
    }),
    entities: createEntityService(createEntityRepository(db), registry),
  };
}
export type Services = ReturnType<typeof buildServices>;
