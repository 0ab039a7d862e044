import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../../http/envelope.js';
import { parse } from '../../core/parse.js';
import type { CartService } from './cart.service.js';

const beatParams = z.object({ beat_id: z.coerce.number().int().positive().max(2_147_483_647) });
const storeParams = z.object({ store_item_id: z.coerce.number().int().positive().max(2_147_483_647) });

/** Spec §7 cart calls; every answer is the whole cart, so the browser never computes prices itself. */
export async function cartRoutes(app: FastifyInstance, opts: { cart: CartService }) {
  const { cart } = opts;
  app.get('/cart', async (req) => ok(await cart.cart({ user: req.user })));
  app.post('/cart/upsert/:beat_id', async (req) =>
    ok(await cart.upsert({ user: req.user }, parse(beatParams, req.params).beat_id, req.body)),
  );
  // Spec §7 names the path; a POST because it puts the code on the cart (issue 31), limited as a secret.
  app.post('/coupon/rebate/:code', async (req) => ok(await cart.applyPromo({ user: req.user }, req.params)));
  app.delete('/coupon/rebate', async (req) => ok(await cart.removePromo({ user: req.user })));
  app.delete('/cart/remove/:beat_id', async (req) =>
    ok(await cart.remove({ user: req.user }, parse(beatParams, req.params).beat_id)),
  );
  // Decision 0085: a store item is a line of the same cart, added once, with nothing to choose.
  app.post('/cart/store/:store_item_id', async (req) =>
    ok(await cart.addStoreItem({ user: req.user }, parse(storeParams, req.params).store_item_id)),
  );
  app.delete('/cart/store/:store_item_id', async (req) =>
    ok(await cart.removeStoreItem({ user: req.user }, parse(storeParams, req.params).store_item_id)),
  );
}
