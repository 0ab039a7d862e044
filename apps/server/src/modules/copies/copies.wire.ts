import type { AreaParts, Base } from '../../wiring.js';
import type { MailService } from '../mail/mail.service.js';
import { createCopiesRepository } from './copies.repository.js';
import { copiesRoutes } from './copies.routes.js';
import { createCopiesService } from './copies.service.js';
import { createFpcalc } from './fpcalc.js';

/** Issue 37 §4: fingerprints of every master, the copies they reveal, and the administrators' review queue. */
export function wireCopies({ db, log, config }: Base, mail: MailService) {
  const copies = createCopiesService({
    repo: createCopiesRepository(db),
    fpcalc: createFpcalc((message) => log.warn(message)),
    mail,
    publicUrl: config.publicUrl,
  });
  const api: AreaParts['api'] = async (app) => void (await app.register(copiesRoutes, { copies }));
  return { api, copies };
}
