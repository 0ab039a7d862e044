import type { Meta, RoleKey } from '@beatmarket/shared';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { RecordsQuery } from '@beatmarket/shared';
import type { z } from 'zod';
import type { SessionUser } from '../../core/session-user.js';
import type { Db } from '../../db/client.js';

export interface EntityContext {
  user: SessionUser | null;
}

export interface FieldDef {
  column: AnyPgColumn;
  sortable?: boolean;
  /** Free-text search of the list matches any searchable field. */
  searchable?: boolean;
  filterable?: boolean;
}

/** What the mechanism itself reads on every row: its id and, where the table soft-deletes, who deleted it when. */
export type BaseRow = { id: number | string; deletedAt?: Date | null; deletedBy?: number | null };

/**
 * One entity on the generic mechanism of spec §7: its table, its API fields, how a row is shown,
 * and who may do what. The policy is the single place a permission rule lives.
 *
 * `TRow` is what the table gives (its `$inferSelect`, or a wider type that the entity's own list adds
 * columns to); `TShown` is the row after `enrich` (names, marks), which `present` turns into `TView`,
 * the shape of the views in `packages/shared` (each area's `views.ts`). The registry holds them as `AnyEntity`.
 */
export interface EntityDefinition<
  TRow extends BaseRow = BaseRow,
  TView extends object = object,
  TShown extends TRow = TRow,
> {
  name: string;
  /** Its rows are checked against `TRow`: a column renamed in the schema no longer compiles here. */
  table: PgTable & { $inferSelect: TRow };
  idColumn: AnyPgColumn;
  /** Serial numbers by default; `slug` for text ids such as the text snippets' `tos`. */
  idKind?: 'serial' | 'slug';
  /**
   * Present when the entity soft-deletes (spec §3). Deleted rows exist only for administrators (the
   * `archived` lists, reads by id), and for whoever may delete a row when they restore it.
   */
  deletedAtColumn?: AnyPgColumn;
  /**
   * For rows that belong to a parent the viewer may not see (a comment of an unpublished or deleted
   * beat): the condition on this table that keeps them invisible with it, in lists and reads by id;
   * undefined when the viewer sees every parent.
   */
  parentVisible?(ctx: EntityContext): SQL | undefined;
  fields: Record<string, FieldDef>;
  defaultSort: { field: string; direction: 'asc' | 'desc' }[];
  present(row: TShown, ctx: EntityContext): TView;
  /** Per-row rules; the mechanism applies the soft-delete and parent rules above before `read`. */
  policy: {
    list(ctx: EntityContext): boolean;
    /** Whether this live row is readable; a deleted row is judged as it would be once restored. */
    read(ctx: EntityContext, row: TRow): boolean;
    create(ctx: EntityContext): boolean;
    delete(ctx: EntityContext, row: TRow): boolean;
    /** Schema of the API fields this user may change on this row; null when none. */
    writable(ctx: EntityContext, row: TRow): z.ZodObject | null;
  };
  /**
   * Only the conversions a field's name does not say (a date sent as text): the mechanism maps each
   * API field to its column itself (entity.columns).
   */
  convert?(values: Record<string, unknown>): Record<string, unknown>;
  /** Columns every save sets from the session, whatever the fields sent (who saved it). */
  stamp?(ctx: EntityContext): Record<string, unknown>;
  /** `columns` is the validated `input` as the table's columns (entity.columns). */
  create?: {
    schema: z.ZodType;
    run(ctx: EntityContext, input: Record<string, unknown>, columns: Record<string, unknown>): Promise<TRow>;
  };
  /**
   * Named actions (spec §7): `POST /{entity}/{id}/{action}` when `onRecord`, otherwise
   * `{method} /{entity}/{action}`. Each action checks its own permission.
   */
  actions?: Record<string, EntityAction<TRow>>;
  /** Replaces the generic list (the catalog's search language); it applies `archived` and the parent rule itself. */
  list?(
    ctx: EntityContext,
    q: RecordsQuery,
  ): Promise<{
    rows: TRow[];
    total: number;
    found: number;
    capped?: boolean;
    totalCapped?: boolean;
    /** More of the answer's meta.other_query_info (the catalog's `mended`: misspelt words were mended). */
    info?: Record<string, unknown>;
  }>;
  /** Loads what rows show from other tables (names, tags, the user's own marks) in one batch. */
  enrich?(rows: TRow[], ctx: EntityContext): Promise<TShown[]>;
  /** Named stats (spec §7 `POST /{entity}/{id}/stat/{stat}`); recording one needs only read access. */
  stats?: { names(stat: string): boolean; record(ctx: EntityContext, row: TRow, stat: string): Promise<void> };
  /**
   * Replaces the generic delete of a table that does not soft-delete, when what derives from the row
   * elsewhere (the search columns of a tag's beats) must change in the same transaction.
   */
  remove?(row: TRow): Promise<void>;
  /** Keeps denormalised counters right when a row is soft-deleted or restored. */
  onDeleted?(row: TRow, deleted: boolean): Promise<void>;
  /** Writes what lives outside the row (e.g. a beat's tags) after a save, before the row is shown. */
  afterSave?(ctx: EntityContext, row: TRow, values: Record<string, unknown>): Promise<void>;
  /**
   * Replaces the generic update when the row and what lives outside it (a beat's tags) change
   * together: one transaction, so a failing part leaves nothing half saved.
   */
  save?(row: TRow, columns: Record<string, unknown>, values: Record<string, unknown>): Promise<TRow>;
  /** Extra checks before a change lands (e.g. nobody but a developer touches a developer). */
  guard?(ctx: EntityContext, row: TRow, change: Record<string, unknown> | 'delete' | 'restore'): void;
  /**
   * The least role that sees this entity's admin list, and so may export it (issue 31, decision 0076):
   * administrators unless the entity says otherwise. The public list (the catalog) is not an export.
   */
  adminList?: RoleKey;
  /** CSV columns of the export; by default every scalar field of the presented view. */
  exportColumns?: ExportColumn<TView>[];
  /**
   * How an entity with its own `list` is exported: its list as a condition and an order the mechanism
   * walks by keyset (decision 0027). Without it, an entity with its own list has no export.
   */
  exportSource?(ctx: EntityContext, q: RecordsQuery): ExportSource<TRow> | Promise<ExportSource<TRow>>;
  /**
   * Bulk actions besides the generic `archive` and `restore` (`POST /{entity}/bulk/{name}`): run on each
   * row the user may read, inside the call's transaction (`tx`) and the row's savepoint. Each checks
   * its own permission; what it throws is reported for that row and undoes only that row. Every
   * read and write goes through `tx`: on PGlite (one connection) a query on the app's own handle
   * would wait for this transaction to end, which never comes.
   */
  bulk?: Record<string, BulkAction<TRow>>;
  /**
   * `GET /{entity}/{id}?relation_ids=order` answers `order_ids` (spec §3): the ids of the related rows,
   * `id` read from the rows matching `where(rowId)`.
   */
  relations?: Record<string, { id: AnyPgColumn; where(rowId: number | string): SQL }>;
}

