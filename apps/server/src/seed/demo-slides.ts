import { writeFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, asc, isNull, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { RESPONSIVE_IMAGE_WIDTHS, responsiveVariant, SLIDE_IMAGE_RATIO } from '@beatmarket/shared';
import type { Storage } from '../adapters/storage.js';
import type { Db } from '../db/client.js';
import { slides } from '../db/schema/index.js';
import { coverArt } from '../modules/media/cover-images.js';

/** The home carousel of a demo install: what a beat store would run (issue 18). */
export const DEMO_SLIDES = [
  {
    title: 'New drops every Friday',
    text: 'Fresh trap, drill and R&B instrumentals from our producers, tagged previews free to play.',
    link: '/?search=trap',
  },
  {
    title: 'Mixing and mastering by the people who made the beat',
    text: 'Send your vocals, get a radio-ready record back within five working days.',
    link: '/mixing-and-mastering-services',
  },
  {
    title: 'Licences that fit the release',
    text: 'From a first mixtape to an exclusive: clear terms, instant delivery, stems with every premium licence.',
    link: '/page/usage-policy',
  },
];

/** Demo slides, only on a demo install with none; their images come with the demo media (below). */
export async function seedDemoSlides(db: Db): Promise<void> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(slides);
  if (Number(row?.n ?? 0) > 0) return;
  await db.insert(slides).values(DEMO_SLIDES.map((s, i) => ({ ...s, published: true, position: i })));
}

/**
 * Images for the demo slides still without one: the demo catalog's generated art, cropped to the
 * carousel's 16:9 box, in every responsive width. Made after the server listens, like the covers; until
 * then a slide shows its gradient placeholder in the same box.
 */
export async function seedDemoSlideImages(db: Db, storage: Storage): Promise<number> {
  const titles = DEMO_SLIDES.map((s) => s.title);
  const pending = (
    await db
      .select({ id: slides.id, title: slides.title })
      .from(slides)
      .where(and(isNull(slides.imageUrl), isNull(slides.deletedAt)))
      .orderBy(asc(slides.id))
  ).filter((s) => titles.includes(s.title));
  if (!pending.length) return 0;
  const dir = await mkdtemp(path.join(tmpdir(), 'bm-slides-'));
  try {
    for (const [i, slide] of pending.entries()) {
      const key = `public/slides/demo-${slide.id}-${Date.now().toString(36)}.jpg`;
      const largest = RESPONSIVE_IMAGE_WIDTHS[RESPONSIVE_IMAGE_WIDTHS.length - 1]!;
      const art = await sharp(Buffer.from(coverArt(101 + i * 3)))
        .resize(largest, Math.round(largest / SLIDE_IMAGE_RATIO), { fit: 'cover' })
        .png()
        .toBuffer();
      for (const [width, variantKey] of [
        [largest, key] as const,
        ...RESPONSIVE_IMAGE_WIDTHS.map((w) => [w, responsiveVariant(key, w)] as const),
      ]) {
        const file = path.join(dir, path.basename(variantKey));
        const jpeg = await sharp(art).resize(width).jpeg({ quality: 80, mozjpeg: true }).toBuffer();
        await writeFile(file, jpeg);
        await storage.upload(file, variantKey, 'image/jpeg');
        await rm(file, { force: true });
      }
      await db
        .update(slides)
        .set({ imageUrl: storage.publicUrl(key) })
        .where(sql`${slides.id} = ${slide.id} and ${slides.imageUrl} is null`);
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  return pending.length;
}
