import { isAdmin, restoreVersionSchema, type TextSnippetView } from '@beatmarket/shared';
import { z } from 'zod';
import { parse } from '../../core/parse.js';
import { textSnippets } from '../../db/schema/index.js';
import { denied } from '../entities/entity.access.js';
import type { EntityContext, EntityDefinition } from '../entities/entity.types.js';
import type { ContentService } from './content.service.js';
import { sanitizeStoredHtml } from '../../core/sanitize-html.js';

type Row = typeof textSnippets.$inferSelect;
const admin = (ctx: EntityContext) => isAdmin(ctx.user?.role);

const writable = z.object({
  title: z.string().trim().max(200, 'At most 200 characters'),
  // Cleaned on save: the web app renders it as HTML on public pages.
  content: z.string().max(100_000, 'At most 100,000 characters').transform(sanitizeStoredHtml),
});

const presentSnippet = (t: Row): TextSnippetView => ({
  id: t.id,
  title: t.title,
  // Cleaned again on the way out, for rows written before saving cleaned them (or straight into the database).
  content: sanitizeStoredHtml(t.content),
  updated_at: t.updatedAt,
  deleted_at: t.deletedAt,
});

/**
 * `text_snippet`: content pages, policy texts and dialog texts (tos, privacy, purchase-info, about-us,
 * premium-users, …). Everyone reads them (`GET /text_snippet/records?filter={"id":["tos","privacy"]}`);
 * administrators edit them, and every edit is a version they can list and restore (issue 18).
 */
export function textSnippetEntity(content: ContentService): EntityDefinition<Row, TextSnippetView> {
  return {
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
    present: presentSnippet,
    policy: {
      list: () => true,
      read: (ctx, row) => !row.deletedAt || admin(ctx),
      create: () => false,
      delete: admin,
      writable: (ctx) => (admin(ctx) ? writable : null),
    },
    async afterSave(ctx, row, values) {
      const after = {
        title: typeof values.title === 'string' ? values.title : row.title,
        content: typeof values.content === 'string' ? values.content : row.content,
      };
      await content.recordEdit(row, after, ctx.user?.id ?? null);
    },
    onDeleted: async (row) => content.forget(row.id),
    actions: {
      /** POST /text_snippet/{id}/versions (spec §7 record actions are POSTs): every saved state, newest first. */
      versions: {
        method: 'POST',
        onRecord: true,
        async run(ctx, { row }) {
          if (!admin(ctx)) throw denied(ctx);
          return content.versions(row!.id);
        },
      },
      /** POST /text_snippet/{id}/restore_version {version_id}: that state becomes the text again. */
      restore_version: {
        method: 'POST',
        onRecord: true,
        async run(ctx, { row, body }) {
          if (!admin(ctx)) throw denied(ctx);
          const { version_id } = parse(restoreVersionSchema, body);
          return presentSnippet(await content.restore(row!, version_id, ctx.user!.id));
        },
      },
    },
  };
}
