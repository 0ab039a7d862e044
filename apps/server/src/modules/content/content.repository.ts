import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { services, testimonials, textSnippets, textSnippetVersions, users } from '../../db/schema/index.js';

export type ServiceRow = typeof services.$inferSelect;
export type TestimonialRow = typeof testimonials.$inferSelect;
export type SnippetRow = typeof textSnippets.$inferSelect;

export function createContentRepository(db: Db) {
  return {
    async snippet(id: string): Promise<SnippetRow | null> {
      const [row] = await db.select().from(textSnippets).where(eq(textSnippets.id, id));
      return row ?? null;
    },
    async versionCount(snippetId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(textSnippetVersions)
        .where(eq(textSnippetVersions.snippetId, snippetId));
      return row?.n ?? 0;
    },
    async addVersion(values: typeof textSnippetVersions.$inferInsert) {
      await db.insert(textSnippetVersions).values(values);
    },
    /** Newest first, with the author's name. */
    versions: (snippetId: string) =>
      db
        .select({
          id: textSnippetVersions.id,
          title: textSnippetVersions.title,
          content: textSnippetVersions.content,
          createdBy: textSnippetVersions.createdBy,
          createdByName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
          createdAt: textSnippetVersions.createdAt,
        })
        .from(textSnippetVersions)
        .leftJoin(users, eq(users.id, textSnippetVersions.createdBy))
        .where(eq(textSnippetVersions.snippetId, snippetId))
        .orderBy(desc(textSnippetVersions.id)),
    async version(snippetId: string, versionId: number) {
      const [row] = await db
        .select()
        .from(textSnippetVersions)
        .where(and(eq(textSnippetVersions.snippetId, snippetId), eq(textSnippetVersions.id, versionId)));
      return row ?? null;
    },
    async updateSnippet(id: string, values: { title: string; content: string }) {
      const [row] = await db
        .update(textSnippets)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(textSnippets.id, id))
        .returning();
      return row!;
    },
    publishedServices: () =>
      db
        .select()
        .from(services)
        .where(and(isNull(services.deletedAt), eq(services.published, true)))
        .orderBy(asc(services.position), asc(services.id)),
    async service(id: number): Promise<ServiceRow | null> {
      const [row] = await db
        .select()
        .from(services)
        .where(and(eq(services.id, id), isNull(services.deletedAt), eq(services.published, true)));
      return row ?? null;
    },
    insertService: async (values: typeof services.$inferInsert) =>
      (await db.insert(services).values(values).returning())[0]!,
    publishedTestimonials: () =>
      db
        .select()
        .from(testimonials)
        .where(and(isNull(testimonials.deletedAt), eq(testimonials.published, true)))
        .orderBy(asc(testimonials.position), asc(testimonials.id)),
    insertTestimonial: async (values: typeof testimonials.$inferInsert) =>
      (await db.insert(testimonials).values(values).returning())[0]!,
  };
}
export type ContentRepository = ReturnType<typeof createContentRepository>;
