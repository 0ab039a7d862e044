import { randomBytes } from 'node:crypto';
import {
  BEATLESS_PURPOSES,
  canEditStoreItem,
  isAdmin,
  STORE_PURPOSES,
  isProducer,
  uploadRequestSchema,
  DEFAULT_MAX_PIXELS,
  type UploadPurpose,
  type UploadSlot,
} from '@beatmarket/shared';
import { AppError } from '../../core/errors.js';
import { parse } from '../../core/parse.js';
import type { EntityContext } from '../entities/entity.types.js';
import { storeImage as storeImageFiles } from './stored-images.js';
import { contentMismatch } from './file-types.js';
import { ImageTooLarge } from './image-limits.js';
import { filing, type Beat, type Completed, type Received, type Upload, type UploadsDeps } from './upload-filing.js';
import { checkFile, finalKey, incomingKey, overQuota } from './upload-slots.js';

const SLOT_TTL_SEC = 60 * 60;
const ADMIN_PURPOSES: readonly UploadPurpose[] = ['slide', 'content_image', 'contest_file'];
/** Files any signed-in account may send: a contest entry's song, a service order's stems or song, a search's reference. */
const ANYONE_PURPOSES: readonly UploadPurpose[] = ['contest_entry', 'service_brief', 'sound_reference'];
/** A file posted just before its slot expired may still be completed this long after. */
export const SLOT_GRACE_MS = 60 * 60_000;

/** Only the beat's producer (producer_id) and administrators change its files. */
export function canEditMedia(ctx: EntityContext, beat: Pick<Beat, 'producerId'>): boolean {
  return (
    ctx.user !== null && (isAdmin(ctx.user.role) || (isProducer(ctx.user.role) && ctx.user.id === beat.producerId))
  );
}

/** A completion of this user's, not yet completed, within its slot's hour and grace. */
function checkCompletable(upload: Upload | null, ctx: EntityContext): asserts upload is Upload {
  if (!upload || !ctx.user || upload.userId !== ctx.user.id) throw new AppError('record_not_found');
  if (upload.completedAt) throw new AppError('conflict', { message: 'This upload is already complete.' });
  if (upload.expiresAt.getTime() + SLOT_GRACE_MS < Date.now())
    throw new AppError('validation_failed', {
      topicId: 'file',
      message: 'This upload has expired. Please upload the file again.',
    });
}

const notArrived = () =>
  new AppError('validation_failed', { topicId: 'file', message: 'The file did not arrive. Please upload it again.' });

