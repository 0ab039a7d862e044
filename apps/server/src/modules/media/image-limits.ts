import sharp, { type Metadata, type Sharp } from 'sharp';

// Decoded pixels are held whole: no cache of them between requests.
sharp.cache(false);

/** An image with more pixels than its purpose allows; the message names both sizes. */
export class ImageTooLarge extends Error {}

/**
 * Opens an uploaded image after reading its header only: one with more than `maxPixels` is refused
 * before a pixel is decoded (a small PNG can claim 20,000 × 20,000 pixels and decode to a gigabyte),
 * and sharp itself refuses to decode past the same limit whatever the header said.
 */
export async function openImage(src: string, maxPixels: number): Promise<(() => Sharp) & { meta: Metadata }> {
  const meta = await sharp(src, { limitInputPixels: false }).metadata();
  const { width = 0, height = 0 } = meta;
  if (width * height > maxPixels) {
    throw new ImageTooLarge(
      `This image is ${width} × ${height} pixels (${megapixels(width * height)} megapixels); the most accepted is ${megapixels(maxPixels)} megapixels.`,
    );
  }
  return Object.assign(() => sharp(src, { limitInputPixels: maxPixels }), { meta });
}

const megapixels = (n: number) => String(Math.round(n / 100_000) / 10);
