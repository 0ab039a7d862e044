import type { FastifyInstance } from 'fastify';
import { idFromText } from '@beatmarket/shared';
import { z } from 'zod';
import { parse } from '../../core/parse.js';
import { ok } from '../../http/envelope.js';
import type { ServiceOrdersService } from './service-orders.service.js';

const idParams = z.object({ id: idFromText() });
const listQuery = z.object({ all: z.enum(['0', '1']).default('0') });

/** Service orders (decision 0088): signed-in accounts only; the service decides each side's steps. */
export async function serviceOrdersRoutes(app: FastifyInstance, opts: { service: ServiceOrdersService }) {
  const s = opts.service;
  const ctx = (req: { user: Parameters<ServiceOrdersService['view']>[0]['user'] }) => ({ user: req.user });
  const id = (req: { params: unknown }) => parse(idParams, req.params).id;

  app.get('/service-orders', async (req) => ok(await s.list(ctx(req), parse(listQuery, req.query).all === '1')));
  app.get('/service-orders/report', async (req) => ok(await s.report(ctx(req))));
  app.post('/service-orders', async (req) => ok(await s.request(ctx(req), req.body)));
  app.get('/service-orders/:id', async (req) => ok(await s.view(ctx(req), id(req))));
  app.post('/service-orders/:id/quote', async (req) => ok(await s.quote(ctx(req), id(req), req.body)));
  app.post('/service-orders/:id/decline', async (req) => ok(await s.decline(ctx(req), id(req), req.body ?? {})));
  app.post('/service-orders/:id/accept', async (req) => ok(await s.accept(ctx(req), id(req))));
  app.post('/service-orders/:id/messages', async (req) => ok(await s.message(ctx(req), id(req), req.body)));
  app.post('/service-orders/:id/deliver', async (req) => ok(await s.deliver(ctx(req), id(req), req.body)));
  app.post('/service-orders/:id/revision', async (req) => ok(await s.revision(ctx(req), id(req), req.body)));
  app.post('/service-orders/:id/approve', async (req) => ok(await s.approve(ctx(req), id(req))));
  app.post('/service-orders/:id/cancel', async (req) => ok(await s.cancel(ctx(req), id(req), req.body ?? {})));
}
