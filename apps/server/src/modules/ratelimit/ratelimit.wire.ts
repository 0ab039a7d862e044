import { altchaCaptcha, recaptchaCaptcha, type Captcha } from '../../adapters/captcha.js';
import type { Base } from '../../wiring.js';
import { createRateLimitRepository, createUsedTokenStore } from './rate-limit.repository.js';
import { createRateLimitService } from './rate-limit.service.js';

/** Abuse protection: the per-account and per-client limits, and the captcha in front of public forms. */
export function wireRateLimit({ config, db }: Base) {
  const limits = createRateLimitService(createRateLimitRepository(db));
  const captcha: Captcha =
    config.captcha.provider === 'recaptcha'
      ? recaptchaCaptcha(config.captcha.recaptchaSecret!)
      : altchaCaptcha({ secret: config.secret, cost: config.captcha.altchaCost, store: createUsedTokenStore(db) });
  return { limits, captcha };
}
export type RateLimitArea = ReturnType<typeof wireRateLimit>;
