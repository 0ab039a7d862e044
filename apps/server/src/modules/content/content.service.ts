import type { ContentView, mixMasterInquirySchema, SnippetVersionView } from '@beatmarket/shared';
import { formatCents } from '@beatmarket/shared';
import type { z } from 'zod';
import { AppError } from '../../core/errors.js';
import type { ContactService } from '../mail/contact.service.js';
import type { ContentCache } from './content-cache.js';
import type { ContentRepository, SnippetRow } from './content.repository.js';
import { sanitizeStoredHtml } from '../../core/sanitize-html.js';

const present = (id: string, row: SnippetRow | null): ContentView => ({
  id,
  title: row && !row.deletedAt ? row.title : '',
  // Cleaned on the way out too: a row written around the API must not reach a page unsanitised.
  content: row && !row.deletedAt ? sanitizeStoredHtml(row.content) : '',
  updated_at: row && !row.deletedAt ? row.updatedAt : null,
});

/** Content pages' texts, their versions, the services and testimonials, and the services' inquiry form. */
export function createContentService(deps: { repo: ContentRepository; cache: ContentCache; contact: ContactService }) {
  const { repo, cache } = deps;

  /** Records an edit: the first one also keeps the text it replaced, so the original stays restorable. */
  async function recordEdit(before: SnippetRow, after: { title: string; content: string }, userId: number | null) {
    if ((await repo.versionCount(before.id)) === 0)
      await repo.addVersion({ snippetId: before.id, title: before.title, content: before.content, createdBy: null });
    await repo.addVersion({ snippetId: before.id, ...after, createdBy: userId });
    cache.invalidate(`snippet:${before.id}`);
  }

  return {
    snippet: (id: string) => cache.get(`snippet:${id}`, async () => present(id, await repo.snippet(id))),
    recordEdit,
    async versions(id: string): Promise<SnippetVersionView[]> {
      return (await repo.versions(id)).map((v) => ({
        id: v.id,
        title: v.title,
        content: sanitizeStoredHtml(v.content),
        created_by: v.createdBy,
        created_by_name: v.createdByName,
        created_at: v.createdAt,
      }));
    },
    /** Puts an earlier state back; the restore is itself a new version (nothing is ever lost). */
    async restore(current: SnippetRow, versionId: number, userId: number) {
      const version = await repo.version(current.id, versionId);
      if (!version) throw new AppError('record_not_found', { topicId: 'version_id', message: 'No such version' });
      const values = { title: version.title, content: sanitizeStoredHtml(version.content) };
      const row = await repo.updateSnippet(current.id, values);
      await recordEdit(current, values, userId);
      return row;
    },
    services: () => cache.get('services', () => repo.publishedServices()),
    testimonials: () => cache.get('testimonials', () => repo.publishedTestimonials()),
    invalidate: (key: 'services' | 'testimonials') => cache.invalidate(key),
    forget: (snippetId: string) => cache.invalidate(`snippet:${snippetId}`),

    /** The services page's form: mailed to the provider (the contact address) like a contact message. */
    async inquire(input: z.output<typeof mixMasterInquirySchema>, ip: string) {
      const service = input.service_id ? await repo.service(input.service_id) : null;
      if (input.service_id && !service)
        throw new AppError('validation_failed', { topicId: 'service_id', message: 'Choose one of the services' });
      const lines = [
        service ? `Service: ${service.name} (from ${formatCents(service.priceFrom)})` : 'Service: not sure yet',
        input.links ? `Links: ${input.links}` : null,
        '',
        input.message,
      ].filter((l) => l !== null);
      await deps.contact.send(
        {
          name: input.name,
          email: input.email,
          subject: `Mixing & mastering${service ? `: ${service.name}` : ''}`,
          message: lines.join('\n'),
          recaptcha: input.recaptcha,
        },
        ip,
      );
    },
  };
}
export type ContentService = ReturnType<typeof createContentService>;
