import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RESPONSIVE_IMAGE_WIDTHS, responsiveVariant } from '@beatmarket/shared';
import type { Storage } from '../../adapters/storage.js';
import { openImage } from './image-limits.js';

export interface StoredContentImage {
  key: string;
  keys: string[];
  /** The responsive widths made (spec §9 names, -{width}); none wider than the original. */
  widths: number[];
  /** The base file's size, written on the <img> so the text does not jump when it arrives. */
  width: number;
  height: number;
}

/**
 * An image for a content page's rich text, in the responsive widths up to its own (a small image is
 * not blown up), keeping its proportions: unlike covers and slides, text images have no fixed box. The
 * base file is the widest of those. A transparent image stays PNG, anything else becomes JPEG; the
 * re-encoding also drops whatever else the upload carried (metadata, trailing bytes).
 */
export async function storeContentImage(
  storage: Storage,
  uploadedKey: string,
  maxPixels: number,
): Promise<StoredContentImage> {
  const dir = await mkdtemp(path.join(tmpdir(), 'bm-content-'));
  try {
    const src = path.join(dir, 'src');
    await storage.download(uploadedKey, src);
    const image = await openImage(src, maxPixels);
    const meta = await image().rotate().metadata();
    // EXIF orientation 5-8 swaps the sides once rotated.
    const original = (meta.orientation ?? 1) >= 5 ? meta.height : meta.width;
    if (!original) throw new Error('no image width');
    const largest = RESPONSIVE_IMAGE_WIDTHS[RESPONSIVE_IMAGE_WIDTHS.length - 1]!;
    const baseWidth = Math.min(original, largest);
    const widths = RESPONSIVE_IMAGE_WIDTHS.filter((w) => w < baseWidth);
    // An alpha channel that is opaque everywhere (common in exported PNGs) is no transparency.
    const png = meta.hasAlpha === true && !(await image().stats()).isOpaque;
    const ext = png ? 'png' : 'jpg';
    const key = `public/content/${Date.now().toString(36)}-${randomBytes(6).toString('hex')}.${ext}`;
    const outputs: [number, string][] = [
      [baseWidth, key],
      ...widths.map((w): [number, string] => [w, responsiveVariant(key, w)]),
    ];
    let height = 0;
    for (const [width, variantKey] of outputs) {
      const out = path.join(dir, path.basename(variantKey));
      const resized = image().rotate().resize({ width, withoutEnlargement: true });
      const info = await (
        png ? resized.png({ compressionLevel: 9 }) : resized.jpeg({ quality: 82, mozjpeg: true })
      ).toFile(out);
      if (variantKey === key) height = info.height;
      await storage.upload(out, variantKey, png ? 'image/png' : 'image/jpeg');
    }
    return { key, keys: outputs.map(([, k]) => k), widths, width: baseWidth, height };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
