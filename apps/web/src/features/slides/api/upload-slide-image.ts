import type { UploadSlot } from '@beatmarket/shared';
import { ApiError, post } from '../../../lib/api';

/**
 * A slide image through the direct-upload slots (spec §7 attachments): a slot, the file posted straight
 * to storage with progress, then completion, where the server checks the image and makes its widths.
 * The studio's uploader speaks the same protocol for beats; features do not share code, so this is the
 * image-only part of it. Errors carry the spec §8 header and message.
 */
export class SlideUploadError extends Error {
  constructor(
    readonly header: string,
    message: string,
  ) {
    super(message);
  }
}

const SORRY = 'Sorry, that upload could not be completed.';

function send(slot: UploadSlot, file: File, onProgress: (fraction: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const body = new FormData();
    for (const [k, v] of Object.entries(slot.fields)) body.append(k, v);
    body.append('file', file);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', slot.action);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) return resolve();
      const text = xhr.responseText ?? '';
      if (!/^\s*<(\?xml|Error)/.test(text)) return reject(new SlideUploadError('Upload Error (2)', SORRY));
      reject(new SlideUploadError('Upload Error (1)', /<Message>([^<]*)<\/Message>/.exec(text)?.[1] || SORRY));
    };
    xhr.onerror = () => reject(new SlideUploadError('Upload Error (2)', SORRY));
    xhr.send(body);
  });
}

/** Uploads `file` and answers the image's address (its largest width; the others add -{width}). */
export async function uploadSlideImage(file: File, onProgress: (fraction: number) => void): Promise<string> {
  let slot: UploadSlot;
  try {
    slot = await post<UploadSlot>('/uploads', {
      purpose: 'slide',
      filename: file.name,
      size: file.size,
      content_type: file.type || 'application/octet-stream',
    });
  } catch (err) {
    const said = err instanceof ApiError ? err.fieldErrors[0]?.message : undefined;
    throw new SlideUploadError('Storage Error', said ?? SORRY);
  }
  await send(slot, file, onProgress);
  try {
    return (await post<{ image_url: string }>(`/uploads/${slot.id}/complete`)).image_url;
  } catch (err) {
    throw new SlideUploadError('Upload Error (2)', err instanceof ApiError ? err.message : SORRY);
  }
}
