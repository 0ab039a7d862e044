import {
  canSeeArchive,
  hasRole,
  exportQuerySchema,
  recordQuerySchema,
  recordsQuerySchema,
  type RecordsQuery,
} from '@beatmarket/shared';
import { AppError } from '../../core/errors.js';
import { parse } from '../../core/parse.js';
import { checkFilterValues } from './filter-values.js';
import type { EntityRepository } from './entity.repository.js';
import type { AnyEntity, BaseRow, EntityContext } from './entity.types.js';
import { archiveRow, denied, loadRow, parseId, restoreRow, rethrowUnique } from './entity.access.js';
import { toColumns } from './entity.columns.js';
import { exportChunks } from './entity.export.js';
import { bulkRun } from './entity.bulk.js';
import { relationIds } from './entity.relations.js';

/** Rows one export answers at most unless the configuration says otherwise (EXPORT_MAX_ROWS). */
export const DEFAULT_EXPORT_MAX_ROWS = 50_000;

/** Every answer shows a row the same way: enriched (names, tags, own marks), then presented. */
async function show(def: AnyEntity, row: BaseRow, ctx: EntityContext) {
  const [shown] = def.enrich ? await def.enrich([row], ctx) : [row];
  return def.present(shown!, ctx);
}

function pick(presented: object, fields?: string[]) {
  if (!fields?.length) return presented;
  const values = new Map(Object.entries(presented));
  return Object.fromEntries(fields.filter((f) => values.has(f) || f === 'id').map((f) => [f, values.get(f)]));
}

function checkQuery(def: AnyEntity, q: RecordsQuery) {
  for (const s of q.sort ?? []) {
    if (!def.fields[s.field]?.sortable)
      throw new AppError('validation_failed', { topicId: 'sort', message: `Cannot sort by ${s.field}` });
  }
  for (const f of Object.keys(q.filter ?? {})) {
    if (!def.fields[f]?.filterable)
      throw new AppError('validation_failed', { topicId: 'filter', message: `Cannot filter by ${f}` });
  }
  // Entities with their own list read their filters themselves (the catalog's `placed`, `mine`).
  if (!def.list)
    checkFilterValues(Object.fromEntries(Object.entries(def.fields).map(([k, f]) => [k, f.column])), q.filter ?? {});
}

/** The list's permission, shared by the export: the entity's rule, and the archive is the administrators'. */
function listAllowed(def: AnyEntity, ctx: EntityContext, q: RecordsQuery) {
  if (!def.policy.list(ctx)) throw denied(ctx);
  checkQuery(def, q);
  if (q.archived && !canSeeArchive(ctx.user))
    throw denied(ctx, { topicId: 'archived', message: 'Only administrators see deleted records' });
}

/** What every call starts from: the entity named in the address, and its row (permission-checked). */
function registryOf(repo: EntityRepository, registry: Map<string, AnyEntity>) {
  const definition = (name: string) => {
    const def = registry.get(name);
    if (!def) throw new AppError('unknown_entity', { topicId: 'entity' });
    return def;
  };
  const load = (def: AnyEntity, ctx: EntityContext, rawId: string, purpose: 'use' | 'restore' = 'use') =>
    loadRow(repo, def, ctx, parseId(def, rawId), purpose);
  return { repo, definition, load };
}
type Registry = ReturnType<typeof registryOf>;

/** The generic list: the entity's own (the catalog's search language) or the repository's. */
async function listRows(repo: EntityRepository, def: AnyEntity, ctx: EntityContext, q: RecordsQuery) {
  const found: Awaited<ReturnType<NonNullable<AnyEntity['list']>>> = def.list
    ? await def.list(ctx, q)
    : await repo.list(def, q, def.parentVisible?.(ctx));
  const { rows, total, capped = false, totalCapped = false, info: more = {} } = found;
  // Capped counts are lower bounds: the client shows them as "250+".
  const info = { ...(capped && { found_capped: true }), ...(totalCapped && { total_capped: true }), ...more };
  return { rows, total, found: found.found, info };
}

function readCalls({ repo, definition, load }: Registry, exportMaxRows: number) {
  return {
    async list(name: string, ctx: EntityContext, query: unknown) {
      const def = definition(name);
      if (!def.policy.list(ctx)) throw denied(ctx);
      const q = parse(recordsQuerySchema, query);
      listAllowed(def, ctx, q);
      const { rows, total, found, info } = await listRows(repo, def, ctx, q);
      const shown = def.enrich ? await def.enrich(rows, ctx) : rows;
      return {
        rows: shown.map((r) => pick(def.present(r, ctx), q.fields)),
        meta: {
          total,
          found,
          page: q.page,
          per_page: q.per_page,
          ...(Object.keys(info).length ? { other_query_info: info } : {}),
        },
      };
    },

    /** One row; `relation_ids` adds the ids of its related rows (`order_ids`…, spec §3). */
    async read(name: string, ctx: EntityContext, id: string, query: unknown = {}) {
      const def = definition(name);
      const { fields, relation_ids } = parse(recordQuerySchema, query);
      const row = await load(def, ctx, id);
      const shown = pick(await show(def, row, ctx), fields);
      return relation_ids?.length ? { ...shown, ...(await relationIds(repo, def, row.id, relation_ids)) } : shown;
    },

    /**
     * Only the `relation_ids` part of a read, for a record that a module's own route shows (the order
     * page): `{}` without the parameter, otherwise after the entity's read check.
     */
    async relations(name: string, ctx: EntityContext, id: string, query: unknown) {
      const { relation_ids } = parse(recordQuerySchema, query);
      if (!relation_ids?.length) return {};
      const def = definition(name);
      return relationIds(repo, def, (await load(def, ctx, id)).id, relation_ids);
    },

    /**
     * The list as CSV chunks, for the roles that see the entity's admin list (issue 31): the list's
     * permission and query besides, at most `exportMaxRows` rows (`truncated` says the file was cut).
     */
    async export(name: string, ctx: EntityContext, query: unknown, batchSize?: number) {
      const def = definition(name);
      if (!hasRole(ctx.user?.role, def.adminList ?? 'ROLE_ADMIN'))
        throw denied(ctx, { message: 'Exports are for the people who manage this list' });
      if (!def.policy.list(ctx)) throw denied(ctx);
      const q: RecordsQuery = { ...parse(exportQuerySchema, query), page: 1, per_page: 0 };
      listAllowed(def, ctx, q);
      return exportChunks(repo, def, ctx, q, { batchSize, maxRows: exportMaxRows });
    },
  };
}

