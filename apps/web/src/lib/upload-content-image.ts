import { DEFAULT_UPLOAD_RULES, responsiveVariant } from '@beatmarket/shared';
import { fileType, uploadFile } from './direct-upload';

export interface UploadedContentImage {
  src: string;
  srcset: string | null;
  width: number;
  height: number;
}

interface Completed {
  image_url: string;
  image_widths: number[];
  image_width: number;
  image_height: number;
}

/**
 * An image for a content page's text (or a promotion) through the direct-upload slots; completion checks
 * the image and makes its responsive widths. Throws an Error whose message is for the administrator (the
 * server's per-field reason when it gave one).
 */
export async function uploadContentImage(file: File): Promise<UploadedContentImage> {
  if (!DEFAULT_UPLOAD_RULES.content_image.accept.includes(fileType(file)))
    throw new Error('Choose a JPEG, PNG or WebP image.');
  const done = await uploadFile<Completed>(file, { purpose: 'content_image' }, () => {});
  const widths = done.image_widths;
  return {
    src: done.image_url,
    // The base file is the widest; the smaller widths add -{width} (spec §9).
    srcset: widths.length
      ? [
          ...widths.map((w) => `${responsiveVariant(done.image_url, w)} ${w}w`),
          `${done.image_url} ${done.image_width}w`,
        ].join(', ')
      : null,
    width: done.image_width,
    height: done.image_height,
  };
}
