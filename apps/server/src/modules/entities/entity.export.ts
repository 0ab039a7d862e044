import { and, eq, type SQL } from 'drizzle-orm';
import { stringify } from 'csv-stringify/sync';
import type { RecordsQuery } from '@beatmarket/shared';
import { AppError } from '../../core/errors.js';
import { conditions, type EntityRepository } from './entity.repository.js';
import { passes, type Walk } from './entity.keyset.js';
import type { AnyEntity, BaseRow, EntityContext, ExportColumn, ExportSource } from './entity.types.js';

/** Rows read per query: a batch is enriched, presented and written before the next one is read. */
export const EXPORT_BATCH = 1000;

/** A cell a spreadsheet would run as a formula (CSV injection) starts with one of these. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell: text that could be a formula is quoted as text; dates in ISO 8601 (UTC). */
export function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') return FORMULA_START.test(value) ? `'${value}` : value;
  if (typeof value === 'object') return cell(JSON.stringify(value));
  return String(value);
}

const isScalar = (v: unknown) => v === null || v instanceof Date || ['string', 'number', 'boolean'].includes(typeof v);

/** By default every scalar field of the view (nested lists and objects have no one cell). */
function defaultColumns(view: object): ExportColumn<object>[] {
  return Object.entries(view)
    .filter(([, v]) => isScalar(v))
    .map(([header]) => ({ header, value: (row: object) => (row as Record<string, unknown>)[header] }));
}

/** The generic list as an export source: its conditions and its order (the list's ties: id ascending). */
function genericSource(def: AnyEntity, ctx: EntityContext, q: RecordsQuery): ExportSource<BaseRow> {
  const { matching } = conditions(def, q, def.parentVisible?.(ctx));
  const sort = q.sort?.length ? q.sort : def.defaultSort;
  return {
    where: and(...matching),
    // PostgreSQL's own placement, as the list orders: empty values last ascending, first descending.
    keys: sort.map(({ field, direction }) => {
      const column = def.fields[field]!.column;
      return { value: column, direction, nulls: direction === 'desc' ? 'first' : 'last', notNull: column.notNull };
    }),
    tie: 'asc',
  };
}

/** An export: its CSV chunks, and whether the list had more than `maxRows` rows (the file stops there). */
export interface ExportFile {
  chunks: AsyncIterable<string>;
  truncated: boolean;
  maxRows: number;
}

/**
 * The CSV of a list, as chunks of text, one per batch (header first): memory holds one batch whatever
 * the table's size, and one request reads at most `maxRows` rows (issue 31). The first batch is read
 * before this returns, so a query the database refuses is an error answer, not a truncated download.
 */
export async function exportChunks(
  repo: EntityRepository,
  def: AnyEntity,
  ctx: EntityContext,
  q: RecordsQuery,
  opts: { batchSize?: number | undefined; maxRows: number },
): Promise<ExportFile> {
  const { maxRows } = opts;
  const batchSize = Math.min(opts.batchSize ?? EXPORT_BATCH, maxRows);
  if (def.list && !def.exportSource) throw new AppError('not_found', { message: 'This list has no export' });
  const source = def.exportSource ? await def.exportSource(ctx, q) : genericSource(def, ctx, q);
  // Known before the first byte, so the answer's header can say the file was cut.
  const truncated = (await repo.countUpTo(def.table, source.where, maxRows + 1)) > maxRows;
  const walk: Walk = { table: def.table, idColumn: def.idColumn, keys: source.keys, tie: source.tie };
  if (source.tieNulls) walk.tieNulls = source.tieNulls;

  const partition = source.partition;
  async function* batches(): AsyncGenerator<BaseRow[]> {
    const parts = partition ? await repo.values(partition.values) : [undefined];
    for (const part of parts) {
      const where = partition ? and(source.where, eq(partition.column, part)) : source.where;
      yield* walkPart(where);
    }
  }
  let left = maxRows;
  async function* walkPart(where: SQL | undefined): AsyncGenerator<BaseRow[]> {
    for (const pass of passes(walk)) {
      let last: number | string | null = null;
      for (;;) {
        if (left <= 0) return;
        const ids = await repo.batchIds(walk, where, pass, last, Math.min(batchSize, left));
        left -= ids.length;
        if (!ids.length) break;
        const found = await (source.rows ? source.rows(ids) : repo.byIds(def, ids));
        // Read by id in any order: back in the walk's order (a row gone meanwhile is left out).
        const byId = new Map(found.map((r) => [r.id, r]));
        yield ids.map((id) => byId.get(id)).filter((r): r is BaseRow => r !== undefined);
        if (ids.length < batchSize) break;
        last = ids.at(-1)!;
      }
    }
  }

  let columns: ExportColumn<object>[] | null = (def.exportColumns as ExportColumn<object>[] | undefined) ?? null;
  const toCsv = async (rows: BaseRow[], header: boolean) => {
    const views = (def.enrich ? await def.enrich(rows, ctx) : rows).map((r) => def.present(r, ctx));
    columns ??= views[0] ? defaultColumns(views[0]) : [];
    const lines = views.map((v) => columns!.map((c) => cell(c.value(v))));
    if (!columns.length) return '';
    return stringify(header ? [columns.map((c) => c.header), ...lines] : lines);
  };

  const iterator = batches();
  const first = await iterator.next();
  const head = await toCsv(first.done ? [] : first.value, true);
  const chunks = (async function* () {
    yield head;
    if (first.done) return;
    for await (const rows of iterator) if (rows.length) yield await toCsv(rows, false);
  })();
  return { chunks, truncated, maxRows };
}
