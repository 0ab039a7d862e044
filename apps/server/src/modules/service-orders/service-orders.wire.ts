import type { AreaParts, Base } from '../../wiring.js';
import type { MailService } from '../mail/mail.service.js';
import { serviceFiles, type ServiceTokens } from './service-files.js';
import { createServiceOrderMail } from './service-order-mail.js';
import { createServiceOffersRepository } from './service-offers.repository.js';
import { serviceOffersRoutes } from './service-offers.routes.js';
import { createServiceOffersService } from './service-offers.service.js';
import { createServiceOrdersRepository } from './service-orders.repository.js';
import { serviceOrdersRoutes } from './service-orders.routes.js';
import { createServiceOrdersService, type RefundLine } from './service-orders.service.js';

/** Service orders (issue 34): files through the media area's uploads and tokens, money through commerce's cart. */
export function wireServiceOrders(
  { config, db }: Base,
  deps: { tokens: ServiceTokens; mail: MailService; refundLine: RefundLine },
) {
  const repo = createServiceOrdersRepository(db);
  const offers = createServiceOffersService(createServiceOffersRepository(db));
  const mail = createServiceOrderMail({ repo, mail: deps.mail, publicUrl: config.publicUrl });
  const service = createServiceOrdersService({
    repo,
    files: serviceFiles(deps.tokens),
    mail,
    refundLine: deps.refundLine,
    offers,
  });
  return {
    serviceOrders: service,
    /** Commerce calls this in the delivery's transaction once a milestone is captured. */
    onServicePaid: async (tx: Parameters<Parameters<typeof repo.transaction>[0]>[0], ids: number[]) => {
      for (const id of ids) {
        const order = (await repo.byId(id, tx))!;
        await mail(order, order.status === 'completed' ? 'completed' : 'deposit_paid', 'both', tx);
      }
    },
    api: (async (app) => {
      await app.register(serviceOrdersRoutes, { service });
      await app.register(serviceOffersRoutes, { offers });
    }) satisfies AreaParts['api'],
  };
}
