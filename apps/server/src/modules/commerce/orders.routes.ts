import type { FastifyInstance } from 'fastify';
import { VERIFICATION_CODE_PATTERN } from '@beatmarket/shared';
import { z } from 'zod';
import { ok } from '../../http/envelope.js';
import { parse } from '../../core/parse.js';
import type { CartService } from './cart.service.js';
import type { CheckoutService } from './checkout.service.js';
import type { OrdersService } from './orders.service.js';
import type { TrackoutsService } from './trackouts.service.js';
import type { EntityService } from '../entities/entity.service.js';

const id = z.coerce.number().int().positive().max(2_147_483_647);
const orderParams = z.object({ id });
/** An order and one of its lines. */
const pdfParams = z.object({ id, item: id });
const codeParams = z.object({
  code: z.string().trim().regex(VERIFICATION_CODE_PATTERN, 'Unknown code'),
});

/** Checkout and orders (spec §7 POST /cart/order: the order, and the cart it leaves). */
export async function ordersRoutes(
  app: FastifyInstance,
  opts: {
    checkout: CheckoutService;
    orders: OrdersService;
    cart: CartService;
    entities: EntityService;
    trackouts: TrackoutsService;
  },
) {
  const { checkout, orders, cart, entities, trackouts } = opts;
  app.post('/cart/order', async (req) => {
    const ctx = { user: req.user };
    const orderId = await checkout.checkout(ctx, req.body);
    return ok(await orders.view(ctx, orderId), { updates: { cart: await cart.cart(ctx) } });
  });
  // Digits only, so /order/records (the administrators' list on the generic mechanism) is not taken for an id.
  // `relation_ids` (spec §7) as on every generic read, with the order entity's read rule.
  app.get('/order/:id(^\\d+$)', async (req) => {
    const { id } = parse(orderParams, req.params);
    const view = await orders.view({ user: req.user }, id);
    return ok({ ...view, ...(await entities.relations('order', { user: req.user }, String(id), req.query)) });
  });
  app.post('/order/:id/refund', async (req) =>
    ok(await orders.refund({ user: req.user }, parse(orderParams, req.params).id)),
  );
  // Decision 0077: an administrator refunds a line's missing trackouts at once (a second call refunds nothing).
  app.post('/order/:id/trackouts/:item/refund', async (req) => {
    const { id: orderId, item } = parse(pdfParams, req.params);
    const ctx = { user: req.user };
    await trackouts.adminRefund(ctx, orderId, item);
    return ok(await orders.view(ctx, orderId));
  });
  app.get('/order/:id/license/:item/pdf', async (req, reply) => {
    const { id: orderId, item } = parse(pdfParams, req.params);
    const pdf = await orders.pdf({ user: req.user }, orderId, item);
    return reply
      .type('application/pdf')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `inline; filename="${pdf.filename}"`)
      .send(pdf.body);
  });
  app.get('/license/verify/:code', async (req) => ok(await orders.verify(parse(codeParams, req.params).code)));
}
