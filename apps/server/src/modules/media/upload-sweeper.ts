import type { Storage } from '../../adapters/storage.js';
import type { MediaRepository } from './media.repository.js';
import { SLOT_GRACE_MS } from './uploads.service.js';

const BATCH = 100;

/**
 * Removes what expired upload slots left under `incoming/` (a file posted and never completed, posted
 * again after completion, or cut off mid-way) and forgets the slots, which frees the account's quota.
 * Storage first: a key left by a crash between the two steps is removed on the next sweep.
 */
export function createUploadSweeper(deps: { repo: MediaRepository; storage: Storage }) {
  const { repo, storage } = deps;
  return {
    /** Sweeps every slot expired more than `graceMs` ago; returns how many. */
    async sweep(graceMs = SLOT_GRACE_MS): Promise<number> {
      let swept = 0;
      for (;;) {
        const expired = await repo.expiredUploads(graceMs, BATCH);
        if (!expired.length) return swept;
        await storage.remove(expired.map((u) => u.key));
        await repo.forgetUploads(expired.map((u) => u.id));
        swept += expired.length;
        if (expired.length < BATCH) return swept;
      }
    },
  };
}
export type UploadSweeper = ReturnType<typeof createUploadSweeper>;
