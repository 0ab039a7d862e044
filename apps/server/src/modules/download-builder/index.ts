import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Storage } from '../../adapters/storage.js';
import type { RecordBeatEvent } from '../analytics/beat-events.service.js';
import { downloadBuildEntity } from './download-build.entity.js';
import { createDownloadBuildWorker } from './download-build-worker.js';
import type { DownloadBuildsRepository } from './download-builds.repository.js';
import { createPackagesService } from './download-packages.service.js';
import { createPackageTokens } from './package-token.js';

/** The download builder's pieces, wired once in services.ts: the entity, the shared-link service, the worker. */
export function createDownloadBuilder(deps: {
  repo: DownloadBuildsRepository;
  storage: Storage;
  secret: string;
  publicUrl: string;
  /** DATA_DIR: archives bound for S3 are written under its tmp/ first. */
  dataDir: string;
  record: RecordBeatEvent;
  log: FastifyBaseLogger;
}) {
  const { repo } = deps;
  const worker = createDownloadBuildWorker({
    repo,
    storage: deps.storage,
    log: deps.log,
    workDir: path.join(deps.dataDir, 'tmp'),
  });
  const packages = createPackagesService({
    repo,
    storage: deps.storage,
    tokens: createPackageTokens(deps.secret),
    publicUrl: deps.publicUrl,
    record: deps.record,
    onQueued: () => worker.nudge(),
  });
  return { repo, worker, packages, entity: downloadBuildEntity(packages) };
}
export type DownloadBuilder = ReturnType<typeof createDownloadBuilder>;
