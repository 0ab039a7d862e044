import { canRestore, idParam, isAdmin } from '@beatmarket/shared';
import { z } from 'zod';
import { AppError, isUniqueViolation } from '../../core/errors.js';
import { parse } from '../../core/parse.js';
import type { EntityRepository } from './entity.repository.js';
import type { AnyEntity, BaseRow, EntityContext } from './entity.types.js';

/** Who may touch one row: shared by the one-record calls and the bulk calls, so both follow one rule. */
export const admin = (ctx: EntityContext) => isAdmin(ctx.user?.role);

/** Refused: 401 asks a visitor to log in (spec §6), 403 tells a logged-in user it is not theirs. */
export const denied = (ctx: EntityContext, opts?: { topicId?: string; message?: string }) =>
  new AppError(ctx.user ? 'forbidden' : 'unauthenticated', opts);

/** Whoever may delete a row may restore it, but only administrators undo someone else's delete. */
export const mayRestore = (def: AnyEntity, ctx: EntityContext, row: BaseRow) =>
  canRestore(ctx.user, def.policy.delete(ctx, row), { deleted_by: 'deletedBy' in row ? row.deletedBy : undefined });

const slugId = z.object({ id: z.string().regex(/^[a-z0-9][a-z0-9_-]{0,63}$/i, 'Invalid id') });

export function parseId(def: AnyEntity, raw: string): number | string {
  return def.idKind === 'slug' ? parse(slugId, { id: raw }).id : parse(idParam, { id: raw }).id;
}

/**
 * A row the user may not read does not exist for them (no probing of ids): nor does a row whose
 * parent they may not see, nor a deleted row unless they are an administrator or restoring what
 * they may delete.
 */
export async function loadRow(
  repo: Pick<EntityRepository, 'find'>,
  def: AnyEntity,
  ctx: EntityContext,
  id: number | string,
  purpose: 'use' | 'restore' = 'use',
): Promise<BaseRow> {
  const row = await repo.find(def, id, def.parentVisible?.(ctx));
  if (!row) throw new AppError('record_not_found');
  const deletedVisible = !row.deletedAt || admin(ctx) || (purpose === 'restore' && mayRestore(def, ctx, row));
  if (!deletedVisible || !def.policy.read(ctx, row.deletedAt ? { ...row, deletedAt: null } : row))
    throw new AppError('record_not_found');
  return row;
}

/** A unique index refusing a value becomes a 409 naming the field (a promo code reused). */
export function rethrowUnique(fields: string[]) {
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

type RowWriter = Pick<EntityRepository, 'setDeleted' | 'remove'>;

/**
 * Deletes a row the user may delete: soft where the table keeps an archive (answers the row), for
 * good otherwise (answers null). Counters (`onDeleted`) are the caller's, once the change is committed.
 */
export async function archiveRow(repo: RowWriter, def: AnyEntity, ctx: EntityContext, row: BaseRow) {
  if (!def.policy.delete(ctx, row)) throw denied(ctx);
  def.guard?.(ctx, row, 'delete');
  if (!def.deletedAtColumn) {
    await (def.remove ? def.remove(row) : repo.remove(def, row.id));
    return null;
  }
  return repo.setDeleted(def, row.id, ctx.user?.id ?? null);
}

export async function restoreRow(repo: RowWriter, def: AnyEntity, ctx: EntityContext, row: BaseRow) {
  if (!def.deletedAtColumn || !mayRestore(def, ctx, row)) throw denied(ctx);
  def.guard?.(ctx, row, 'restore');
  // A restored row can collide with one made while it was deleted (a promo code reused).
  return repo.setDeleted(def, row.id, false).catch(rethrowUnique(Object.keys(def.fields)));
}