/** Direct uploads: a signed slot first, the file straight to storage, then completion here. */
export function createUploadsService(deps: UploadsDeps) {
  const { repo, storage, rules, quota } = deps;
  const file = filing(deps);

  async function editableBeat(ctx: EntityContext, beatId: number): Promise<Beat> {
    if (!ctx.user) throw new AppError('unauthenticated');
    const beat = await repo.beatMedia(beatId);
    // A beat the user may not see (unpublished, not theirs) does not exist for them, as in the catalog.
    const visible =
      beat &&
      !beat.deletedAt &&
      (beat.publishedAt !== null || beat.coproducerId === ctx.user.id || canEditMedia(ctx, beat));
    if (!visible) throw new AppError('record_not_found');
    if (!canEditMedia(ctx, beat)) throw new AppError('forbidden');
    return beat;
  }

  /** A store item's files change as the item does (`canEditStoreItem`); one nobody may see does not exist. */
  async function editableStoreItem(ctx: EntityContext, id: number) {
    const item = await repo.storeItemMedia(id);
    if (!item || item.deletedAt) throw new AppError('record_not_found');
    const shown = { producer_id: item.producerId, status: item.status };
    if (canEditStoreItem(ctx.user, shown)) return item;
    if (item.status === 'published' || item.producerId === ctx.user?.id) throw new AppError('forbidden');
    throw new AppError('record_not_found');
  }

  /** An image purpose's responsive files, made in the image process within the purpose's pixel limit. */
  function storeImage(purpose: UploadPurpose, key: string, beatId: number | undefined, ownerId?: number | null) {
    const maxPixels = rules[purpose].max_pixels ?? DEFAULT_MAX_PIXELS;
    if (purpose === 'cover') return storeImageFiles(storage, key, 'cover', maxPixels, String(beatId));
    if (purpose === 'store_cover') return storeImageFiles(storage, key, 'cover', maxPixels, `store-${ownerId}`);
    if (purpose === 'slide') return storeImageFiles(storage, key, 'slide', maxPixels);
    if (purpose === 'content_image') return storeImageFiles(storage, key, 'content', maxPixels);
    return Promise.resolve(undefined);
  }

  /**
   * Moves what arrived to its final key first, then checks it there (size, real type) and makes its
   * images; a bad file is removed, never kept. Marks the upload complete once the file is good.
   */
  async function receive(upload: Upload, beat: Beat | null): Promise<Received> {
    if ((await storage.size(upload.key)) === null) throw notArrived();
    const key = finalKey(upload.key);
    await storage.move(upload.key, key).catch(() => {
      throw notArrived();
    });
    const size = await storage.size(key);
    if (size === null) throw notArrived();
    const reject = async (message: string) => {
      await storage.remove([key]);
      await repo.completeUpload(upload.id);
      return new AppError('validation_failed', { topicId: 'file', message });
    };
    if (size > upload.maxSize) throw await reject('The file is too large.');
    const mismatch = contentMismatch(upload.purpose, await storage.head(key, 16));
    if (mismatch) throw await reject(mismatch);
    // A cover is read through before the upload counts as complete: a broken image is the uploader's 4xx.
    const images = await storeImage(upload.purpose, key, beat?.id, upload.storeItemId).catch(async (err: unknown) => {
      await storage.remove([key]);
      throw new AppError('validation_failed', {
        topicId: 'file',
        message:
          err instanceof ImageTooLarge ? err.message : 'This image could not be read. Please upload another file.',
      });
    });
    if (!(await repo.completeUpload(upload.id))) {
      await storage.remove([key, ...(images?.keys ?? [])]);
      throw new AppError('conflict', { message: 'This upload is already complete.' });
    }
    return { key, size, images };
  }

  return {
    editableBeat,
    async requestSlot(ctx: EntityContext, input: unknown): Promise<UploadSlot> {
      const user = ctx.user;
      if (!user) throw new AppError('unauthenticated');
      const req = parse(uploadRequestSchema, input);
      // A contest entry is any signed-in account's song; every other file is a producer's or the house's.
      // A service order's brief files are its buyer's, whoever they are (the order checks the token's owner).
      if (!ANYONE_PURPOSES.includes(req.purpose) && !isProducer(user.role)) throw new AppError('forbidden');
      // Slide images are for the home page carousel and content images for the pages' text, which only
      // administrators edit (a content image is public at once: nobody else may put files there), as
      // are a contest's stems.
      if (ADMIN_PURPOSES.includes(req.purpose) && !isAdmin(user.role)) throw new AppError('forbidden');
      const ownBeat = !BEATLESS_PURPOSES.includes(req.purpose);
      if (req.beat_id !== undefined && ownBeat) await editableBeat(ctx, req.beat_id);
      const storeItemId = STORE_PURPOSES.includes(req.purpose) ? req.store_item_id! : null;
      if (storeItemId !== null) await editableStoreItem(ctx, storeItemId);
      const contentType = checkFile(rules, req);
      const id = randomBytes(12).toString('hex');
      const owner = ownBeat ? String(req.beat_id) : storeItemId !== null ? `s${storeItemId}` : `u${user.id}`;
      const key = incomingKey(req, owner, id);
      // The slot takes exactly the size declared (the browser knows it), so open slots bound what can
      // be stored under incoming/ per account: quota.bytes across at most quota.slots slots.
      const taken = await repo.createUpload(
        {
          id,
          userId: user.id,
          purpose: req.purpose,
          beatId: ownBeat ? req.beat_id! : null,
          storeItemId,
          key,
          filename: req.filename,
          contentType,
          maxSize: req.size,
          expiresAt: new Date(Date.now() + SLOT_TTL_SEC * 1000),
        },
        quota,
      );
      if (taken.over) throw overQuota(taken, req.size, quota);
      const post = await storage.presignPost({ key, contentType, maxSize: req.size, expiresInSec: SLOT_TTL_SEC });
      return { id, action: post.action, fields: post.fields, max_size: req.size };
    },

    /**
     * Receives the upload's file (see `receive`), then files it. The slot stays valid for its hour, but
     * what is posted to it after this is never read: a checked file cannot be swapped for unchecked bytes.
     */
    async complete(ctx: EntityContext, uploadId: string): Promise<Completed> {
      const upload = await repo.findUpload(uploadId);
      checkCompletable(upload, ctx);
      const beat = upload.beatId === null ? null : await editableBeat(ctx, upload.beatId);
      if (upload.storeItemId !== null) await editableStoreItem(ctx, upload.storeItemId);
      return file(ctx.user!.id, upload, beat, await receive(upload, beat));
    },
  };
}
export type UploadsService = ReturnType<typeof createUploadsService>;
