import type { FastifyInstance } from 'fastify';
import { copyVerdictSchema, isAdmin } from '@beatmarket/shared';
import { z } from 'zod';
import { AppError } from '../../core/errors.js';
import { parse } from '../../core/parse.js';
import type { EntityContext } from '../entities/entity.types.js';
import { ok } from '../../http/envelope.js';
import type { CopiesService } from './copies.service.js';

const beatParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

function requireAdmin(user: EntityContext['user']): number {
  if (!user) throw new AppError('unauthenticated');
  if (!isAdmin(user.role)) throw new AppError('forbidden');
  return user.id;
}

/** Issue 37 §4: the administrators' queue of held uploads, their verdicts, and a beat's match for its owners. */
export async function copiesRoutes(app: FastifyInstance, opts: { copies: CopiesService }) {
  const { copies } = opts;
  app.get('/copy-reviews', async (req) => {
    requireAdmin(req.user);
    return ok(await copies.queue());
  });
  app.get('/copy-reviews/count', async (req) => {
    requireAdmin(req.user);
    return ok({ count: await copies.heldCount() });
  });
  app.post('/copy-reviews/:id/verdict', async (req) => {
    const adminId = requireAdmin(req.user);
    const { id } = parse(beatParams, req.params);
    const { verdict } = parse(copyVerdictSchema, req.body ?? {});
    return ok(await copies.decide(id, verdict, adminId));
  });
  app.get('/beat/:id/copy-match', async (req) => ok(await copies.forBeat(req.user, parse(beatParams, req.params).id)));
}
