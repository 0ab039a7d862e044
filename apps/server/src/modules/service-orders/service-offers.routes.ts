import type { FastifyInstance } from 'fastify';
import { idFromText } from '@beatmarket/shared';
import { z } from 'zod';
import { parse } from '../../core/parse.js';
import { ok } from '../../http/envelope.js';
import type { ServiceOffersService } from './service-offers.service.js';

const idParams = z.object({ id: idFromText() });

/** Custom-beat offers (decision 0097): read by anyone, written by their producer or an administrator. */
export async function serviceOffersRoutes(app: FastifyInstance, opts: { offers: ServiceOffersService }) {
  const s = opts.offers;
  const ctx = (req: { user: Parameters<ServiceOffersService['mine']>[0]['user'] }) => ({ user: req.user });
  const id = (req: { params: unknown }) => parse(idParams, req.params).id;

  app.get('/service-offers', async () => ok(await s.published()));
  app.get('/service-offers/mine', async (req) => ok(await s.mine(ctx(req))));
  app.post('/service-offers', async (req) => ok(await s.create(ctx(req), req.body)));
  app.post('/service-offers/:id', async (req) => ok(await s.update(ctx(req), id(req), req.body)));
  app.post('/service-offers/:id/archive', async (req) => ok(await s.archive(ctx(req), id(req))));
}
