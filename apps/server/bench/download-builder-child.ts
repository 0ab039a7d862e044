/**
 * One server's download build worker, for download-builder-bench.ts --kill: builds the queued package on
 * the bench's PostgreSQL database and store, with a short lease, until the bench kills it with SIGKILL.
 * Usage: node --import tsx apps/server/bench/download-builder-child.ts <DATA_DIR> <DATABASE_URL> <lease ms>
 */
import pino from 'pino';
import { loadConfig } from '../src/config.js';
import { connectPostgres } from '../src/db/client.js';
import { createDownloadBuildWorker } from '../src/modules/download-builder/download-build-worker.js';
import { createDownloadBuildsRepository } from '../src/modules/download-builder/download-builds.repository.js';
import { buildServices } from '../src/services.js';

const [dataDir, url, lease] = process.argv.slice(2) as [string, string, string];
const config = loadConfig({
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  APP_SECRET: 'bench-secret-bench-secret-bench-secret',
  DATABASE_URL: url,
});
const database = connectPostgres(url, 2);
const log = pino({ level: 'warn' });
const { storage } = buildServices(config, database.db, log);
const worker = createDownloadBuildWorker({
  repo: createDownloadBuildsRepository(database.db),
  storage,
  log,
  workDir: dataDir,
  leaseMs: Number(lease),
});
console.log(`child ${process.pid} building`);
await worker.runOne();
console.log('child finished (it was not killed in time)');
await database.close();
