import type { FastifyInstance } from 'fastify';
import { idFromText } from '@beatmarket/shared';
import { z } from 'zod';
import { parse } from '../../core/parse.js';
import { ok } from '../../http/envelope.js';
import type { ContestsService } from './contests.service.js';
import type { ContestWinnersService } from './contest-winners.service.js';

const idParams = z.object({ id: idFromText() });
const slugParams = z.object({ slug: z.string().min(1).max(80) });

/** Contests: the public list and page; entries and votes for signed-in accounts; the rest for administrators. */
export async function contestsRoutes(
  app: FastifyInstance,
  opts: { contests: ContestsService; winners: ContestWinnersService },
) {
  const { contests } = opts;
  const ctx = (req: { user: Parameters<ContestsService['list']>[0]['user'] }) => ({ user: req.user });
  const id = (req: { params: unknown }) => parse(idParams, req.params).id;

  app.get('/contests', async (req) => ok(await contests.list(ctx(req))));
  app.get('/contests/:slug', async (req) => ok(await contests.read(ctx(req), parse(slugParams, req.params).slug)));
  app.post('/contests', async (req) => ok(await contests.create(ctx(req), req.body)));
  app.post('/contests/:id', async (req) => ok(await contests.update(ctx(req), id(req), req.body)));
  app.post('/contests/:id/entries', async (req) => ok(await contests.submit(ctx(req), id(req), req.body)));
  app.post('/contests/:id/vote', async (req) => ok(await contests.vote(ctx(req), id(req), req.body)));
  app.post('/contests/:id/winners', async (req) => ok(await opts.winners.pick(ctx(req), id(req), req.body)));
}
