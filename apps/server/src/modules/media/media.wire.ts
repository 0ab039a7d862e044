import { DEFAULT_UPLOAD_RULES } from '@beatmarket/shared';
import { locateFfmpeg } from '../../adapters/ffmpeg.js';
import { localStorage } from '../../adapters/storage-local.js';
import { s3Storage } from '../../adapters/storage-s3.js';
import type { Base } from '../../wiring.js';
import type { EntityContext } from '../entities/entity.types.js';
import { createDownloadTokens } from './download-token.js';
import { createDownloadsService } from './downloads.service.js';
import { createMediaJobsRepository } from './media-jobs.repository.js';
import { createMediaProcessor } from './media-processor.js';
import { createMediaWorker } from './media-worker.js';
import { createMediaRepository } from './media.repository.js';
import { createMediaService } from './media.service.js';
import { createUploadSweeper } from './upload-sweeper.js';
import { createUploadsService } from './uploads.service.js';

/** Media: storage, uploads, the audio pipeline's worker and the signed downloads. */
export function wireMedia(
  { config, db, log }: Base,
  canSeeBeatId: (ctx: EntityContext, beatId: number) => Promise<boolean>,
) {
  const storage =
    config.storage.kind === 's3' ? s3Storage(config.storage) : localStorage(config.storage.root, config.secret);
  const ffmpeg = locateFfmpeg(config.ffmpegPath);
  const repo = createMediaRepository(db);
  const jobs = createMediaJobsRepository(db);
  const processor = createMediaProcessor({
    repo,
    storage,
    ffmpeg,
    maxSeconds: config.uploadRules.master.max_duration ?? DEFAULT_UPLOAD_RULES.master.max_duration!,
  });
  const uploadSweeper = createUploadSweeper({ repo, storage });
  const mediaWorker = createMediaWorker({ jobs, processor, log, idle: () => uploadSweeper.sweep() });
  const tokens = createDownloadTokens(config.secret);
  const onQueued = () => mediaWorker.nudge();
  const uploads = createUploadsService({
    repo,
    jobs,
    storage,
    rules: config.uploadRules,
    quota: config.uploadQuota,
    onQueued,
  });
  const downloads = createDownloadsService({ repo, storage, tokens, canSee: canSeeBeatId });
  return {
    storage,
    ffmpeg,
    mediaJobs: jobs,
    mediaProcessor: processor,
    mediaWorker,
    uploadSweeper,
    media: createMediaService({ repo, jobs, storage, tokens, uploads, downloads, onQueued }),
  };
}
