import type { FastifyInstance } from 'fastify';
import { idFromText, OFFER_STATUSES } from '@beatmarket/shared';
import { z } from 'zod';
import { parse } from '../../core/parse.js';
import { ok } from '../../http/envelope.js';
import type { OfferSettingsService } from './offer-settings.service.js';
import type { OffersService } from './offers.service.js';

const idParams = z.object({ id: idFromText() });
const beatParams = z.object({ beat_id: idFromText() });
const listQuery = z.object({
  side: z.enum(['made', 'received', 'all']).default('made'),
  status: z.enum(OFFER_STATUSES).optional(),
});

/** Offers (decision 0098): signed-in accounts act; the beat page reads only whether offers are open. */
export async function offersRoutes(
  app: FastifyInstance,
  opts: { service: OffersService; settings: OfferSettingsService },
) {
  const { service: s, settings } = opts;
  const ctx = (req: { user: Parameters<OffersService['view']>[0]['user'] }) => ({ user: req.user });
  const id = (req: { params: unknown }) => parse(idParams, req.params).id;
  const beat = (req: { params: unknown }) => parse(beatParams, req.params).beat_id;

  app.get('/offers', async (req) => ok(await s.list(ctx(req), parse(listQuery, req.query))));
  app.post('/offers', async (req) => ok(await s.make(ctx(req), req.body)));
  app.get('/offers/:id', async (req) => ok(await s.view(ctx(req), id(req))));
  app.post('/offers/:id/accept', async (req) => ok(await s.accept(ctx(req), id(req), req.body)));
  app.post('/offers/:id/decline', async (req) => ok(await s.decline(ctx(req), id(req), req.body)));
  app.post('/offers/:id/withdraw', async (req) => ok(await s.withdraw(ctx(req), id(req), req.body)));
  app.post('/offers/:id/counter', async (req) => ok(await s.counter(ctx(req), id(req), req.body)));
  app.post('/offers/:id/checkout', async (req) => ok(await s.checkout(ctx(req), id(req))));
  app.get('/offer-settings/:beat_id', async (req) => ok(await settings.get(ctx(req), beat(req))));
  app.post('/offer-settings/:beat_id', async (req) => ok(await settings.save(ctx(req), beat(req), req.body)));
  app.get('/offer-terms/:beat_id', async (req) => ok(await settings.terms(beat(req))));
}
