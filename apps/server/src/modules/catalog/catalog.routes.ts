import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { isProducer } from '@beatmarket/shared';
import { AppError } from '../../http/errors.js';
import { ok } from '../../http/envelope.js';
import { parse } from '../../http/validate.js';
import type { EntityService } from '../entities/entity.service.js';
import type { AutosuggestService } from './autosuggest.service.js';

const contextParam = z.object({ context: z.string().regex(/^[a-z][a-z._-]{0,40}$/, 'Unknown autosuggest context') });

const dashboardQuery = z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1), per_page: z.coerce.number().int().refine((n) => [10, 25, 50, 100].includes(n), 'One of 10, 25, 50, 100').default(25) });

export async function catalogRoutes(app: FastifyInstance, opts: { autosuggest: AutosuggestService; entities: EntityService }) {
  // The producer dashboard: own and coproduced beats in every state, newest first.
  app.get('/dashboard/beats', async (req) => {
    const { page, per_page } = parse(dashboardQuery, req.query);
    if (!req.user) throw new AppError('unauthenticated');
    if (!isProducer(req.user.role)) throw new AppError('forbidden');
    const { rows, meta } = await opts.entities.list('beat', { user: req.user }, { page, per_page, sort: '-created', filter: JSON.stringify({ mine: 'me' }) });
    return ok(rows, meta);
  });

  // GET with the query string, or POST with a body (spec §7).
  app.get('/autosuggest/:context', async (req) => {
    const { context } = parse(contextParam, req.params);
    return ok(await opts.autosuggest.suggest(context, req.query));
  });
  app.post('/autosuggest/:context', async (req) => {
    const { context } = parse(contextParam, req.params);
    return ok(await opts.autosuggest.suggest(context, req.body));
  });
}
