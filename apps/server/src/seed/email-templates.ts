import { EMAIL_TEMPLATES, EMAIL_TEMPLATE_KEYS } from '@beatmarket/shared';
import type { Db } from '../db/client.js';
import { emailTemplates } from '../db/schema/index.js';
import { sanitizeStoredHtml } from '../core/sanitize-html.js';
import { DEFAULT_TEMPLATES } from '../modules/mail/templates.js';

/** Every mail gets its default text once (every install, demo or not); an edited row is never overwritten. */
export async function seedEmailTemplates(db: Db): Promise<void> {
  for (const key of EMAIL_TEMPLATE_KEYS) {
    const d = DEFAULT_TEMPLATES[key];
    await db
      .insert(emailTemplates)
      .values({ key, name: EMAIL_TEMPLATES[key].name, subject: d.subject, body: sanitizeStoredHtml(d.body) })
      .onConflictDoNothing();
  }
}
