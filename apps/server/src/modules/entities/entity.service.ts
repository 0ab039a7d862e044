import { canRestore, canSeeArchive, idParam, isAdmin, recordsQuerySchema, type RecordsQuery } from '@beatmarket/shared';
import { z } from 'zod';
import { AppError } from '../../core/errors.js';
import { parse } from '../../core/parse.js';
import { checkFilterValues } from './filter-values.js';
import type { EntityRepository } from './entity.repository.js';
import type { AnyEntity, BaseRow, EntityContext } from './entity.types.js';

/** per_page 0 means "all" (spec §7); a cap keeps one request from reading a whole table. */
const MAX_ALL = 1000;
const admin = (ctx: EntityContext) => isAdmin(ctx.user?.role);
/** Refused: 401 asks a visitor to log in (spec §6), 403 tells a logged-in user it is not theirs. */
const denied = (ctx: EntityContext, opts?: { topicId?: string; message?: string }) =>
  new AppError(ctx.user ? 'forbidden' : 'unauthenticated', opts);

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

export function createEntityService(repo: EntityRepository, registry: Map<string, AnyEntity>) {
  const definition = (name: string) => {
    const def = registry.get(name);
    if (!def) throw new AppError('unknown_entity', { topicId: 'entity' });
    return def;
  };
  /**
   * A row the user may not read does not exist for them (no probing of ids): nor does a row whose
   * parent they may not see, nor a deleted row unless they are an administrator or restoring what
   * they may delete.
   */
  const load = async (def: AnyEntity, ctx: EntityContext, rawId: string, purpose: 'use' | 'restore' = 'use') => {
    const id = parseId(def, rawId);
    const row = await repo.find(def, id, def.parentVisible?.(ctx));
    if (!row) throw new AppError('record_not_found');
    const deletedVisible = !row.deletedAt || admin(ctx) || (purpose === 'restore' && mayRestore(def, ctx, row));
    if (!deletedVisible || !def.policy.read(ctx, row.deletedAt ? { ...row, deletedAt: null } : row))
      throw new AppError('record_not_found');
    return row;
  };
  /** Whoever may delete a row may restore it, but only administrators undo someone else's delete. */
  const mayRestore = (def: AnyEntity, ctx: EntityContext, row: BaseRow) =>
    canRestore(ctx.user, def.policy.delete(ctx, row), { deleted_by: 'deletedBy' in row ? row.deletedBy : undefined });
  /** Every answer shows a row the same way: enriched (names, tags, own marks), then presented. */
  const show = async (def: AnyEntity, row: BaseRow, ctx: EntityContext) => {
    const [shown] = def.enrich ? await def.enrich([row], ctx) : [row];
    return def.present(shown!, ctx);
  };
  const pick = (presented: object, fields?: string[]) => {
    if (!fields?.length) return presented;
    const values = new Map(Object.entries(presented));
    return Object.fromEntries(fields.filter((f) => values.has(f) || f === 'id').map((f) => [f, values.get(f)]));
  };

  const checkQuery = (def: AnyEntity, q: RecordsQuery) => {
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
  };

  return {
    definition,
    /** Every registered entity, for the route table tests. */
    names: () => [...registry.keys()],

    hasAction: (name: string, method: 'GET' | 'POST', action: string) =>
      definition(name).actions?.[action]?.method === method,

    async list(name: string, ctx: EntityContext, query: unknown) {
      const def = definition(name);
      if (!def.policy.list(ctx)) throw denied(ctx);
      const q = parse(recordsQuerySchema, query);
      checkQuery(def, q);
      // The archive (deleted rows) is the administrators' on every entity.
      if (q.archived && !canSeeArchive(ctx.user))
        throw denied(ctx, { topicId: 'archived', message: 'Only administrators see deleted records' });
      const {
        rows,
        total,
        found,
        capped = false,
        totalCapped = false,
      } = def.list
        ? await def.list(ctx, q)
        : { ...(await repo.list(def, q, MAX_ALL, def.parentVisible?.(ctx))), capped: false };
      const shown = def.enrich ? await def.enrich(rows, ctx) : rows;
      // Capped counts are lower bounds: the client shows them as "250+".
      const info = { ...(capped && { found_capped: true }), ...(totalCapped && { total_capped: true }) };
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

    async read(name: string, ctx: EntityContext, id: string, fields?: string[]) {
      const def = definition(name);
      return pick(await show(def, await load(def, ctx, id), ctx), fields);
    },

    async create(name: string, ctx: EntityContext, body: unknown) {
      const def = definition(name);
      if (!def.create || !def.policy.create(ctx)) throw denied(ctx);
      const input = parse(def.create.schema, body) as Record<string, unknown>;
      const row = await def.create.run(ctx, input).catch(rethrowUnique(Object.keys(input)));
      return show(def, row, ctx);
    },

    /** Autosave of one field (spec §7); also used for multi-field saves from the edit forms. */
    async save(name: string, ctx: EntityContext, id: string, patch: Record<string, unknown>) {
      const def = definition(name);
      const row = await load(def, ctx, id);
      const schema = def.policy.writable(ctx, row);
      if (!schema) throw denied(ctx);
      for (const field of Object.keys(patch)) {
        if (!(field in schema.shape)) throw denied(ctx, { topicId: field, message: `You cannot change ${field}` });
      }
      const values = parse(schema.partial(), patch) as Record<string, unknown>;
      def.guard?.(ctx, row, values);
      const columns = { ...def.toColumns(values), updatedAt: new Date() };
      const updated = await (def.save ? def.save(row, columns, values) : repo.update(def, row.id, columns)).catch(
        rethrowUnique(Object.keys(values)),
      );
      await def.afterSave?.(ctx, row, values);
      return show(def, updated, ctx);
    },

    async remove(name: string, ctx: EntityContext, id: string) {
      const def = definition(name);
      const row = await load(def, ctx, id);
      if (!def.policy.delete(ctx, row)) throw denied(ctx);
      def.guard?.(ctx, row, 'delete');
      if (!def.deletedAtColumn) {
        await repo.remove(def, row.id);
        return { id: row.id, deleted: true };
      }
      const updated = await repo.setDeleted(def, row.id, ctx.user?.id ?? null);
      if (!row.deletedAt) await def.onDeleted?.(row, true);
      return show(def, updated, ctx);
    },

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

    async restore(name: string, ctx: EntityContext, id: string) {
      const def = definition(name);
      const row = await load(def, ctx, id, 'restore');
      if (!def.deletedAtColumn || !mayRestore(def, ctx, row)) throw denied(ctx);
      def.guard?.(ctx, row, 'restore');
      // A restored row can collide with one made while it was deleted (a promo code reused).
      const updated = await repo.setDeleted(def, row.id, false).catch(rethrowUnique(Object.keys(def.fields)));
      if (row.deletedAt) await def.onDeleted?.(row, false);
      return show(def, updated, ctx);
    },
  };
}

const slugId = z.object({ id: z.string().regex(/^[a-z0-9][a-z0-9_-]{0,63}$/i, 'Invalid id') });

function parseId(def: AnyEntity, raw: string): number | string {
  return def.idKind === 'slug' ? parse(slugId, { id: raw }).id : parse(idParam, { id: raw }).id;
}

function rethrowUnique(fields: string[]) {
  return (err: unknown): never => {
    if (isUniqueViolation(err)) {
      const detail = String(
        (err as { cause?: { detail?: string }; detail?: string }).cause?.detail ??
          (err as { detail?: string }).detail ??
          '',
      );
      const field = fields.find((f) => detail.includes(f)) ?? fields[0] ?? 'id';
      throw new AppError('conflict', { topicId: field, message: 'This value is already taken' });
    }
    throw err;
  };
}
export type EntityService = ReturnType<typeof createEntityService>;
