import type { EmailTemplateKey } from '@beatmarket/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { emailTemplates } from '../../db/schema/index.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export function createEmailTemplateRepository(db: Db) {
  return {
    /** tx: a mail recorded inside a transaction reads its template there (PGlite has one connection). */
    async find(key: EmailTemplateKey, tx: Tx = db) {
      const [row] = await tx
        .select({ subject: emailTemplates.subject, body: emailTemplates.body })
        .from(emailTemplates)
        .where(eq(emailTemplates.key, key));
      return row ?? null;
    },

    async findById(id: number) {
      const [row] = await db.select().from(emailTemplates).where(eq(emailTemplates.id, id));
      return row ?? null;
    },
  };
}
export type EmailTemplateRepository = ReturnType<typeof createEmailTemplateRepository>;
