import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { textSnippets, users } from '../db/schema/index.js';
import { hashPassword } from '../modules/auth/password.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.js';
import { seedCatalog } from './seed-catalog.js';
import { TEXT_SNIPPETS } from './text-snippets.js';

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return Number(row?.n ?? 0) === 0;
}

/** Demo data; idempotent, so `npm run seed` can run on a seeded database. */
export async function seedDemo(db: Db): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const a of DEMO_ACCOUNTS) {
    await db
      .insert(users)
      .values({ ...a, passwordHash, news: true })
      .onConflictDoNothing();
  }
  await seedContent(db);
  await seedCatalog(db);
}

/** Text snippets every install needs (policies shown in dialogs), demo or not. */
export async function seedContent(db: Db): Promise<void> {
  for (const s of TEXT_SNIPPETS) await db.insert(textSnippets).values(s).onConflictDoNothing();
}
