import type { FastifyInstance } from 'fastify';
import { ok } from '../../../http/envelope.js';
import { UNDECLARED_PER_PAGE, type UndeclaredService } from './undeclared.service.js';

/** The back office's undeclared beats (decision 0091); static paths win over the entities' `/beat/:id`. */
export async function undeclaredRoutes(app: FastifyInstance, opts: { undeclared: UndeclaredService }) {
  app.get('/beat/undeclared-samples', async (req) => {
    const { data, total, page } = await opts.undeclared.list({ user: req.user }, req.query);
    return ok(data, { total, page, per_page: UNDECLARED_PER_PAGE });
  });
  app.post('/beat/:id/ask-sample-declaration', async (req) =>
    ok(await opts.undeclared.ask({ user: req.user }, req.params)),
  );
}
