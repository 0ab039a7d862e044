import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { responsiveVariant } from '@beatmarket/shared';
import type { Storage } from '../../adapters/storage.js';
import type { ImageRecipe } from './image-render.js';
import { renderInImageProcess } from './image-worker.js';

export interface StoredImage {
  key: string;
  keys: string[];
  /** The responsive widths made besides the base file (spec §9 names, -{width}). */
  widths: number[];
  /** The base file's size, written on an <img> so the text does not jump when it arrives. */
  width: number;
  height: number;
}

/** Where each kind of image lives; a random part keeps an old address from showing a new image. */
const FOLDER: Record<ImageRecipe, string> = { cover: 'covers', slide: 'slides', content: 'content' };

/**
 * An uploaded image in every responsive width (spec §9: the base file is the largest, each width is named
 * by adding -{width} before the extension). Covers are square (every place a cover appears is), slides fill
 * the carousel's 16:9 box (reserved before the image arrives), content images keep their proportions.
 * The pixels are decoded in the image process; this process only moves files.
 */
export async function storeImage(
  storage: Storage,
  uploadedKey: string,
  recipe: ImageRecipe,
  maxPixels: number,
  /** Covers are named for their beat, the others for when they were made. */
  prefix: string = Date.now().toString(36),
): Promise<StoredImage> {
  const dir = await mkdtemp(path.join(tmpdir(), 'bm-image-'));
  try {
    const src = path.join(dir, 'src');
    await storage.download(uploadedKey, src);
    const { files, format } = await renderInImageProcess({ recipe, src, dir, maxPixels });
    const key = `public/${FOLDER[recipe]}/${prefix}-${randomBytes(6).toString('hex')}.${format}`;
    const keys = files.map((f, i) => (i === 0 ? key : responsiveVariant(key, f.width)));
    const type = format === 'png' ? 'image/png' : 'image/jpeg';
    for (const [i, f] of files.entries()) await storage.upload(f.file, keys[i]!, type);
    return { key, keys, widths: files.slice(1).map((f) => f.width), width: files[0]!.width, height: files[0]!.height };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