export interface ExportColumn<TView> {
  header: string;
  value(view: TView): unknown;
}

/** One term of a keyset order: a column or expression of the entity's table (it may read other tables). */
export interface SortKey {
  value: SQL | AnyPgColumn;
  direction: 'asc' | 'desc';
  nulls: 'first' | 'last';
  /** Never null: the walk then needs no separate pass over the empty values. */
  notNull?: boolean;
}

export interface ExportSource<TRow> {
  /** The list's rows as a condition on the entity's table (visibility, archive, filters, search). */
  where: SQL | undefined;
  /** The list's order; equal keys are ordered by id in the `tie` direction. */
  keys: SortKey[];
  tie: 'asc' | 'desc';
  /** The id tie's nulls placement as the entity's sort indexes store it (never null; for the planner). */
  tieNulls?: 'first' | 'last';
  /**
   * A first sort term no index can walk (the producer's name): the rows are walked one value of
   * `column` at a time, in the order the one-column query `values` lists them, `keys` within each.
   */
  partition?: { column: AnyPgColumn; values: SQL };
  /** Reads a batch's rows when the table's own columns are not enough (joined names, tags). */
  rows?(ids: (number | string)[]): Promise<TRow[]>;
}

/**
 * One row of a bulk action. Declared through a method so that, like the callbacks above, an action
 * typed with its entity's own row fits the registry's `AnyEntity` (methods are compared bivariantly).
 */
export type BulkAction<TRow extends BaseRow = BaseRow> = {
  run(ctx: EntityContext, row: TRow, tx: Db): Promise<void>;
}['run'];

/**
 * An entity of any row type, as the registry and the generic service hold it. Every callback above is
 * declared as a method, so a definition typed with its own row fits here (the mechanism only reads the
 * base columns; each entity reads its own rows typed).
 */
export type AnyEntity = EntityDefinition<BaseRow, object, BaseRow>;

/** An action's answer that also carries meta (e.g. `meta.updates` of spec §7). */
export class ActionReply {
  constructor(
    readonly data: unknown,
    readonly meta: Partial<Meta>,
    /** The HTTP status when not 200 (201: the action made a record) and the page the client goes to next. */
    readonly reply: { status?: number; redirect?: string } = {},
  ) {}
}

export interface EntityAction<TRow extends BaseRow = BaseRow> {
  method: 'GET' | 'POST';
  onRecord: boolean;
  run(
    ctx: EntityContext & { ip: string },
    input: { row: TRow | null; body: unknown; query: unknown },
  ): Promise<unknown>;
}
