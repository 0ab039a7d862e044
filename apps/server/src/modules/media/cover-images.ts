import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { RESPONSIVE_IMAGE_WIDTHS, responsiveVariant } from '@beatmarket/shared';
import type { Storage } from '../../adapters/storage.js';

/**
 * Spec §9: a cover in every responsive width, named by adding -{width} before the extension; the base
 * file is the largest. Square crops, since every place a cover appears is square.
 */
export async function storeCover(storage: Storage, uploadedKey: string, beatId: number): Promise<{ key: string; keys: string[] }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'bm-cover-'));
  try {
    const src = path.join(dir, 'src');
    await storage.download(uploadedKey, src);
    const key = `public/covers/${beatId}-${randomBytes(6).toString('hex')}.jpg`;
    const largest = RESPONSIVE_IMAGE_WIDTHS[RESPONSIVE_IMAGE_WIDTHS.length - 1]!;
    const outputs: [number, string][] = [[largest, key], ...RESPONSIVE_IMAGE_WIDTHS.map((w): [number, string] => [w, responsiveVariant(key, w)])];
    for (const [width, variantKey] of outputs) {
      const out = path.join(dir, path.basename(variantKey));
      await sharp(src).rotate().resize(width, width, { fit: 'cover' }).jpeg({ quality: 82, mozjpeg: true }).toFile(out);
      await storage.upload(out, variantKey, 'image/jpeg');
    }
    const keys = outputs.map(([, k]) => k);
    return { key, keys };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
