import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import helmet from 'helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { Storage } from '../adapters/storage.js';

declare module 'fastify' {
  interface FastifyReply {
    /** Lets this one response run an inline script (the OAuth pop-up's last page); returns the nonce for its tag. */
    allowInlineScript(): string;
  }
}

export interface SecurityHeadersOptions {
  /** PUBLIC_URL: https turns on HSTS and upgrade-insecure-requests. */
  publicUrl: string;
  /** Origins the browser reads media from and uploads to (S3 bucket, CDN); empty for local storage. */
  storageOrigins: string[];
  /** With Stripe, only a document loaded at /checkout may run Stripe.js (decision 0020). */
  stripe: boolean;
  /** The analytics provider the settings name now (issue 17); its hosts are allowed only while it is chosen. */
  analyticsProvider?: () => Promise<AnalyticsProvider>;
}

type AnalyticsProvider = 'builtin' | 'ga4' | 'plausible';
/** What GA4's gtag.js and Plausible's script load and send to (their documented CSP lists). */
const ANALYTICS: Record<Exclude<AnalyticsProvider, 'builtin'>, Record<'script' | 'connect' | 'img', string[]>> = {
  ga4: {
    script: ['https://www.googletagmanager.com'],
    connect: [
      'https://www.google-analytics.com',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://www.googletagmanager.com',
    ],
    img: ['https://www.google-analytics.com', 'https://www.googletagmanager.com'],
  },
  plausible: { script: ['https://plausible.io'], connect: ['https://plausible.io'], img: [] },
};
const ANALYTICS_KEY = Symbol('analytics provider');
type WithAnalytics = IncomingMessage & { [ANALYTICS_KEY]?: AnalyticsProvider };

/**
 * The pages that load Stripe.js (checkout, and a membership's subscribe and card update); the SPA reloads
 * into them so the document gets this policy.
 */
export const CHECKOUT_PATH = /^\/(checkout|subscribe\/\d+|subscription\/\d+)\/?$/;
const STRIPE = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
  img: ['https://*.stripe.com'],
};
/** The store's licensing video in the licence editor's help panel. */
const VIDEO_FRAMES = ['https://www.youtube-nocookie.com'];

const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'usb=()',
  'payment=(self)',
  `fullscreen=(self "${VIDEO_FRAMES[0]}")`,
].join(', ');

/**
 * Headers on every response (decision 0020): a Content-Security-Policy without inline scripts, no
 * framing by other sites, nosniff, a referrer policy, a permissions policy, and HSTS on https.
 */
export default fp(async function securityHeaders(app: FastifyInstance, opts: SecurityHeadersOptions) {
  const https = opts.publicUrl.startsWith('https://');
  const onCheckout = (req: IncomingMessage) => opts.stripe && CHECKOUT_PATH.test((req.url ?? '').split('?')[0]!);
  // helmet calls a function entry per request; an empty string adds nothing.
  const stripe = (list: string[]) => (req: IncomingMessage) => (onCheckout(req) ? list.join(' ') : '');
  const storage = opts.storageOrigins;
  const analytics = (kind: 'script' | 'connect' | 'img') => (req: IncomingMessage) => {
    const provider = (req as WithAnalytics)[ANALYTICS_KEY];
    return provider && provider !== 'builtin' ? ANALYTICS[provider][kind].join(' ') : '';
  };
  // Before helmet's own hook, so its policy sees the provider the settings name at this request.
  if (opts.analyticsProvider) {
    const read = opts.analyticsProvider;
    app.addHook('onRequest', async (req) => {
      // Only a page loads the provider's script: an API answer's policy needs no sources for it.
      if (req.url.startsWith('/private-api/')) return;
      (req.raw as WithAnalytics)[ANALYTICS_KEY] = await read().catch(() => 'builtin' as const);
    });
  }

  /**
   * Built once: @fastify/helmet built helmet's middleware again for every request, parsing the policy each
   * time (issue 33). An API answer's policy has no per-request part (no page, so no Stripe and no analytics
   * script): helmet writes it once; a page's is completed per request by the functions above.
   */
  const headersFor = (page: boolean) => {
    const perPage = <T>(entries: T[]) => (page ? entries : []);
    return helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...perPage([stripe(STRIPE.script), analytics('script')])],
          // Libraries inject <style> (the captcha widget) and React writes style attributes; styles cannot run code.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', ...storage, ...perPage([stripe(STRIPE.img), analytics('img')])],
          mediaSrc: ["'self'", 'blob:', ...storage],
          connectSrc: ["'self'", ...storage, ...perPage([stripe(STRIPE.connect), analytics('connect')])],
          fontSrc: ["'self'", 'data:'],
          // The captcha's proof of work runs in workers made from blob: URLs.
          workerSrc: ["'self'", 'blob:'],
          frameSrc: ["'self'", ...VIDEO_FRAMES, ...perPage([stripe(STRIPE.frame)])],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          upgradeInsecureRequests: https ? [] : null,
        },
      },
      // The OAuth pop-up reports back to its opener after visiting the provider.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      // Covers and previews of local storage may be shown by other sites (link previews, embeds).
      crossOriginResourcePolicy: { policy: 'same-site' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: https ? { maxAge: 365 * 24 * 3600, includeSubDomains: true } : false,
      xFrameOptions: { action: 'deny' },
    });
  };
  const [pageHeaders, apiHeaders] = [headersFor(true), headersFor(false)];
  app.addHook('onRequest', (req, reply, done) =>
    (req.url.startsWith('/private-api/') ? apiHeaders : pageHeaders)(req.raw, reply.raw, () => done()),
  );

  app.addHook('onRequest', async (_req, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });

  app.decorateReply('allowInlineScript', function (this: FastifyReply) {
    const nonce = randomBytes(16).toString('base64');
    const csp = String(this.raw.getHeader('content-security-policy') ?? '');
    this.header('content-security-policy', csp.replace(/script-src ([^;]*)/, `script-src $1 'nonce-${nonce}'`));
    return nonce;
  });
});

/** Other origins the browser must reach for files: S3's public URL (or CDN) and its upload endpoint. */
export async function storageOriginsOf(storage: Storage, publicUrl: string): Promise<string[]> {
  const urls = [storage.publicUrl('public/probe')];
  try {
    urls.push(
      (
        await storage.presignPost({
          key: 'incoming/probe',
          contentType: 'application/octet-stream',
          maxSize: 1,
          expiresInSec: 60,
        })
      ).action,
    );
  } catch {
    // No credentials yet: uploads fail anyway until they are set.
  }
  const own = new URL(publicUrl).origin;
  return [...new Set(urls.map((u) => new URL(u, publicUrl).origin))].filter((o) => o !== own);
}
