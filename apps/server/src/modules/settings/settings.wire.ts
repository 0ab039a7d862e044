import type { Captcha } from '../../adapters/captcha.js';
import type { Base } from '../../wiring.js';
import { createSettingsRepository } from './settings.repository.js';
import { createSettingsService } from './settings.service.js';
import { createSupportingDataService } from './supporting-data.service.js';

/** Site settings and the supporting data every page boots with. */
export function wireSettings({ config, db }: Base, captcha: Captcha) {
  const repo = createSettingsRepository(db);
  const supportingData = createSupportingDataService(repo, {
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
  return { supportingData, settings: createSettingsService({ repo, supportingData }) };
}
export type SettingsArea = ReturnType<typeof wireSettings>;
