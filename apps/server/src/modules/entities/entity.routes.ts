import type { FastifyInstance } from 'fastify';
import { Readable } from 'node:stream';
import { entityParam, saveFieldSchema } from '@beatmarket/shared';
import { z } from 'zod';
import { ok } from '../../http/envelope.js';
import { parse } from '../../core/parse.js';
import type { SessionUser } from '../../core/session-user.js';
import type { EntityService } from './entity.service.js';
import { ActionReply } from './entity.types.js';

/** Ids arrive as strings; the entity's service parses them as serial numbers or slugs. */
const key = z.string().min(1).max(64);
const recordParams = entityParam.extend({ id: key });
const actionParams = entityParam.extend({ action: z.string().regex(/^[a-z][a-z0-9_-]{0,40}$/, 'Unknown action') });

/**
 * The generic calls of spec §7 for every registered entity. Specific routes (e.g. /user/invitation/…)
 * are static and win over these parametric ones in Fastify's router.
 */
export async function entityRoutes(app: FastifyInstance, opts: { entities: EntityService }) {
  const { entities } = opts;
  const ctx = (req: { user: SessionUser | null; ip: string }) => ({ user: req.user, ip: req.ip });
  const answer = (result: unknown) =>
    result instanceof ActionReply
      ? ok(result.data, result.meta, result.reply.redirect ? { redirect: result.reply.redirect } : {})
      : ok(result);

  app.get('/:entity/records', async (req) => {
    const { entity } = parse(entityParam, req.params);
    const { rows, meta } = await entities.list(entity, ctx(req), req.query);
    return ok(rows, meta);
  });

  // CSV of the list with its search, sort, filters and archive (decision 0027), streamed batch by batch;
  // for the roles that see the entity's admin list, rate limited as an export (decision 0076).
  app.get('/:entity/export', async (req, reply) => {
    const { entity } = parse(entityParam, req.params);
    const file = await entities.export(entity, ctx(req), req.query);
    const day = new Date().toISOString().slice(0, 10);
    // A list longer than EXPORT_MAX_ROWS is cut there (issue 31); the header says so, with the cap.
    if (file.truncated) reply.header('x-export-truncated', String(file.maxRows));
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${entity}-${day}.csv"`)
      .header('cache-control', 'no-store')
      .send(Readable.from(file.chunks));
  });

  // Static `bulk` wins over the record actions' `:id` in Fastify's router.
  app.post('/:entity/bulk/:action', async (req) => {
    const { entity } = parse(entityParam, req.params);
    const { action } = req.params as { action: string };
    return ok(await entities.bulk(entity, ctx(req), action, req.body));
  });

  app.post('/:entity/create', async (req) => {
    const { entity } = parse(entityParam, req.params);
    return ok(await entities.create(entity, ctx(req), req.body));
  });

  // `/{entity}/{x}`: a GET collection action when the entity has one named x, otherwise record x.
  app.get('/:entity/:id', async (req) => {
    const { entity, id } = parse(recordParams, req.params);
    if (entities.hasAction(entity, 'GET', id)) {
      return answer(await entities.action(entity, ctx(req), id, { method: 'GET', body: undefined, query: req.query }));
    }
    return ok(await entities.read(entity, ctx(req), id, req.query));
  });

  app.delete('/:entity/:id', async (req) => {
    const { entity, id } = parse(recordParams, req.params);
    return ok(await entities.remove(entity, ctx(req), id));
  });

  app.post('/:entity/:id/restore', async (req) => {
    const { entity, id } = parse(recordParams, req.params);
    return ok(await entities.restore(entity, ctx(req), id));
  });

  // { field, value } autosaves one field; a plain object saves several (the edit form's Save).
  app.post('/:entity/:id/save', async (req) => {
    const { entity, id } = parse(recordParams, req.params);
    const body = parse(z.record(z.string(), z.unknown()), req.body);
    const patch = 'field' in body ? (({ field, value }) => ({ [field]: value }))(parse(saveFieldSchema, body)) : body;
    return ok(await entities.save(entity, ctx(req), id, patch));
  });

  app.post('/:entity/:id/stat/:stat', async (req) => {
    const { entity, id, stat } = parse(
      recordParams.extend({ stat: z.string().regex(/^[a-z][a-z0-9_]{0,40}$/, 'Unknown stat') }),
      req.params,
    );
    return ok(await entities.stat(entity, ctx(req), id, stat));
  });

  app.post('/:entity/:id/:action', async (req, reply) => {
    const { entity, id, action } = parse(recordParams.extend(actionParams.pick({ action: true }).shape), req.params);
    const result = await entities.action(entity, ctx(req), action, {
      method: 'POST',
      id,
      body: req.body,
      query: req.query,
    });
    if (result instanceof ActionReply && result.reply.status) reply.code(result.reply.status);
    return answer(result);
  });

  app.post('/:entity/:action', async (req) => {
    const { entity, action } = parse(actionParams, req.params);
    return answer(
      await entities.action(entity, ctx(req), action, { method: 'POST', body: req.body, query: req.query }),
    );
  });
}
