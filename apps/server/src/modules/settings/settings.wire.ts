import type { Captcha } from '../../adapters/captcha.js';
import type { AreaParts, Base } from '../../wiring.js';
import { createSettingsRepository } from './settings.repository.js';
import { settingsRoutes } from './settings.routes.js';
import { createSettingsService } from './settings.service.js';
import { systemRoutes } from './system.routes.js';
import { createSupportingDataService } from './supporting-data.service.js';

/** Site settings and the supporting data every page boots with. */
export function wireSettings({ config, db, changes }: Base, captcha: Captcha) {
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
  changes.on('settings', () => supportingData.invalidate());
  const settings = createSettingsService({ repo, announce: () => changes.announce('settings') });
  const api: AreaParts['api'] = async (app) => {
    await app.register(systemRoutes, { supportingData, captcha });
    await app.register(settingsRoutes, { settings });
  };
  return { supportingData, settings, api };
}
export type SettingsArea = ReturnType<typeof wireSettings>;
