import type { FastifyBaseLogger } from 'fastify';
import type { Storage } from '../../adapters/storage.js';
import { createPollingWorker } from '../../core/polling-worker.js';
import type { ClaimedBuild, DownloadBuildsRepository } from './download-builds.repository.js';
import { planPackage, readmeText } from './package-plan.js';
import { openObject, packageSink } from './package-storage.js';
import { writeZip, type ZipProgress } from './zip-writer.js';

/** A build holds its lease this long past its last progress report (reported at least every third of it). */
export const BUILD_LEASE_MS = 60_000;
/** Tries before a build fails for good (a build that kills its server every time must not loop). */
export const MAX_BUILD_ATTEMPTS = 3;
/** An expired package's ZIP is deleted a day after its expiry, checked at most every 10 minutes when idle. */
export const PURGE_GRACE_MS = 86_400_000;
const PURGE_EVERY_MS = 10 * 60_000;

/** Another server took the build over after this one's lease ran out: stop, write nothing more. */
class LeaseLost extends Error {
  constructor() {
    super('lease lost');
  }
}

const slug = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'package';

/**
 * Builds queued packages one at a time (decision 0041): claims a row under a lease, plans the files,
 * streams the ZIP and moves it under its key, reporting files and bytes as it goes; each report renews
 * the lease and is fenced by the attempt number, so a server that lost its lease stops at its next report.
 */
export function createDownloadBuildWorker(deps: {
  repo: DownloadBuildsRepository;
  storage: Storage;
  log: FastifyBaseLogger;
  workDir: string;
  leaseMs?: number;
  progressMs?: number;
  pollMs?: number;
}) {
  const { repo, storage, log } = deps;
  const leaseMs = deps.leaseMs ?? BUILD_LEASE_MS;
  const progressMs = deps.progressMs ?? 500;

  async function build(b: ClaimedBuild) {
    const plan = await planPackage(b.beatIds, await repo.packageBeats(b.beatIds), b.formats, (k) => storage.size(k));
    const totals = { filesTotal: plan.files.length, bytesTotal: plan.bytes };
    if (!(await repo.progress(b, { ...totals, filesDone: 0, bytesDone: 0 }, leaseMs))) throw new LeaseLost();

    const lost = new AbortController();
    let latest: ZipProgress = { filesDone: 0, bytesDone: 0 };
    let lastReport = Date.now();
    let reporting: Promise<void> | null = null;
    const report = (force: boolean) => {
      if (reporting || (!force && Date.now() - lastReport < progressMs)) return;
      lastReport = Date.now();
      reporting = repo
        .progress(b, { ...totals, ...latest }, leaseMs)
        .then((mine) => void (mine || lost.abort(new LeaseLost())))
        .catch((err: unknown) => log.warn({ err, buildId: b.id }, 'download build progress not saved'))
        .finally(() => (reporting = null));
    };
    // A source that stalls still renews the lease.
    const heartbeat = setInterval(() => report(true), leaseMs / 3);

    const sink = packageSink(storage, deps.workDir, b.id, b.attempts);
    const key = `download-builds/${b.id}/${slug(b.title)}-${b.attempts}.zip`;
    try {
      await sink.prepare();
      const size = await writeZip({
        toPath: sink.path,
        readme: readmeText(b.title, plan, new Date()),
        files: plan.files,
        open: (k) => openObject(storage, k),
        onProgress: (p) => {
          latest = { ...p };
          report(false);
        },
        signal: lost.signal,
      });
      clearInterval(heartbeat);
      await reporting;
      if (lost.signal.aborted) throw new LeaseLost();
      await sink.commit(key);
      const done = { storageKey: key, sizeBytes: size, filesDone: plan.files.length, bytesDone: plan.bytes };
      if (!(await repo.finish(b, done))) {
        await storage.remove([key]);
        throw new LeaseLost();
      }
      return { size, files: plan.files.length, missing: plan.missing.length };
    } catch (err) {
      await sink.discard().catch(() => {});
      throw err;
    } finally {
      clearInterval(heartbeat);
    }
  }

  /** Deletes the ZIPs of packages whose links can no longer work; returns how many. */
  async function purgeExpired(graceMs = PURGE_GRACE_MS): Promise<number> {
    const gone = await repo.expiredFiles(graceMs, 100);
    if (!gone.length) return 0;
    await storage.remove(gone.map((g) => g.storageKey));
    for (const g of gone) await repo.forgetFile(g.id);
    log.info({ packages: gone.length }, 'expired download packages deleted');
    return gone.length;
  }
  let lastPurge = 0;

  async function runOne(): Promise<boolean> {
    const b = await repo.claim(leaseMs, MAX_BUILD_ATTEMPTS);
    if (!b) {
      // Idle: the housekeeping of expired packages, now and then.
      if (Date.now() - lastPurge >= PURGE_EVERY_MS) {
        lastPurge = Date.now();
        await purgeExpired().catch((err: unknown) => log.warn({ err }, 'expired package purge failed'));
      }
      return false;
    }
    const started = Date.now();
    try {
      const r = await build(b);
      log.info({ buildId: b.id, attempt: b.attempts, ...r, ms: Date.now() - started }, 'download package built');
    } catch (err) {
      if (err instanceof LeaseLost) {
        log.warn({ buildId: b.id, attempt: b.attempts }, 'download build taken over by another server; stopped');
        return true;
      }
      const reason = (err instanceof Error ? err.message : String(err)).slice(0, 500);
      const final = b.attempts >= MAX_BUILD_ATTEMPTS;
      await repo.fail(b, reason, final);
      log.warn({ buildId: b.id, attempt: b.attempts, final, reason }, 'download build failed');
    }
    return true;
  }

  return { ...createPollingWorker({ name: 'download builder', runOne, log, pollMs: deps.pollMs }), purgeExpired };
}
export type DownloadBuildWorker = ReturnType<typeof createDownloadBuildWorker>;
