import type { FastifyInstance } from 'fastify';
import { contactSchema } from '@beatmarket/shared';
import { ok } from '../../http/envelope.js';
import { parse } from '../../core/parse.js';
import type { ContactService } from './contact.service.js';

export async function contactRoutes(app: FastifyInstance, opts: { contact: ContactService }) {
  app.post('/contact-us', async (req) => {
    const input = parse(contactSchema, req.body);
    await opts.contact.send(input, req.ip);
    return ok({ message: 'We will get back to you shortly.' });
  });
}
