import { DEFAULT_UPLOAD_RULES } from '@beatmarket/shared';
import { locateFfmpeg } from '../../adapters/ffmpeg.js';
import { localStorage, type LocalStorage } from '../../adapters/storage-local.js';
import type { Storage } from '../../adapters/storage.js';
import { s3Storage } from '../../adapters/storage-s3.js';
import type { Config } from '../../config.js';
import type { AreaParts, Base } from '../../wiring.js';
import type { EntityContext } from '../entities/entity.types.js';
import { downloadRoutes } from './download.routes.js';
import { createDownloadTokens } from './download-token.js';
import { createDownloadsService } from './downloads.service.js';
import { createMediaJobsRepository } from './media-jobs.repository.js';
import { createMediaProcessor } from './media-processor.js';
import { createMediaWorker } from './media-worker.js';
import { createMediaRepository } from './media.repository.js';
import { mediaRoutes } from './media.routes.js';
import { createMediaService } from './media.service.js';
import { createSoundBackfill } from './sound-backfill.js';
import { createSoundReferences } from './sound-reference.js';
import { createSoundRepository } from './sound.repository.js';
import { localStorageRoutes } from './storage.routes.js';
import { createUploadSweeper } from './upload-sweeper.js';
import { createUploadsService } from './uploads.service.js';

/** The bucket, or the data folder whose uploads and downloads this server answers itself. */
function openStorage(config: Config): { storage: Storage; local: LocalStorage | null } {
  if (config.storage.kind === 's3') return { storage: s3Storage(config.storage), local: null };
  const local = localStorage(config.storage.root, config.secret);
  return { storage: local, local };
}

/** Media: storage, uploads, the audio pipeline's worker and the signed downloads. */
export function wireMedia(
  { config, db, log }: Base,
  canSeeBeatId: (ctx: EntityContext, beatId: number) => Promise<boolean>,
  /** Commerce's trackouts sold without their file (decision 0077): swept when idle, settled when one arrives. */
  trackouts: { sweep(): Promise<unknown>; arrived(beatId: number): Promise<unknown> },
  /** Steps after a master is processed, reading its file (the copy check, issue 37 §4). */
  afterMaster?: (beatId: number, masterPath: string) => Promise<unknown>,
  /** The same for masters processed before those steps existed, read by the idle backfill. */
  backfillMaster?: (beatId: number, masterPath: string) => Promise<unknown>,
) {
  const { storage, local } = openStorage(config);
  const ffmpeg = locateFfmpeg(config.ffmpegPath);
  const repo = createMediaRepository(db);
  const jobs = createMediaJobsRepository(db);
  const sounds = createSoundRepository(db);
  const processor = createMediaProcessor({
    repo,
    sounds,
    storage,
    ffmpeg,
    maxSeconds: config.uploadRules.master.max_duration ?? DEFAULT_UPLOAD_RULES.master.max_duration!,
    demoMaxSeconds: config.uploadRules.store_demo.max_duration ?? DEFAULT_UPLOAD_RULES.store_demo.max_duration!,
    afterMaster,
  });
  const tokens = createDownloadTokens(config.secret);
  const uploadSweeper = createUploadSweeper({ repo, storage });
  // Idle upkeep: expired upload slots, then trackouts sold without their file.
  const idle = async () => [await uploadSweeper.sweep(), await trackouts.sweep()];
  const backfill = createSoundBackfill({ sounds, storage, ffmpeg, log, alsoRead: backfillMaster });
  const mediaWorker = createMediaWorker({ jobs, processor, log, idle, backfill });
  const onQueued = () => mediaWorker.nudge();
  const uploads = createUploadsService({
    repo,
    jobs,
    storage,
    rules: config.uploadRules,
    quota: config.uploadQuota,
    onQueued,
    onTrackouts: (beatId) => trackouts.arrived(beatId),
    // A day to fill in the contest form; the token only names the file to the contest, never serves it.
    fileToken: (grant) => tokens.sign({ ...grant, exp: Date.now() + 24 * 60 * 60_000 }),
  });
  const downloads = createDownloadsService({ repo, storage, tokens, canSee: canSeeBeatId });
  const describeReference = createSoundReferences({ storage, ffmpeg, tokens });
  const media = createMediaService({ repo, jobs, storage, tokens, uploads, downloads, onQueued });
  const api: AreaParts['api'] = async (app, { entities }) => {
    await app.register(mediaRoutes, { media, readBeat: (ctx, id) => entities.read('beat', ctx, String(id)) });
  };
  const navigations: AreaParts['navigations'] = async (app) => void (await app.register(downloadRoutes, { downloads }));
  const site: AreaParts['site'] = async (app) => {
    if (!local) return;
    const maxUploadBytes = Math.max(...Object.values(config.uploadRules).map((r) => r.max_size));
    await app.register(localStorageRoutes, { storage: local, maxUploadBytes });
  };
  return {
    api,
    navigations,
    site,
    storage,
    ffmpeg,
    mediaJobs: jobs,
    mediaProcessor: processor,
    soundBackfill: backfill,
    describeReference,
    mediaWorker,
    uploadSweeper,
    media,
    downloadTokens: tokens,
  };
}
