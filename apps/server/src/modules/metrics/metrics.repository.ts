import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';

export interface QueueStat {
  queue: string;
  depth: number;
  oldestSeconds: number;
}

/**
 * The work waiting in each queue and the age of its oldest item: audio jobs, mail to send, download
 * packages to build. Each count reads its queue's partial index (only unfinished rows are in it).
 */
export function createMetricsRepository(db: Db) {
  return {
    async queues(): Promise<QueueStat[]> {
      const res = await db.execute(sql`
        select 'media' as queue, count(*) as depth, extract(epoch from now() - min(run_after)) as oldest
          from media_jobs where state in ('queued', 'running')
        union all
        select 'mail', count(*), extract(epoch from now() - min(run_after))
          from mail_outbox where status = 'queued'
        union all
        select 'download_builds', count(*), extract(epoch from now() - min(created_at))
          from download_builds where status in ('queued', 'building') and deleted_at is null`);
      return rowsOf<{ queue: string; depth: string | number; oldest: string | number | null }>(res).map((r) => ({
        queue: r.queue,
        depth: Number(r.depth),
        oldestSeconds: r.oldest === null ? 0 : Math.max(0, Number(r.oldest)),
      }));
    },
  };
}
export type MetricsRepository = ReturnType<typeof createMetricsRepository>;
