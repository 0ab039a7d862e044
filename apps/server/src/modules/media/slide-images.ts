import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RESPONSIVE_IMAGE_WIDTHS, responsiveVariant, SLIDE_IMAGE_RATIO } from '@beatmarket/shared';
import type { Storage } from '../../adapters/storage.js';
import { openImage } from './image-limits.js';

/**
 * A slide's image in every responsive width (spec §9), each cropped to the carousel's 16:9 box: the home
 * page reserves that box before the image arrives (no layout shift), so every slide must fill it. The
 * base file is the largest width, as for covers.
 */
export async function storeSlideImage(
  storage: Storage,
  uploadedKey: string,
  maxPixels: number,
): Promise<{ key: string; keys: string[] }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'bm-slide-'));
  try {
    const src = path.join(dir, 'src');
    await storage.download(uploadedKey, src);
    const image = await openImage(src, maxPixels);
    const key = `public/slides/${Date.now().toString(36)}-${randomBytes(6).toString('hex')}.jpg`;
    const largest = RESPONSIVE_IMAGE_WIDTHS[RESPONSIVE_IMAGE_WIDTHS.length - 1]!;
    const outputs: [number, string][] = [
      [largest, key],
      ...RESPONSIVE_IMAGE_WIDTHS.map((w): [number, string] => [w, responsiveVariant(key, w)]),
    ];
    for (const [width, variantKey] of outputs) {
      const out = path.join(dir, path.basename(variantKey));
      await image()
        .rotate()
        .resize(width, Math.round(width / SLIDE_IMAGE_RATIO), { fit: 'cover', position: 'attention' })
        .jpeg({ quality: 80, mozjpeg: true })
        .toFile(out);
      await storage.upload(out, variantKey, 'image/jpeg');
    }
    return { key, keys: outputs.map(([, k]) => k) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
