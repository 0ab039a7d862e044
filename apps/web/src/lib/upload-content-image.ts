import { DEFAULT_UPLOAD_RULES, responsiveVariant, type UploadSlot } from '@beatmarket/shared';
import { ApiError, post } from './api';

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

const SORRY = 'Sorry, that upload could not be completed.';

/**
 * An image for a content page's text through the direct-upload slots: a slot, the file posted
 * straight to storage (S3's presigned POST, or local storage speaking it), then completion, where the
 * server checks the image and makes its responsive widths. Throws an Error whose message is for the
 * administrator (the server's per-field reason when it gave one).
 */
export async function uploadContentImage(file: File): Promise<UploadedContentImage> {
  const rule = DEFAULT_UPLOAD_RULES.content_image;
  const type = file.type || 'application/octet-stream';
  if (!rule.accept.includes(type)) throw new Error('Choose a JPEG, PNG or WebP image.');
  let slot: UploadSlot;
  try {
    slot = await post<UploadSlot>('/uploads', {
      purpose: 'content_image',
      filename: file.name,
      size: file.size,
      content_type: type,
    });
  } catch (err) {
    throw new Error(err instanceof ApiError ? (err.fieldErrors[0]?.message ?? err.message) : SORRY);
  }
  const body = new FormData();
  for (const [k, v] of Object.entries(slot.fields)) body.append(k, v);
  body.append('file', file);
  const stored = await fetch(slot.action, { method: 'POST', body }).catch(() => null);
  if (!stored?.ok) {
    const said = stored ? /<Message>([^<]*)<\/Message>/.exec(await stored.text())?.[1] : undefined;
    throw new Error(said || SORRY);
  }
  let done: Completed;
  try {
    done = await post<Completed>(`/uploads/${slot.id}/complete`);
  } catch (err) {
    throw new Error(err instanceof ApiError ? err.message : SORRY);
  }
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
