import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_UPLOAD_RULES, UPLOAD_PURPOSES, type UploadRules } from '@beatmarket/shared';
import { envSchema, type Env } from './config-env.js';
import { limitsConfig, type LimitsConfig } from './config-limits.js';
import type { OAuthProviderConfig } from './config-oauth.js';
import type { ChargebeeConfig } from './adapters/billing-chargebee.js';
import type { S3Options } from './adapters/storage-s3.js';
import { localVapidKeys } from './modules/push/vapid-keys.js';
import { BROWSER_PUSH_SERVICES } from './core/outbound/policy.js';
import type { TrustProxy } from './http/trust-proxy.js';

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Connections to DATABASE_URL; about twice the database server's cores serves reads best (decision 0065). */
  databasePoolSize: number;
  /**
   * A streaming replica of DATABASE_URL for catalog reads while it is at most maxLagMs behind; a client
   * that wrote reads from the primary for maxLagMs + 1 s (decision 0087).
   */
  databaseRead: { url: string; maxLagMs: number } | undefined;
  /** On SIGTERM, how long to answer "not ready" before closing, so a balancer stops sending requests first. */
  shutdownDrainMs: number;
  /** Bearer token for GET /metrics; without it only the machine itself reads the metrics. */
  metricsToken: string | undefined;
  publicUrl: string;
  secret: string;
  seedDemo: boolean;
  logLevel: string;
  /** Fastify's trustProxy: the proxies' hop count or addresses; never `true` (every hop), which a client could spoof. */
  trustProxy: TrustProxy;
  sessionTtlMs: number;
  /** Absolute session lifetime from its login, however active (SESSION_MAX_HOURS). */
  sessionMaxMs: number;
  mail: { smtpUrl: string | undefined; from: string; contactTo: string };
  captcha: {
    provider: 'altcha' | 'recaptcha';
    altchaCost: number;
    recaptchaSiteKey?: string;
    recaptchaSecret?: string;
  };
  oauthProviders: OAuthProviderConfig[];
  storage: { kind: 'local'; root: string } | ({ kind: 's3' } & S3Options);
  uploadRules: UploadRules;
  uploadQuota: { slots: number; bytes: number };
  ffmpegPath: string | undefined;
  /** Run the audio pipeline's worker in this process (off: another process runs it). */
  mediaWorker: boolean;
  payments: { kind: 'test' } | { kind: 'stripe'; secretKey: string; publishableKey: string; webhookSecret: string };
  /** Chargebee's site, API key and webhook credentials; null: Chargebee is off (the built-in engine bills). */
  chargebee: ChargebeeConfig | null;
  /** The producers' part of each sale (split with a coproducer half and half); the rest is the house's. */
  producerSharePercent: number;
  /** Days a sold trackouts add-on may wait for its file before it is refunded (decision 0077). */
  trackoutsRefundDays: number;
  /** Days a sale's cents wait before a payout may pay them: the refund window (decision 0090). */
  payoutRefundWindowDays: number;
  /** Offers (decision 0098): days an offer stays open, hours its checkout link works, a journey's clock file. */
  offers: { expiryDays: number; linkHours: number; dailyLimit: number; clockFile: string | null };
  /** Give demo beats covers and synthesized audio (off for benchmarks that measure something else). */
  demoMedia: boolean;
  webDist?: string;
  /** Web push (VAPID) keys and contact; null: push is off (production without the keys). */
  push: { publicKey: string; privateKey: string; subject: string } | null;
  /** The push services subscriptions may point to (an allowlist; decision 0071). */
  pushServices: string[];
  limits: LimitsConfig;
}

export class ConfigError extends Error {}

