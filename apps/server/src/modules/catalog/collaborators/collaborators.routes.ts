import type { FastifyInstance } from 'fastify';
import { ok } from '../../../http/envelope.js';
import type { CollaboratorsService } from './collaborators.service.js';

/** A beat's collaborators and their splits (decision 0096): read by its editors, set by its producer. */
export async function collaboratorsRoutes(app: FastifyInstance, opts: { collaborators: CollaboratorsService }) {
  app.get('/beat/:id/credits', async (req) => ok(await opts.collaborators.credits({ user: req.user }, req.params)));
  app.get('/beat/:id/collaborators', async (req) => ok(await opts.collaborators.get({ user: req.user }, req.params)));
  app.post('/beat/:id/collaborators', async (req) =>
    ok(await opts.collaborators.set({ user: req.user }, req.params, req.body)),
  );
}
