import { mixMasterInquirySchema } from '@beatmarket/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parse } from '../../core/parse.js';
import { ok } from '../../http/envelope.js';
import { presentService, presentTestimonial } from './content.present.js';
import type { ContentService } from './content.service.js';

const snippetParams = z.object({ id: z.string().regex(/^[a-z0-9][a-z0-9_-]{0,63}$/i, 'Invalid id') });

/** Public reads of content (cached in the service) and the services page's inquiry form. */
export async function contentRoutes(app: FastifyInstance, opts: { content: ContentService }) {
  app.get('/content/snippet/:id', async (req) => ok(await opts.content.snippet(parse(snippetParams, req.params).id)));
  app.get('/content/services', async () => ok((await opts.content.services()).map(presentService)));
  app.get('/content/testimonials', async () => ok((await opts.content.testimonials()).map(presentTestimonial)));
  app.post('/mix-master/inquiry', async (req) => {
    await opts.content.inquire(parse(mixMasterInquirySchema, req.body), req.ip);
    return ok({ message: 'Thanks! We will get back to you within two working days.' });
  });
}