/** The fields a save sends, checked against what this user may change on this row. */
function changedValues(def: AnyEntity, ctx: EntityContext, row: BaseRow, patch: Record<string, unknown>) {
  const schema = def.policy.writable(ctx, row);
  if (!schema) throw denied(ctx);
  for (const field of Object.keys(patch)) {
    if (!(field in schema.shape)) throw denied(ctx, { topicId: field, message: `You cannot change ${field}` });
  }
  // Only the fields sent: zod's partial() still fills a missing field's default, which would
  // overwrite it (an autosave of a slide's start unpublished it).
  const parsed = parse(schema.partial(), patch) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(parsed).filter(([field]) => field in patch));
}

function writeCalls({ repo, definition, load }: Registry) {
  return {
    /** `POST /{entity}/bulk/{action}`: one transaction, one savepoint per row (entity.bulk). */
    bulk(name: string, ctx: EntityContext, action: string, body: unknown) {
      return bulkRun(repo, definition(name), ctx, action, body);
    },

    async create(name: string, ctx: EntityContext, body: unknown) {
      const def = definition(name);
      if (!def.create || !def.policy.create(ctx)) throw denied(ctx);
      const input = parse(def.create.schema, body) as Record<string, unknown>;
      const row = await def.create.run(ctx, input, toColumns(def, input)).catch(rethrowUnique(Object.keys(input)));
      return show(def, row, ctx);
    },

    /** Autosave of one field (spec §7); also used for multi-field saves from the edit forms. */
    async save(name: string, ctx: EntityContext, id: string, patch: Record<string, unknown>) {
      const def = definition(name);
      const row = await load(def, ctx, id);
      const values = changedValues(def, ctx, row, patch);
      def.guard?.(ctx, row, values);
      const columns = { ...toColumns(def, values), ...def.stamp?.(ctx), updatedAt: new Date() };
      const updated = await (def.save ? def.save(row, columns, values) : repo.update(def, row.id, columns)).catch(
        rethrowUnique(Object.keys(values)),
      );
      await def.afterSave?.(ctx, row, values);
      return show(def, updated, ctx);
    },

    async remove(name: string, ctx: EntityContext, id: string) {
      const def = definition(name);
      const row = await load(def, ctx, id);
      const updated = await archiveRow(repo, def, ctx, row);
      if (!updated) return { id: row.id, deleted: true };
      if (!row.deletedAt) await def.onDeleted?.(row, true);
      return show(def, updated, ctx);
    },

    async restore(name: string, ctx: EntityContext, id: string) {
      const def = definition(name);
      const row = await load(def, ctx, id, 'restore');
      const updated = await restoreRow(repo, def, ctx, row);
      if (row.deletedAt) await def.onDeleted?.(row, false);
      return show(def, updated, ctx);
    },
  };
}

function actionCalls({ definition, load }: Registry) {
  return {
    hasAction: (name: string, method: 'GET' | 'POST', action: string) =>
      definition(name).actions?.[action]?.method === method,

    /** Runs a named action; a record action loads (and permission-checks) its record first. */
    async action(
      name: string,
      ctx: EntityContext & { ip: string },
      action: string,
      req: { method: string; id?: string; body: unknown; query: unknown },
    ) {
      const def = definition(name);
      const act = def.actions?.[action];
      if (!act || act.method !== req.method || act.onRecord !== (req.id !== undefined)) throw new AppError('not_found');
      const row = req.id !== undefined ? await load(def, ctx, req.id) : null;
      return act.run(ctx, { row, body: req.body, query: req.query });
    },

    async stat(name: string, ctx: EntityContext, id: string, stat: string) {
      const def = definition(name);
      if (!def.stats?.names(stat))
        throw new AppError('not_found', { topicId: 'stat', message: `Unknown stat ${stat}` });
      await def.stats.record(ctx, await load(def, ctx, id), stat);
      return { recorded: stat };
    },
  };
}

export function createEntityService(
  repo: EntityRepository,
  registry: Map<string, AnyEntity>,
  opts: { exportMaxRows?: number } = {},
) {
  const entities = registryOf(repo, registry);
  return {
    definition: entities.definition,
    /** Every registered entity, for the route table tests. */
    names: () => [...registry.keys()],
    ...readCalls(entities, opts.exportMaxRows ?? DEFAULT_EXPORT_MAX_ROWS),
    ...writeCalls(entities),
    ...actionCalls(entities),
  };
}

export type EntityService = ReturnType<typeof createEntityService>;
