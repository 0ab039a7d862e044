import path from 'node:path';
import type { Storage } from '../../adapters/storage.js';
import type { AreaParts, Base } from '../../wiring.js';
import type { RecordBeatEvent } from '../analytics/beat-events.service.js';
import { downloadBuildEntity } from './download-build.entity.js';
import { createDownloadBuildWorker } from './download-build-worker.js';
import { createDownloadBuildsRepository } from './download-builds.repository.js';
import { createPackagesService } from './download-packages.service.js';
import { packageRoutes } from './package.routes.js';
import { createPackageTokens } from './package-token.js';

/** Download packages (issue 17, decision 0041): ZIPs built by a leased worker, shared by signed links. */
export function wireDownloadBuilder({ config, db, log }: Base, deps: { storage: Storage; record: RecordBeatEvent }) {
  const repo = createDownloadBuildsRepository(db);
  // DATA_DIR: archives bound for S3 are written under its tmp/ first.
  const worker = createDownloadBuildWorker({
    repo,
    storage: deps.storage,
    log,
    workDir: path.join(config.dataDir, 'tmp'),
  });
  const packages = createPackagesService({
    repo,
    storage: deps.storage,
    tokens: createPackageTokens(config.secret),
    publicUrl: config.publicUrl,
    record: deps.record,
    onQueued: () => worker.nudge(),
  });
  return {
    downloadBuilder: { repo, worker, packages },
    entities: { download_build: downloadBuildEntity(packages) },
    site: (async (app) => void (await app.register(packageRoutes, { packages }))) satisfies AreaParts['site'],
  };
}
