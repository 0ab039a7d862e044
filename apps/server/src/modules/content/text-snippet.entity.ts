import { isAdmin, type TextSnippetView } from '@beatmarket/shared';
import { z } from 'zod';
import { textSnippets } from '../../db/schema/index.js';
import type { EntityContext, EntityDefinition } from '../entities/entity.types.js';
import { sanitizeStoredHtml } from './sanitize.js';

const admin = (ctx: EntityContext) => isAdmin(ctx.user?.role);

const writable = z.object({
  title: z.string().trim().max(200, 'At most 200 characters'),
  // Cleaned on save: the web app renders it as HTML on public pages.
  content: z.string().max(100_000, 'At most 100,000 characters').transform(sanitizeStoredHtml),
});

/**
 * `text_snippet`: policy texts shown in dialogs (tos, privacy, purchase-info, …). Everyone reads them
 * (`GET /text_snippet/records?filter={"id":["tos","privacy"]}`); administrators edit them.
 */
export const textSnippetEntity: EntityDefinition<typeof textSnippets.$inferSelect, TextSnippetView> = {
  name: 'text_snippet',
  table: textSnippets,
  idColumn: textSnippets.id,
  idKind: 'slug',
  deletedAtColumn: textSnippets.deletedAt,
  fields: {
    id: { column: textSnippets.id, sortable: true, filterable: true, searchable: true },
    title: { column: textSnippets.title, sortable: true, searchable: true },
    content: { column: textSnippets.content, searchable: true },
    updated_at: { column: textSnippets.updatedAt, sortable: true },
  },
  defaultSort: [{ field: 'id', direction: 'asc' }],
  present: (t) => {
    // Cleaned again on the way out, for rows written before saving cleaned them (or straight into the database).
    return {
      id: t.id,
      title: t.title,
      content: sanitizeStoredHtml(t.content),
      updated_at: t.updatedAt,
      deleted_at: t.deletedAt,
    };
  },
  policy: {
    list: () => true,
    read: (ctx, row) => !row.deletedAt || admin(ctx),
    create: () => false,
    delete: admin,
    writable: (ctx) => (admin(ctx) ? writable : null),
  },
  toColumns: (v) => v,
};
