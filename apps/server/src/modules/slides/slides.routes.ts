import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.js';
import type { SlidesService } from './slides.service.js';

/** The home page carousel's slides: published and inside their window, in order (public, cached). */
export async function slidesRoutes(app: FastifyInstance, opts: { slides: SlidesService }) {
  app.get('/content/slides', async () => ok(await opts.slides.live()));
}
