import type { FastifyInstance } from 'fastify';
import { CHARGEBEE_PAGES } from '@beatmarket/shared';
import { z } from 'zod';
import { AppError } from '../../../core/errors.js';
import { ok } from '../../../http/envelope.js';
import type { ChargebeeService } from './chargebee.service.js';

const params = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647), page: z.string() });

/** `GET /subscription/{id}/chargebee/{page}` (spec §7): the hosted page's address, and a redirect to it. */
export async function chargebeePageRoutes(app: FastifyInstance, opts: { chargebee: ChargebeeService }) {
  app.get('/subscription/:id/chargebee/:page', async (req) => {
    const parsed = params.safeParse(req.params);
    if (!parsed.success || !(CHARGEBEE_PAGES as readonly string[]).includes(parsed.data.page))
      throw new AppError('not_found');
    const { id, page } = parsed.data;
    const url = await opts.chargebee.page(req.user, id, page as (typeof CHARGEBEE_PAGES)[number]);
    return ok({ url }, {}, { redirect: url });
  });
}

/**
 * `POST /chargebee` (spec §7): Chargebee's webhook. Outside the session and CSRF plugins (Chargebee
 * holds neither); it authenticates with HTTP basic auth, checked before the body is read (decision 0051).
 */
export async function chargebeeWebhookRoutes(app: FastifyInstance, opts: { chargebee: ChargebeeService }) {
  app.post(
    '/chargebee',
    {
      onRequest: async (req, reply) => {
        try {
          opts.chargebee.checkWebhookAuth(req.headers.authorization);
        } catch (err) {
          if (err instanceof AppError && err.status === 401)
            reply.header('www-authenticate', 'Basic realm="chargebee"');
          throw err;
        }
      },
    },
    async (req) => opts.chargebee.webhook(req.body),
  );
}
