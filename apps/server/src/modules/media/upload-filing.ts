import type { StoredImage } from './stored-images.js';
import type { Storage } from '../../adapters/storage.js';
import type { UploadRules } from '@beatmarket/shared';
import type { MediaJobsRepository } from './media-jobs.repository.js';
import type { MediaRepository } from './media.repository.js';

export type Beat = NonNullable<Awaited<ReturnType<MediaRepository['beatMedia']>>>;
export type Upload = NonNullable<Awaited<ReturnType<MediaRepository['findUpload']>>>;

export interface UploadsDeps {
  repo: MediaRepository;
  jobs: MediaJobsRepository;
  storage: Storage;
  rules: UploadRules;
  quota: { slots: number; bytes: number };
  onQueued(): void;
  /** Signs what a contest upload brought, for the contest form to hand back (it never names a key itself). */
  fileToken?(grant: { key: string; filename: string; userId: number }): string;
  /** A beat's trackouts file was stored: the buyers waiting for it get it now (decision 0077). */
  onTrackouts?(beatId: number): Promise<unknown>;
}

export interface Completed {
  beatId: number | null;
  voiceTagKey?: string;
  imageUrl?: string;
  image?: Omit<StoredImage, 'key' | 'keys'>;
  /** A contest file's signed grant, bound to the uploader: the contest form sends it back with the entry. */
  fileToken?: string;
}

/** A checked file at its final key, and the responsive images made from it (image purposes). */
export interface Received {
  key: string;
  size: number;
  images: StoredImage | undefined;
}

/** Files what a completed upload brought where its purpose keeps it. */
export function filing({ repo, jobs, storage, ...deps }: UploadsDeps) {
  return async (userId: number, upload: Upload, beat: Beat | null, { key, size, images }: Received) => {
    switch (upload.purpose) {
      case 'master': {
        await jobs.enqueue(beat!.id, { key, filename: upload.filename });
        if (beat!.masterKey) await storage.remove([beat!.masterKey]);
        deps.onQueued();
        return { beatId: beat!.id };
      }
      case 'cover': {
        await repo.setCover(beat!.id, storage.publicUrl(images!.key));
        await storage.remove([key]);
        return { beatId: beat!.id };
      }
      case 'slide': {
        // The image is the slide's once the editor saves it; the upload only makes its widths.
        await storage.remove([key]);
        return { beatId: null, imageUrl: storage.publicUrl(images!.key) };
      }
      case 'content_image': {
        // Public once made: the administrator's editor inserts it into the text it is saving.
        await storage.remove([key]);
        const { widths, width, height } = images!;
        return { beatId: null, imageUrl: storage.publicUrl(images!.key), image: { widths, width, height } };
      }
      case 'store_cover': {
        await repo.setStoreCover(upload.storeItemId!, storage.publicUrl(images!.key));
        await storage.remove([key]);
        return { beatId: null, imageUrl: storage.publicUrl(images!.key) };
      }
      case 'store_zip': {
        const old = await repo.storeItemMedia(upload.storeItemId!);
        await repo.setStoreZip(upload.storeItemId!, { key, name: upload.filename, size });
        if (old?.zipKey) await storage.remove([old.zipKey]);
        return { beatId: null };
      }
      case 'store_demo': {
        // The old source goes once the new one is in: until then a crash leaves the item as it was.
        const old = (await repo.storeDemoMedia(upload.storeItemId!))?.demoMasterKey;
        await jobs.enqueueStoreDemo(upload.storeItemId!, key);
        if (old) await storage.remove([old]);
        deps.onQueued();
        return { beatId: null };
      }
      case 'voice_tag': {
        const old = await repo.voiceTagKey(userId);
        await repo.setVoiceTag(userId, key);
        if (old) await storage.remove([old]);
        return { beatId: null, voiceTagKey: key };
      }
      case 'contest_file':
      case 'contest_entry':
      case 'service_brief':
      case 'service_delivery':
      case 'sound_reference': {
        // Kept where it arrived; the contest or service order the form then saves names it through the signed token.
        const fileToken = deps.fileToken!({ key, filename: upload.filename, userId });
        return { beatId: null, fileToken };
      }
      default: {
        const stale = await repo.replaceAttachment(beat!.id, upload.purpose, { name: upload.filename, key, size });
        await storage.remove(stale);
        if (upload.purpose === 'zip') await deps.onTrackouts?.(beat!.id);
        return { beatId: beat!.id };
      }
    }
  };
}
