import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parse } from '../../core/parse.js';
import { ok } from '../../http/envelope.js';
import type { ChannelsService } from './channels.service.js';

const id = z.coerce.number().int().positive().max(2_147_483_647);
const lineParams = z.object({ id, item: id });
const tokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{32}$/) });

/** Licence channels (decision 0092): the buyer's list and letter, the producer's allowlist and feed. */
export async function channelsRoutes(app: FastifyInstance, opts: { channels: ChannelsService }) {
  const { channels } = opts;
  app.post('/order/:id/license/:item/channels', async (req) => {
    const { id: orderId, item } = parse(lineParams, req.params);
    return ok(await channels.setChannels({ user: req.user }, orderId, item, req.body));
  });
  app.get('/order/:id/license/:item/claim-letter', async (req, reply) => {
    const { id: orderId, item } = parse(lineParams, req.params);
    const pdf = await channels.claimLetter({ user: req.user }, orderId, item);
    return reply
      .type('application/pdf')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `inline; filename="${pdf.filename}"`)
      .send(pdf.body);
  });
  app.get('/allowlist', async (req) => ok(await channels.allowlist({ user: req.user })));
  app.get('/allowlist/csv', async (req, reply) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', 'attachment; filename="youtube-allowlist.csv"')
      .send(await channels.csv({ user: req.user })),
  );
  app.post('/allowlist/feed', async (req) => ok(await channels.rotateFeed({ user: req.user })));
  // The secret feed: a refund must leave it within a minute, so nothing may keep it longer (decision 0092).
  app.get('/allowlist/feed/:token', async (req, reply) => {
    const got = tokenParams.safeParse(req.params);
    const feed = await channels.feed(got.success ? got.data.token : '');
    return reply.header('cache-control', 'public, max-age=60').send(feed);
  });
}
