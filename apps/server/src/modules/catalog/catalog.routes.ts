import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../../http/envelope.js';
import { parse } from '../../http/validate.js';
import type { AutosuggestService } from './autosuggest.service.js';

const contextParam = z.object({ context: z.string().regex(/^[a-z][a-z._-]{0,40}$/, 'Unknown autosuggest context') });

export async function catalogRoutes(app: FastifyInstance, opts: { autosuggest: AutosuggestService }) {
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
