import { bulkActionParam, bulkBodySchema, type BulkResult } from '@beatmarket/shared';
import { AppError } from '../../core/errors.js';
import { parse } from '../../core/parse.js';
import type { Db } from '../../db/client.js';
import { admin, archiveRow, denied, loadRow, restoreRow } from './entity.access.js';
import { createEntityRepository, type EntityRepository } from './entity.repository.js';
import type { AnyEntity, BaseRow, EntityContext } from './entity.types.js';

type RowStep = (ctx: EntityContext, row: BaseRow, tx: Db) => Promise<void>;

/** The generic actions: the one-record DELETE and restore rules, row by row. */
const GENERIC: Record<string, { purpose: 'use' | 'restore'; deleted: boolean; step(def: AnyEntity): RowStep }> = {
  archive: {
    purpose: 'use',
    deleted: true,
    step: (def) => async (ctx, row, tx) => void (await archiveRow(createEntityRepository(tx), def, ctx, row)),
  },
  restore: {
    purpose: 'restore',
    deleted: false,
    step: (def) => async (ctx, row, tx) => void (await restoreRow(createEntityRepository(tx), def, ctx, row)),
  },
};

/** What a row's failure tells the user: an expected refusal says why; anything else stays on the server. */
const reason = (err: unknown) => (err instanceof AppError ? err.message : 'This record could not be changed');

/** A refusal, or for anyone but an administrator a row that does not exist for them. */
const refused = (ctx: EntityContext, err: unknown) =>
  err instanceof AppError &&
  (err.code === 'forbidden' || err.code === 'unauthenticated' || (!admin(ctx) && err.code === 'record_not_found'));

/**
 * `POST /{entity}/bulk/{action}` (decision 0027): one transaction for the call, a savepoint per row,
 * so a row that fails (not found, not allowed, refused by a rule) is reported and undone alone while
 * the others commit together. Visitors are refused outright, as are users who may not see the list.
 */
export async function bulkRun(
  repo: EntityRepository,
  def: AnyEntity,
  ctx: EntityContext,
  rawAction: string,
  body: unknown,
): Promise<BulkResult> {
  const { action } = parse(bulkActionParam, { action: rawAction });
  const generic = Object.hasOwn(GENERIC, action) ? GENERIC[action]! : null;
  const own = def.bulk && Object.hasOwn(def.bulk, action) ? def.bulk[action]! : null;
  // An entity that deletes for good has no archive to put rows in nor take them out of.
  const step: RowStep | null = own ?? (generic && def.deletedAtColumn ? generic.step(def) : null);
  if (!step)
    throw new AppError('not_found', { topicId: 'action', message: `${def.name} has no bulk action ${action}` });
  if (!ctx.user || !def.policy.list(ctx)) throw denied(ctx);
  const { ids } = parse(bulkBodySchema(def.idKind), body);

  const result: BulkResult = { done: [], failed: [] };
  const changed: BaseRow[] = [];
  let refusals = 0;
  await repo.transaction(async (tx) => {
    const txRepo = createEntityRepository(tx);
    for (const id of new Set(ids)) {
      try {
        const row = await tx.transaction(async (savepoint) => {
          const loaded = await loadRow(txRepo, def, ctx, id, generic?.purpose ?? 'use');
          await step(ctx, loaded, savepoint);
          return loaded;
        });
        result.done.push(id);
        changed.push(row);
      } catch (err) {
        if (refused(ctx, err)) refusals++;
        result.failed.push({ id, message: reason(err) });
      }
    }
  });
  // Nothing this user may do on any of the rows: the call itself is refused (a 403 tells no more than
  // the 404s would), so an administrators' action on a public list is a 403 to everyone else.
  if (!result.done.length && refusals === result.failed.length) throw denied(ctx);
  // Counters follow the committed change (outside the transaction: PGlite has one connection).
  if (generic && !own && def.onDeleted) {
    for (const row of changed)
      if (Boolean(row.deletedAt) !== generic.deleted) await def.onDeleted(row, generic.deleted);
  }
  return result;
}
