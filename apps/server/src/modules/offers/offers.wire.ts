import type { AreaParts, Base } from '../../wiring.js';
import type { MailService } from '../mail/mail.service.js';
import { offerClock } from './offer-clock.js';
import { createOfferMail } from './offer-mail.js';
import { createOfferSettingsService } from './offer-settings.service.js';
import { createOffersRepository } from './offers.repository.js';
import { offersRoutes } from './offers.routes.js';
import { createOffersService, type OffersDeps } from './offers.service.js';

/** Offers and counter-offers (issue 35 §2, decision 0098): money goes through commerce's cart and checkout. */
export function wireOffers({ config, db, now }: Base, deps: { mail: MailService; cart: OffersDeps['cart'] }) {
  const repo = createOffersRepository(db);
  const settings = createOfferSettingsService(repo);
  const service = createOffersService({
    repo,
    cart: deps.cart,
    mail: createOfferMail({ repo, mail: deps.mail, publicUrl: config.publicUrl }),
    now: offerClock(config, now),
    expiryDays: config.offers.expiryDays,
    linkHours: config.offers.linkHours,
    dailyLimit: config.offers.dailyLimit,
  });
  return {
    offers: service,
    api: (async (app) => void (await app.register(offersRoutes, { service, settings }))) satisfies AreaParts['api'],
  };
}
