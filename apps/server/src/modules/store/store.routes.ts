import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parse } from '../../core/parse.js';
import { ok } from '../../http/envelope.js';
import type { StoreService } from './store.service.js';

const slugParams = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,120}$/, 'Invalid address') });

/** The public store's reads, and the producer's own items for the dashboard. */
export async function storeRoutes(app: FastifyInstance, opts: { store: StoreService }) {
  const { store } = opts;
  app.get('/store/items', async (req) => ok(await store.list({ user: req.user }, req.query)));
  app.get('/store/items/:slug', async (req) =>
    ok(await store.item({ user: req.user }, parse(slugParams, req.params).slug)),
  );
  app.get('/store/mine', async (req) => ok(await store.mine({ user: req.user })));
}
