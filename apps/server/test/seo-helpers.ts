import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { JSDOM } from 'jsdom';
import { tagSlug } from '@beatmarket/shared';
import type { Db } from '../src/db/client.js';
import { beats, beatTags, tags, users } from '../src/db/schema/index.js';

/** A web dist holding the real index.html template (apps/web/index.html), as a build would. */
export function webDistWithTemplate(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'bm-seo-'));
  copyFileSync(path.resolve(import.meta.dirname, '../../web/index.html'), path.join(dir, 'index.html'));
  return dir;
}

/** A beat of the demo producer Marcus Reed (handle marcusreed), straight into the catalog. */
export async function insertBeat(
  db: Db,
  values: Partial<typeof beats.$inferInsert> & { slug: string; title: string },
  genre?: string,
): Promise<number> {
  const [producer] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'producer@beatmarket.test'));
  const slug = genre && tagSlug(genre);
  const [row] = await db
    .insert(beats)
    .values({ producerId: producer!.id, publishedAt: new Date(), ...(slug && { tagSlugs: [slug] }), ...values })
    .returning({ id: beats.id });
  if (genre && slug) {
    const [tag] = await db
      .insert(tags)
      .values({ name: genre, slug, group: 'genre' })
      .onConflictDoUpdate({ target: tags.slug, set: { name: genre } })
      .returning({ id: tags.id });
    await db.insert(beatTags).values({ beatId: row!.id, tagId: tag!.id });
  }
  return row!.id;
}

/** The parsed page, and what a link unfurler reads from it. */
export function readPage(html: string) {
  const { document } = new JSDOM(html).window;
  const meta = (key: string) =>
    document.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content') ?? null;
  const ld = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (s) => JSON.parse(s.textContent ?? '') as Record<string, unknown>,
  );
  return {
    document,
    title: document.title,
    meta,
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    ld,
  };
}
