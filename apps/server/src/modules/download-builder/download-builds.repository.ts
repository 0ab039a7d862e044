import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { attachments, beats, downloadBuilds, users } from '../../db/schema/index.js';
import { rowsOf } from '../../db/rows.js';

export type DownloadBuildRow = typeof downloadBuilds.$inferSelect;

/** What the worker holds: the row as claimed; `attempts` is its fencing token (a later claim bumps it). */
export type ClaimedBuild = DownloadBuildRow;

/** Each beat of a package with every stored file a format may come from. */
export interface PackageBeat {
  id: number;
  title: string;
  producerName: string;
  previewKey: string | null;
  untaggedKey: string | null;
  masterKey: string | null;
  masterFilename: string | null;
  attachments: { kind: 'mp3' | 'wav' | 'zip'; key: string; name: string }[];
}

/** download_builds: the packages and, since the row is its own job, the queue the worker leases from. */
export function createDownloadBuildsRepository(db: Db) {
  return {
    async insert(values: typeof downloadBuilds.$inferInsert): Promise<DownloadBuildRow> {
      const [row] = await db.insert(downloadBuilds).values(values).returning();
      return row!;
    },

    find: (id: number) => findBuild(db, id),

    /** The ids among these that are beats nobody archived. */
    async liveBeatIds(ids: number[]): Promise<number[]> {
      if (!ids.length) return [];
      const rows = await db
        .select({ id: beats.id })
        .from(beats)
        .where(and(inArray(beats.id, ids), isNull(beats.deletedAt)));
      return rows.map((r) => r.id);
    },

    ...buildQueue(db),

    /** Packages that expired more than `graceMs` ago and still hold a ZIP (expiry is final: never restored). */
    async expiredFiles(graceMs: number, limit: number): Promise<{ id: number; storageKey: string }[]> {
      const rows = await db
        .select({ id: downloadBuilds.id, storageKey: downloadBuilds.storageKey })
        .from(downloadBuilds)
        .where(
          and(
            sql`${downloadBuilds.storageKey} is not null`,
            sql`${downloadBuilds.expiresAt} < now() - make_interval(secs => ${graceMs / 1000})`,
          ),
        )
        .orderBy(downloadBuilds.expiresAt)
        .limit(limit);
      return rows.map((r) => ({ id: r.id, storageKey: r.storageKey! }));
    },

    async forgetFile(id: number): Promise<void> {
      await db.update(downloadBuilds).set({ storageKey: null, updatedAt: new Date() }).where(eq(downloadBuilds.id, id));
    },

    async countDownload(id: number): Promise<void> {
      await db
        .update(downloadBuilds)
        .set({ downloadCount: sql`${downloadBuilds.downloadCount} + 1` })
        .where(eq(downloadBuilds.id, id));
    },

    packageBeats: (ids: number[]) => packageBeats(db, ids),
  };
}
export type DownloadBuildsRepository = ReturnType<typeof createDownloadBuildsRepository>;

async function findBuild(db: Db, id: number): Promise<DownloadBuildRow | null> {
  const [row] = await db.select().from(downloadBuilds).where(eq(downloadBuilds.id, id));
  return row ?? null;
}

/** The queue the worker leases builds from, and what a build's attempt writes while it holds one. */
function buildQueue(db: Db) {
  /** Progress and the end of a build land only while this attempt still holds the row. */
  const mine = (b: ClaimedBuild) =>
    and(eq(downloadBuilds.id, b.id), eq(downloadBuilds.attempts, b.attempts), eq(downloadBuilds.status, 'building'));

  return {
    /**
     * Takes the oldest queued build, or a building one whose lease ran out (its server died): SKIP LOCKED
     * lets several servers share the queue without taking the same row. Builds that already died
     * `maxAttempts` times fail instead of being taken again.
     */
    async claim(leaseMs: number, maxAttempts: number): Promise<ClaimedBuild | null> {
      await db.execute(sql`
        update download_builds set status = 'failed', lease_until = null, updated_at = now(),
          error = 'The build stopped before it finished, ' || attempts || ' times.'
        where status = 'building' and lease_until < now() and attempts >= ${maxAttempts}`);
      const result = await db.execute(sql`
        update download_builds set status = 'building', attempts = attempts + 1, updated_at = now(),
          files_done = 0, bytes_done = 0, error = null,
          lease_until = now() + make_interval(secs => ${leaseMs / 1000})
        where id = (
          select id from download_builds
          where deleted_at is null
            and (status = 'queued' or (status = 'building' and lease_until < now()))
          order by created_at, id limit 1 for update skip locked)
        returning id`);
      const id = rowsOf<{ id: number }>(result)[0]?.id;
      return id === undefined ? null : findBuild(db, Number(id));
    },

    /** Progress, and a longer lease with it; false when another server took the build over. */
    async progress(
      b: ClaimedBuild,
      p: { filesTotal: number; filesDone: number; bytesDone: number; bytesTotal: number },
      leaseMs: number,
    ): Promise<boolean> {
      const rows = await db
        .update(downloadBuilds)
        .set({
          filesTotal: p.filesTotal,
          filesDone: p.filesDone,
          bytesDone: p.bytesDone,
          // While building, the size is what there is to pack (the progress bar's whole).
          sizeBytes: p.bytesTotal,
          leaseUntil: sql`now() + make_interval(secs => ${leaseMs / 1000})`,
          updatedAt: new Date(),
        })
        .where(mine(b))
        .returning({ id: downloadBuilds.id });
      return rows.length === 1;
    },

    async finish(
      b: ClaimedBuild,
      done: { storageKey: string; sizeBytes: number; filesDone: number; bytesDone: number },
    ): Promise<boolean> {
      const rows = await db
        .update(downloadBuilds)
        .set({ ...done, status: 'ready', leaseUntil: null, error: null, updatedAt: new Date() })
        .where(mine(b))
        .returning({ id: downloadBuilds.id });
      return rows.length === 1;
    },

    /** A failed try goes back to the queue until the last one, which fails the build with the reason. */
    async fail(b: ClaimedBuild, reason: string, final: boolean): Promise<void> {
      await db
        .update(downloadBuilds)
        .set({ status: final ? 'failed' : 'queued', error: reason, leaseUntil: null, updatedAt: new Date() })
        .where(mine(b));
    },
  };
}

/** The package's beats in the order they were picked, with their stored files. */
async function packageBeats(db: Db, ids: number[]): Promise<PackageBeat[]> {
  if (!ids.length) return [];
  const found = await db
    .select({
      id: beats.id,
      title: beats.title,
      producerName: sql<string>`coalesce(nullif(${users.nickname}, ''), trim(${users.firstName} || ' ' || ${users.lastName}))`,
      previewKey: beats.previewKey,
      untaggedKey: beats.untaggedKey,
      masterKey: beats.masterKey,
      masterFilename: beats.masterFilename,
    })
    .from(beats)
    .innerJoin(users, eq(users.id, beats.producerId))
    .where(inArray(beats.id, ids));
  const files = await db
    .select({ beatId: attachments.beatId, kind: attachments.kind, key: attachments.key, name: attachments.name })
    .from(attachments)
    .where(and(inArray(attachments.beatId, ids), isNull(attachments.deletedAt)))
    .orderBy(attachments.id);
  const byId = new Map(found.map((b) => [b.id, { ...b, attachments: [] as PackageBeat['attachments'] }]));
  for (const f of files) byId.get(f.beatId)?.attachments.push({ kind: f.kind, key: f.key, name: f.name });
  return ids.flatMap((id) => byId.get(id) ?? []);
}
