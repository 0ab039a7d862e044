import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { idParam } from '@beatmarket/shared';
import { parse } from '../../../core/parse.js';
import { ok } from '../../../http/envelope.js';
import type { Listener, PlaysService } from './plays.service.js';

const hashed = (value: string) => createHash('sha256').update(value).digest('base64url').slice(0, 22);

/** The account, else the session, else the visitor's CSRF cookie; hashed, so no cookie is stored. */
function listener(req: FastifyRequest): Listener {
  const key = req.user
    ? `u:${req.user.id}`
    : req.sessionId
      ? `s:${hashed(req.sessionId)}`
      : req.csrfSecret
        ? `v:${hashed(req.csrfSecret)}`
        : `a:${req.ip}`;
  return { user: req.user, key, address: req.ip };
}

/** Static paths win over the entities' `/beat/:id/:action`. */
export async function playsRoutes(app: FastifyInstance, opts: { plays: PlaysService }) {
  const beatId = (req: FastifyRequest) => parse(idParam, req.params).id;
  app.post('/beat/:id/play', async (req) => ok(await opts.plays.start(listener(req), beatId(req))));
  app.post('/beat/:id/play/heard', async (req) => ok(await opts.plays.heard(listener(req), beatId(req), req.body)));
  app.post('/beat/:id/play/progress', async (req) =>
    ok(await opts.plays.progress(listener(req), beatId(req), req.body)),
  );
}
