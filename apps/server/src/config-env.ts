import { z } from 'zod';
import { UPLOAD_PURPOSES } from '@beatmarket/shared';
import { limitsEnv } from './config-limits.js';
import { oauthProvider } from './config-oauth.js';
import { isVapidPrivateKey, isVapidPublicKey } from './modules/push/vapid-keys.js';
import { ALLOWLIST_ENTRY } from './core/outbound/policy.js';
import { parseTrustProxy, TRUST_PROXY_HELP } from './http/trust-proxy.js';

const jsonString = (what: string) =>
  z.string().transform((s, ctx) => {
    try {
      return JSON.parse(s) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: `must be ${what}` });
      return z.NEVER;
    }
  });
const uploadRule = z.object({
  accept: z.array(z.string().min(3)).min(1).optional(),
  max_size: z.number().int().positive().optional(),
  max_duration: z
    .number()
    .int()
    .positive()
    .max(24 * 3600)
    .optional(),
  max_pixels: z.number().int().positive().max(1_000_000_000).optional(),
});

const boolish = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');

/** Every environment variable the server reads, each checked alone (config.ts checks the combinations). */
export const envSchema = z.object({
  ...limitsEnv,
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DATABASE_READ_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  DATABASE_READ_MAX_LAG_MS: z.coerce.number().int().min(100).max(60_000).default(1000),
  PUBLIC_URL: z.url().optional(),
  APP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SEED_DEMO: boolish.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const parsed = parseTrustProxy(v);
      if (parsed === undefined) ctx.addIssue({ code: 'custom', message: TRUST_PROXY_HELP });
      return parsed ?? false;
    }),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 365)
    .default(24 * 30),
  SESSION_MAX_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 365)
    .default(24 * 90),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().default('Beatmarket <no-reply@beatmarket.test>'),
  CONTACT_EMAIL: z.email('must be an email address').default('hello@beatmarket.test'),
  CAPTCHA_PROVIDER: z.enum(['altcha', 'recaptcha']).default('altcha'),
  ALTCHA_COST: z.coerce.number().int().min(1).max(10_000_000).default(5_000),
  RECAPTCHA_SITE_KEY: z.string().optional(),
  RECAPTCHA_SECRET: z.string().optional(),
  STORAGE: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: z.url().optional(),
  S3_FORCE_PATH_STYLE: boolish.default(false),
  UPLOAD_RULES: jsonString('a JSON object')
    .pipe(z.partialRecord(z.enum(UPLOAD_PURPOSES), uploadRule))
    .default({}),
  /** Per account: upload slots open at once (an unused slot holds its key for its hour), and their bytes. */
  UPLOAD_QUOTA_SLOTS: z.coerce.number().int().min(1).max(10_000).default(30),
  UPLOAD_QUOTA_BYTES: z.coerce
    .number()
    .int()
    .min(1024 * 1024)
    .default(5 * 1024 ** 3),
  FFMPEG_PATH: z.string().optional(),
  MEDIA_WORKER: boolish.default(true),
  DEMO_MEDIA: boolish.default(true),
  /** Where the built web app is; lets two journey runs on one machine each build their own. */
  WEB_DIST: z.string().optional(),
  PAYMENTS: z.enum(['test', 'stripe']).default('test'),
  STRIPE_SECRET_KEY: z.string().regex(/^sk_/, 'must start with sk_').optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_/, 'must start with pk_').optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, 'must start with whsec_')
    .optional(),
  PRODUCER_SHARE_PERCENT: z.coerce.number().int().min(0).max(100).default(70),
  /** Days a buyer waits for a missing trackouts file before that part is refunded (decision 0077). */
  TRACKOUTS_REFUND_DAYS: z.coerce.number().int().min(0).max(365).default(14),
  /** Days a sale's cents wait (the refund window) before a payout may pay them (decision 0090). */
  PAYOUT_REFUND_WINDOW_DAYS: z.coerce.number().int().min(0).max(365).default(14),
  /** Days an offer stays open without an answer (decision 0098). */
  OFFER_EXPIRY_DAYS: z.coerce.number().int().min(1).max(90).default(7),
  /** Hours an accepted offer's checkout link works (decision 0098). */
  OFFER_LINK_HOURS: z.coerce.number().int().min(1).max(720).default(48),
  /** Offers a buyer may make in a day, all beats together (decision 0098: no spam). */
  OFFER_DAILY_LIMIT: z.coerce.number().int().min(1).max(10_000).default(10),
  /** Journeys only (NODE_ENV=test): a file holding milliseconds the offers' clock runs ahead (decision 0098). */
  OFFER_CLOCK_FILE: z.string().min(1).optional(),
  // Chargebee billing (issue 19, decision 0051): all four or none.
  CHARGEBEE_SITE: z
    .string()
    .regex(/^([a-z0-9-]+|https?:\/\/\S+)$/, 'must be a site name (acme for acme.chargebee.com) or a URL')
    .optional(),
  CHARGEBEE_API_KEY: z.string().min(1).optional(),
  CHARGEBEE_WEBHOOK_USER: z.string().min(1).optional(),
  CHARGEBEE_WEBHOOK_PASSWORD: z.string().min(16, 'must be at least 16 characters').optional(),
  OAUTH_PROVIDERS: jsonString('a JSON array').pipe(z.array(oauthProvider)).default([]),
  VAPID_PUBLIC_KEY: z.string().refine(isVapidPublicKey, 'must be a P-256 public key, base64url (65 bytes)').optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .refine(isVapidPrivateKey, 'must be a P-256 private key, base64url (32 bytes)')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'must be a mailto: or https:// address')
    .optional(),
  // Where browsers' push subscriptions may point (decision 0071): hosts, *.domains, or exact origins.
  PUSH_SERVICES: z
    .string()
    .transform((s) =>
      s
        .split(',')
        .map((e) => e.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z.string().regex(ALLOWLIST_ENTRY, 'each entry must be a host, *.domain, or an http(s)://host:port origin'),
      ),
    )
    .optional(),
});

export type Env = z.output<typeof envSchema>;
