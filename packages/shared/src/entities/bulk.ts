import { z } from 'zod';
import { recordsQuerySchema } from './schemas.js';
import { idField } from '../text.js';

/** At most this many rows per bulk call: one transaction stays short. */
export const MAX_BULK_IDS = 1000;

/**
 * Query of GET /{entity}/export: the list's own (search, sort, filter, archived); page, per_page and
 * fields of the list's address are ignored, the export has every matching row and its own columns.
 */
export const exportQuerySchema = recordsQuerySchema.omit({ page: true, per_page: true, fields: true });

const slugId = z.string().regex(/^[a-z0-9][a-z0-9_-]{0,63}$/i, 'Invalid id');

/** Body of POST /{entity}/bulk/{action}: the ids of the chosen rows, of the entity's id type. */
export const bulkBodySchema = (idKind: 'serial' | 'slug' = 'serial') =>
  z.object({
    ids: z
      .array(idKind === 'slug' ? slugId : idField())
      .min(1, 'Choose at least one record')
      .max(MAX_BULK_IDS, `At most ${MAX_BULK_IDS} records at once`),
  });

/** Bulk action names: the generic `archive`, `restore`, and those an entity declares. */
export const bulkActionParam = z.object({
  action: z.string().regex(/^[a-z][a-z0-9_]{0,40}$/, 'Unknown action'),
});

/** Answer of a bulk call: the rows changed and, for each row left as it was, why. */
export interface BulkResult {
  done: (number | string)[];
  failed: { id: number | string; message: string }[];
}
