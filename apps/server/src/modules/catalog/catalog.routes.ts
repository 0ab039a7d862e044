import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, isProducer, PAGE_SIZES } from '@beatmarket/shared';
import { AppError } from '../../core/errors.js';
import { ok } from '../../http/envelope.js';
import { parse } from '../../core/parse.js';
import type { EntityService } from '../entities/entity.service.js';
import type { AutosuggestService } from './autosuggest.service.js';

const contextParam = z.object({ context: z.string().regex(/^[a-z][a-z._-]{0,40}$/, 'Unknown autosuggest context') });

/** The dashboard's table (spec §2 list tables): page, page size, search and one sort column, newest first by default. */
const dashboardQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce
    .number()
    .int()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), `One of ${PAGE_SIZES.join(', ')}`)
    .default(DEFAULT_PAGE_SIZE),
  search: z.string().trim().max(200, 'At most 200 characters').default(''),
  sort: z
    .string()
    .regex(/^-?(title|created|plays)$/, 'Sort by title, created or plays (- for descending)')
    .default('-created'),
});

export async function catalogRoutes(
  app: FastifyInstance,
  opts: { autosuggest: AutosuggestService; entities: EntityService },
) {
  // The busiest answer (home page, search). JSON.stringify writes it: a compiled serializer was slower
  // here (decision 0069). A static path wins over /:entity/records in Fastify's router.
  app.get('/beat/records', async (req) => {
    const { rows, meta } = await opts.entities.list('beat', { user: req.user }, req.query);
    return ok(rows, meta);
  });

  // The producer dashboard: own and coproduced beats in every state, newest first.
  app.get('/dashboard/beats', async (req) => {
    const { page, per_page, search, sort } = parse(dashboardQuery, req.query);
    if (!req.user) throw new AppError('unauthenticated');
    if (!isProducer(req.user.role)) throw new AppError('forbidden');
    const query = { page, per_page, sort, filter: JSON.stringify({ mine: 'me' }), ...(search && { search }) };
    const { rows, meta } = await opts.entities.list('beat', { user: req.user }, query);
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
