import type { FastifyInstance } from 'fastify';
import type { PaymentGateway } from '../../adapters/payments.js';
import { AppError } from '../../core/errors.js';
import type { OrdersService } from './orders.service.js';

/** The provider's webhook: the raw body is what the signature covers, so it is kept as bytes. */
export async function paymentsWebhookRoutes(
  app: FastifyInstance,
  opts: { gateway: PaymentGateway; orders: OrdersService },
) {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
  app.post('/webhooks/payments', async (req) => {
    const signature = req.headers['stripe-signature'];
    const event = await opts.gateway.webhookEvent(
      req.body as Buffer,
      typeof signature === 'string' ? signature : undefined,
    );
    if (!event) throw new AppError('bad_request', { message: 'The webhook signature does not check out.' });
    await opts.orders.paymentEvent(event);
    return { received: true };
  });
}
