import type { FastifyInstance } from 'fastify';
import type { Captcha } from '../../adapters/captcha.js';
import { AppError } from '../../core/errors.js';
import { etagMatches } from './boot-body.js';
import type { SupportingDataService } from './supporting-data.service.js';

export async function systemRoutes(
  app: FastifyInstance,
  opts: { supportingData: SupportingDataService; captcha: Captcha },
) {
  // Prepared text with only the CSRF token spliced in, and a 304 for a browser that has this content
  // with a token still good for its cookies (decision 0080). The body is bytes, so no serialiser runs.
  app.get('/supporting-data', async (req, reply) => {
    const boot = await opts.supportingData.bootBody();
    // The token's binding is part of the name: a browser that kept a body from other cookies (a login
    // since, a new session) never gets a 304 for it, whatever its cache makes of `Vary: Cookie`.
    const etag = `W/"${boot.version}.${reply.csrfBindingTag()}"`;
    reply.header('etag', etag).header('cache-control', 'private, no-cache').header('vary', 'Cookie');
    if (reply.csrfUnchanged() && etagMatches(req.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(boot.withToken(reply.csrfToken()));
  });

  // Raw challenge JSON (not the envelope): the ALTCHA widget fetches it directly.
  app.get('/captcha/challenge', async (_req, reply) => {
    const challenge = await opts.captcha.challenge();
    if (!challenge) throw new AppError('not_found');
    return reply.header('cache-control', 'no-store').send(challenge);
  });
}
