import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../../http/envelope.js';
import { parse } from '../../core/parse.js';
import type { UpgradesService } from './upgrades.service.js';

const id = z.coerce.number().int().positive().max(2_147_483_647);

/** Decision 0095: licence upgrades that credit what was paid. */
export async function upgradesRoutes(app: FastifyInstance, opts: { upgrades: UpgradesService }) {
  const { upgrades } = opts;
  app.get('/upgrades/beat/:beat_id', async (req) =>
    ok(await upgrades.held({ user: req.user }, parse(z.object({ beat_id: id }), req.params).beat_id)),
  );
  app.post('/cart/upgrade/:item', async (req) =>
    ok(await upgrades.addToCart({ user: req.user }, parse(z.object({ item: id }), req.params).item, req.body)),
  );
}
