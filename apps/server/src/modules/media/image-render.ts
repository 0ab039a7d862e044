import path from 'node:path';
import { RESPONSIVE_IMAGE_WIDTHS, SLIDE_IMAGE_RATIO } from '@beatmarket/shared';
import type { Sharp } from 'sharp';
import { openImage } from './image-limits.js';

/** What an uploaded image becomes: a square cover, a 16:9 slide, or a content image keeping its proportions. */
export type ImageRecipe = 'cover' | 'slide' | 'content';
export interface RenderRequest {
  recipe: ImageRecipe;
  src: string;
  /** Where the made files go, named by width. */
  dir: string;
  maxPixels: number;
}
export interface RenderedFile {
  width: number;
  height: number;
  file: string;
}
export interface RenderResult {
  /** The base file (the largest width) first, then the responsive widths (spec §9). */
  files: RenderedFile[];
  format: 'jpg' | 'png';
}

const LARGEST = RESPONSIVE_IMAGE_WIDTHS[RESPONSIVE_IMAGE_WIDTHS.length - 1]!;

/** Decodes and resizes one upload. Runs in the image process (image-worker.ts), never in the API's. */
export async function renderImage({ recipe, src, dir, maxPixels }: RenderRequest): Promise<RenderResult> {
  const image = await openImage(src, maxPixels);
  if (recipe === 'content') return renderContent(image, dir);
  const box = recipe === 'cover' ? (w: number) => w : (w: number) => Math.round(w / SLIDE_IMAGE_RATIO);
  const files: RenderedFile[] = [];
  for (const width of [LARGEST, ...RESPONSIVE_IMAGE_WIDTHS]) {
    const file = path.join(dir, `${files.length}-${width}.jpg`);
    // Slides crop to what draws the eye: a carousel box cuts more of a portrait than a cover does.
    const resized = image()
      .rotate()
      .resize(width, box(width), { fit: 'cover', ...(recipe === 'slide' ? { position: 'attention' } : {}) });
    const info = await resized.jpeg({ quality: recipe === 'cover' ? 82 : 80, mozjpeg: true }).toFile(file);
    files.push({ width, height: info.height, file });
  }
  return { files, format: 'jpg' };
}

/**
 * A content page's image in the widths up to its own (a small image is not blown up), in proportion. A
 * transparent image stays PNG, anything else becomes JPEG; re-encoding drops whatever else the upload
 * carried (metadata, trailing bytes).
 */
async function renderContent(image: () => Sharp, dir: string): Promise<RenderResult> {
  const meta = await image().rotate().metadata();
  // EXIF orientation 5-8 swaps the sides once rotated.
  const original = (meta.orientation ?? 1) >= 5 ? meta.height : meta.width;
  if (!original) throw new Error('no image width');
  const base = Math.min(original, LARGEST);
  // An alpha channel that is opaque everywhere (common in exported PNGs) is no transparency.
  const png = meta.hasAlpha === true && !(await image().stats()).isOpaque;
  const files: RenderedFile[] = [];
  for (const width of [base, ...RESPONSIVE_IMAGE_WIDTHS.filter((w) => w < base)]) {
    const file = path.join(dir, `${files.length}-${width}.${png ? 'png' : 'jpg'}`);
    const resized = image().rotate().resize({ width, withoutEnlargement: true });
    const info = await (
      png ? resized.png({ compressionLevel: 9 }) : resized.jpeg({ quality: 82, mozjpeg: true })
    ).toFile(file);
    files.push({ width, height: info.height, file });
  }
  return { files, format: png ? 'png' : 'jpg' };
}
