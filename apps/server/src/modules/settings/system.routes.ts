import type { FastifyInstance } from 'fastify';
import type { Captcha } from '../../adapters/captcha.js';
import { ok } from '../../http/envelope.js';
import { AppError } from '../../core/errors.js';
import type { SupportingDataService } from './supporting-data.service.js';

export async function systemRoutes(
  app: FastifyInstance,
  opts: { supportingData: SupportingDataService; captcha: Captcha },
) {
  app.get('/supporting-data', async () => ok(await opts.supportingData.supportingData()));

  // Raw challenge JSON (not the envelope): the ALTCHA widget fetches it directly.
  app.get('/captcha/challenge', async (_req, reply) => {
    const challenge = await opts.captcha.challenge();
    if (!challenge) throw new AppError('not_found');
    return reply.header('cache-control', 'no-store').send(challenge);
  });
}
