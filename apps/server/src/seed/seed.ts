import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { licenses, textSnippets, users } from '../db/schema/index.js';
import { hashPassword } from '../modules/auth/password.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.js';
import { seedCatalog } from './seed-catalog.js';
import { seedDemoCoupons } from './demo-coupons.js';
import { seedDemoSubscriptions } from './demo-subscriptions.js';
import { SUPERSEDED_SNIPPETS, TEXT_SNIPPETS } from './text-snippets.js';
import { DEFAULT_LICENSES } from './licenses.js';
import { seedEmailTemplates } from './email-templates.js';
import { seedContentPages, seedDemoPress, seedDemoTestimonials } from './content-seed.js';
import { seedDemoSlides } from './demo-slides.js';

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
  await seedDemoCoupons(db);
  await seedDemoSubscriptions(db);
  await seedDemoTestimonials(db);
  await seedDemoPress(db);
  await seedDemoSlides(db);
}

/** Text snippets every install needs (policies shown in dialogs), demo or not. */
export async function seedContent(db: Db): Promise<void> {
  await seedEmailTemplates(db);
  for (const s of TEXT_SNIPPETS) await db.insert(textSnippets).values(s).onConflictDoNothing();
  await seedContentPages(db);
  for (const s of TEXT_SNIPPETS) {
    const old = SUPERSEDED_SNIPPETS[s.id];
    if (old)
      await db
        .update(textSnippets)
        .set({ content: s.content, updatedAt: new Date() })
        .where(and(eq(textSnippets.id, s.id), inArray(textSnippets.content, old)));
  }
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(licenses);
  if (Number(count?.n ?? 0) === 0) {
    await db.insert(licenses).values(
      DEFAULT_LICENSES.map((l) => ({
        name: l.name,
        description: l.description,
        type: l.type,
        level: l.level,
        price: l.price,
        specifications: l.specifications,
        bundlePrice: 'bundle_price' in l ? l.bundle_price : null,
        bundledName: 'bundled_name' in l ? l.bundled_name : '',
        bundledDescription: 'bundled_description' in l ? l.bundled_description : '',
      })),
    );
  }
}
