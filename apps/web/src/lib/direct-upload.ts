import type { UploadPurpose, UploadSlot } from '@beatmarket/shared';
import { ApiError, post } from './api';

/*
 * The direct-upload protocol (spec §7 attachments), for every file a user sends: a slot from the server, the
 * file posted straight to storage with progress (S3's presigned POST, or local storage speaking it), then
 * completion, where the server checks what arrived. The studio's beats, slides and content images use it.
 */

/** A failed upload, with the header and message of spec §8. */
export class UploadFailure extends Error {
  constructor(
    readonly header: string,
    message: string,
  ) {
    super(message);
  }
}

const STORAGE_ERROR = () => new UploadFailure('Storage Error', 'Sorry, that upload could not be completed.');

export const TYPES: Record<string, string> = {
  wav: 'audio/wav',
  mp3: 'audio/mpeg',
  zip: 'application/zip',
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};
export const ALIASES: Record<string, string> = {
  'audio/x-wav': 'wav',
  'audio/wave': 'wav',
  'application/x-zip-compressed': 'zip',
  'image/jpeg': 'jpg',
};

/** The browser's guess at a type is empty for some files; the extension decides then. */
export function fileType(file: File): string {
  if (file.type) return file.type;
  const ext = file.name.toLowerCase().split('.').pop() ?? '';
  return TYPES[ext === 'jpeg' ? 'jpg' : ext] ?? 'application/octet-stream';
}

/** Form fields, then the file last, to the slot's action (S3 presigned POST, or local storage speaking it). */
function send(
  slot: UploadSlot,
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const body = new FormData();
    for (const [k, v] of Object.entries(slot.fields)) body.append(k, v);
    body.append('file', file);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', slot.action);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onload = () => {
      if (xhr.status === 204 || xhr.status === 201 || xhr.status === 200) return resolve();
      // Storage answers refusals in XML (S3 <Error>); anything else is a transport failure.
      const text = xhr.responseText ?? '';
      if (!/^\s*<(\?xml|Error)/.test(text))
        return reject(new UploadFailure('Upload Error (2)', 'Sorry, that upload could not be completed.'));
      const said = /<Message>([^<]*)<\/Message>/.exec(text)?.[1];
      reject(new UploadFailure('Upload Error (1)', said || 'Sorry, that upload could not be completed.'));
    };
    xhr.onerror = () => reject(new UploadFailure('Upload Error (2)', 'Sorry, that upload could not be completed.'));
    xhr.onabort = () => reject(new UploadFailure('Upload Error (2)', 'The upload was cancelled.'));
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(body);
  });
}

export interface UploadTarget {
  purpose: UploadPurpose;
  beatId?: number;
  /** The store item a store cover or ZIP is for. */
  storeItemId?: number;
}

/** Slot, direct upload with progress, then completion (where the server checks what arrived). */
export async function uploadFile<T>(
  file: File,
  target: UploadTarget,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<T> {
  let slot: UploadSlot;
  try {
    slot = await post<UploadSlot>('/uploads', {
      purpose: target.purpose,
      beat_id: target.beatId,
      store_item_id: target.storeItemId,
      filename: file.name,
      size: file.size,
      content_type: fileType(file),
    });
  } catch (err) {
    // A refusal with a reason (type, size) says it; anything else is the spec's storage error.
    if (err instanceof ApiError && err.fieldErrors.length)
      throw new UploadFailure('Storage Error', err.fieldErrors[0]!.message);
    throw STORAGE_ERROR();
  }
  await send(slot, file, onProgress, signal);
  try {
    return await post<T>(`/uploads/${slot.id}/complete`);
  } catch (err) {
    throw new UploadFailure(
      'Upload Error (2)',
      err instanceof ApiError ? err.message : 'Sorry, that upload could not be completed.',
    );
  }
}
