import type { AreaParts, Base } from '../../wiring.js';
import type { MailService } from '../mail/mail.service.js';
import { createDigestService } from './digest.service.js';
import { createFollowsRepository } from './follows.repository.js';
import { followsRoutes, unsubscribeRoutes } from './follows.routes.js';
import { createFollowsService } from './follows.service.js';
import { createMessagesRepository } from './messages.repository.js';
import { messagesRoutes } from './messages.routes.js';
import { createMessagesService } from './messages.service.js';

/** Followers of producers and the daily release digest (issue 38 §2, decision 0106). */
export function wireFollows({ config, db, log, now }: Base, mail: MailService) {
  const repo = createFollowsRepository(db);
  const follows = createFollowsService(repo);
  const digests = createDigestService({ repo, mail, publicUrl: config.publicUrl, secret: config.secret, now, log });
  const messages = createMessagesService({
    repo: createMessagesRepository(db),
    mail,
    unsubscribeUrl: digests.unsubscribeUrl,
    now,
    publicUrl: config.publicUrl,
  });
  return {
    follows,
    digests,
    api: (async (app) => {
      await app.register(followsRoutes, { follows, digests });
      await app.register(messagesRoutes, { messages });
    }) satisfies AreaParts['api'],
    site: (async (app) => void (await app.register(unsubscribeRoutes, { digests }))) satisfies AreaParts['site'],
  };
}