/** Reads and validates the environment; a bad value stops start-up with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  checkCombinations(e);
  const dataDir = path.resolve(e.DATA_DIR);
  const uploadRules = Object.fromEntries(
    UPLOAD_PURPOSES.map((p) => [p, { ...DEFAULT_UPLOAD_RULES[p], ...e.UPLOAD_RULES[p] }]),
  ) as UploadRules;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    metricsToken: e.METRICS_TOKEN,
    databaseRead: e.DATABASE_READ_URL ? { url: e.DATABASE_READ_URL, maxLagMs: e.DATABASE_READ_MAX_LAG_MS } : undefined,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    secret: e.APP_SECRET ?? localSecret(dataDir),
    // A production start never seeds the demo accounts (an administrator with the public password)
    // unless SEED_DEMO=1 asks, on the embedded database as on PostgreSQL.
    seedDemo: e.SEED_DEMO ?? e.NODE_ENV !== 'production',
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    sessionTtlMs: e.SESSION_TTL_HOURS * 3600_000,
    sessionMaxMs: e.SESSION_MAX_HOURS * 3600_000,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, contactTo: e.CONTACT_EMAIL },
    captcha: {
      provider: e.CAPTCHA_PROVIDER,
      altchaCost: e.ALTCHA_COST,
      recaptchaSiteKey: e.RECAPTCHA_SITE_KEY,
      recaptchaSecret: e.RECAPTCHA_SECRET,
    },
    oauthProviders: e.OAUTH_PROVIDERS,
    storage: storageConfig(e, dataDir),
    uploadRules,
    uploadQuota: { slots: e.UPLOAD_QUOTA_SLOTS, bytes: e.UPLOAD_QUOTA_BYTES },
    limits: limitsConfig(e),
    payments: paymentsConfig(e),
    chargebee: chargebeeConfig(e),
    producerSharePercent: e.PRODUCER_SHARE_PERCENT,
    trackoutsRefundDays: e.TRACKOUTS_REFUND_DAYS,
    payoutRefundWindowDays: e.PAYOUT_REFUND_WINDOW_DAYS,
    offers: {
      expiryDays: e.OFFER_EXPIRY_DAYS,
      linkHours: e.OFFER_LINK_HOURS,
      dailyLimit: e.OFFER_DAILY_LIMIT,
      clockFile: e.NODE_ENV === 'test' ? (e.OFFER_CLOCK_FILE ?? null) : null,
    },
    ffmpegPath: e.FFMPEG_PATH,
    mediaWorker: e.MEDIA_WORKER,
    demoMedia: e.DEMO_MEDIA,
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : undefined,
    push: pushConfig(e, dataDir),
    pushServices: e.PUSH_SERVICES ?? [...BROWSER_PUSH_SERVICES],
  };
}

/** Settings that only work together; zod checks each variable alone. */
function checkCombinations(e: Env): void {
  if (e.DATABASE_READ_URL && !e.DATABASE_URL)
    throw new ConfigError('Invalid configuration:\n  DATABASE_READ_URL: a replica of DATABASE_URL, which is not set');
  if (e.CAPTCHA_PROVIDER === 'recaptcha' && (!e.RECAPTCHA_SECRET || !e.RECAPTCHA_SITE_KEY)) {
    throw new ConfigError(
      'Invalid configuration:\n  CAPTCHA_PROVIDER=recaptcha needs RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET',
    );
  }
  if (e.NODE_ENV === 'production' && !e.APP_SECRET) {
    throw new ConfigError('Invalid configuration:\n  APP_SECRET: required when NODE_ENV=production');
  }
  if (e.STORAGE === 's3' && (!e.S3_BUCKET || !e.S3_PUBLIC_URL)) {
    throw new ConfigError('Invalid configuration:\n  STORAGE=s3 needs S3_BUCKET and S3_PUBLIC_URL');
  }
  if (e.PAYMENTS === 'stripe' && (!e.STRIPE_SECRET_KEY || !e.STRIPE_PUBLISHABLE_KEY || !e.STRIPE_WEBHOOK_SECRET)) {
    throw new ConfigError(
      'Invalid configuration:\n  PAYMENTS=stripe needs STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET',
    );
  }
  const chargebee = [e.CHARGEBEE_SITE, e.CHARGEBEE_API_KEY, e.CHARGEBEE_WEBHOOK_USER, e.CHARGEBEE_WEBHOOK_PASSWORD];
  if (chargebee.some(Boolean) && !chargebee.every(Boolean)) {
    throw new ConfigError(
      'Invalid configuration:\n  CHARGEBEE_SITE, CHARGEBEE_API_KEY, CHARGEBEE_WEBHOOK_USER and CHARGEBEE_WEBHOOK_PASSWORD go together',
    );
  }
  if (!e.VAPID_PUBLIC_KEY !== !e.VAPID_PRIVATE_KEY) {
    throw new ConfigError('Invalid configuration:\n  VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together');
  }
}

function storageConfig(e: Env, dataDir: string): Config['storage'] {
  if (e.STORAGE !== 's3') return { kind: 'local', root: path.join(dataDir, 'storage') };
  return {
    kind: 's3',
    bucket: e.S3_BUCKET!,
    region: e.S3_REGION,
    endpoint: e.S3_ENDPOINT,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    publicUrl: e.S3_PUBLIC_URL!,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
  };
}

function paymentsConfig(e: Env): Config['payments'] {
  if (e.PAYMENTS !== 'stripe') return { kind: 'test' };
  return {
    kind: 'stripe',
    secretKey: e.STRIPE_SECRET_KEY!,
    publishableKey: e.STRIPE_PUBLISHABLE_KEY!,
    webhookSecret: e.STRIPE_WEBHOOK_SECRET!,
  };
}

function chargebeeConfig(e: Env): Config['chargebee'] {
  if (!e.CHARGEBEE_SITE) return null;
  return {
    site: e.CHARGEBEE_SITE,
    apiKey: e.CHARGEBEE_API_KEY!,
    webhookUser: e.CHARGEBEE_WEBHOOK_USER!,
    webhookPassword: e.CHARGEBEE_WEBHOOK_PASSWORD!,
  };
}

/** Keys from the environment; else, outside production, generated into DATA_DIR; else push is off (decision 0046). */
function pushConfig(e: Env, dataDir: string): Config['push'] {
  const subject = e.VAPID_SUBJECT ?? `mailto:${e.CONTACT_EMAIL}`;
  if (e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY)
    return { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY, subject };
  return e.NODE_ENV === 'production' ? null : { ...localVapidKeys(dataDir), subject };
}

/** Outside production a secret is generated once and kept in DATA_DIR so sessions survive restarts. */
function localSecret(dataDir: string): string {
  const file = path.join(dataDir, 'secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
