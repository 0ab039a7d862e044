import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parse } from '../../core/parse.js';
import { ok } from '../../http/envelope.js';
import type { MessagesService } from './messages.service.js';

const params = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** Producers' messages to followers, and administrators' switch per producer (decision 0106). */
export async function messagesRoutes(app: FastifyInstance, opts: { messages: MessagesService }) {
  const { messages } = opts;
  app.get('/follower-messages', async (req) => ok(await messages.state(req)));
  app.post('/follower-messages', async (req) => ok(await messages.send(req, req.body)));
  app.get('/producer/:id/messaging', async (req) => ok(await messages.switchState(req, parse(params, req.params).id)));
  app.post('/producer/:id/messaging', async (req) =>
    ok(await messages.setSwitch(req, parse(params, req.params).id, req.body)),
  );
}
