import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Ffmpeg } from '../../adapters/ffmpeg.js';
import type { Storage } from '../../adapters/storage.js';
import { AppError } from '../../core/errors.js';
import type { DownloadTokens } from './download-token.js';
import { describeFile } from './sound-backfill.js';

/** Only the searcher's own reference uploads are read: the key comes from the signed token, never the client. */
const PREFIX = 'private/sound_reference/';

/**
 * A "sounds like" reference (issue 37 §3): the buyer's uploaded track, its first minute and a half described
 * like a master (decision 0104), then deleted whatever happened, so nobody's song stays on our disks.
 * Null when the file holds too little audio to describe.
 */
export function createSoundReferences(deps: { storage: Storage; ffmpeg: Ffmpeg; tokens: DownloadTokens }) {
  return async function describeReference(userId: number, fileToken: string): Promise<number[] | null> {
    const grant = deps.tokens.verify(fileToken);
    if (!grant || grant.userId !== userId || !grant.key.startsWith(PREFIX))
      throw new AppError('validation_failed', { topicId: 'file_token', message: 'Please upload the file again.' });
    const dir = await mkdtemp(path.join(tmpdir(), 'bm-reference-'));
    try {
      const file = path.join(dir, 'reference');
      // Used once: a token sent again finds nothing.
      await deps.storage.download(grant.key, file).catch(() => {
        throw new AppError('validation_failed', { topicId: 'file_token', message: 'Please upload the file again.' });
      });
      const described = await describeFile(deps.ffmpeg, file).catch(() => {
        throw new AppError('validation_failed', {
          topicId: 'file_token',
          message: 'This audio file could not be read.',
        });
      });
      return described?.vector ?? null;
    } finally {
      await rm(dir, { recursive: true, force: true });
      await deps.storage.remove([grant.key]);
    }
  };
}
export type DescribeReference = ReturnType<typeof createSoundReferences>;
