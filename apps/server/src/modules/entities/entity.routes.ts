import type { FastifyInstance } from 'fastify';
import { entityParam, idParam, recordQuerySchema, saveFieldSchema } from '@beatmarket/shared';
import { z } from 'zod';
import { ok } from '../../http/envelope.js';
import { parse } from '../../http/validate.js';
import type { SessionUser } from '../auth/session.service.js';
import type { EntityService } from './entity.service.js';

const entityIdParams = entityParam.extend(idParam.shape);
const actionName = z.string().regex(/^[a-z][a-z0-9_-]{0,40}$/, 'Unknown action');
const collectionAction = entityParam.extend({ action: actionName });
const recordAction = entityIdParams.extend({ action: actionName });

/**
 * The generic calls of spec §7 for every registered entity. Specific routes (e.g. /user/re-invite)
 * are static and win over these parametric ones in Fastify's router.
 */
export async function entityRoutes(app: FastifyInstance, opts: { entities: EntityService }) {
  const { entities } = opts;
  const ctx = (req: { user: SessionUser | null }) => ({ user: req.user });

  app.get('/:entity/records', async (req) => {
    const { entity } = parse(entityParam, req.params);
    const { rows, meta } = await entities.list(entity, ctx(req), req.query);
    return ok(rows, meta);
  });

  app.post('/:entity/create', async (req) => {
    const { entity } = parse(entityParam, req.params);
    return ok(await entities.create(entity, ctx(req), req.body));
  });

  app.delete('/:entity/:id', async (req) => {
    const { entity, id } = parse(entityIdParams, req.params);
    return ok(await entities.remove(entity, ctx(req), id));
  });

  app.post('/:entity/:id/restore', async (req) => {
    const { entity, id } = parse(entityIdParams, req.params);
    return ok(await entities.restore(entity, ctx(req), id));
  });

  // { field, value } autosaves one field; a plain object saves several (the edit form's Save).
  app.post('/:entity/:id/save', async (req) => {
    const { entity, id } = parse(entityIdParams, req.params);
    const body = parse(z.record(z.string(), z.unknown()), req.body);
    const patch = 'field' in body ? (({ field, value }) => ({ [field]: value }))(parse(saveFieldSchema, body)) : body;
    return ok(await entities.save(entity, ctx(req), id, patch));
  });

  app.post('/:entity/:id/:action', async (req) => {
    const { entity, id, action } = parse(recordAction, req.params);
    return ok(await entities.action(entity, { ...ctx(req), ip: req.ip }, action, { method: 'POST', id, body: req.body, query: req.query }));
  });

  // `/{entity}/{id}` reads a record; `/{entity}/{name}` with a non-numeric name runs a collection action.
  app.get('/:entity/:key', async (req) => {
    const { entity, key } = parse(entityParam.extend({ key: z.string().max(60) }), req.params);
    if (/^\d+$/.test(key)) {
      const { id } = parse(idParam, { id: key });
      const { fields } = parse(recordQuerySchema, req.query);
      return ok(await entities.read(entity, ctx(req), id, fields));
    }
    const { action } = parse(collectionAction, { entity, action: key });
    return ok(await entities.action(entity, { ...ctx(req), ip: req.ip }, action, { method: 'GET', body: undefined, query: req.query }));
  });

  app.post('/:entity/:action', async (req) => {
    const { entity, action } = parse(collectionAction, req.params);
    return ok(await entities.action(entity, { ...ctx(req), ip: req.ip }, action, { method: 'POST', body: req.body, query: req.query }));
  });
}
