import pg from 'pg';
import { LagEstimator, parseLsn } from './replica-lag.js';
import { mayReadReplica, readOnlySql } from '../core/read-scope.js';

type Query = (config: unknown, values?: unknown) => Promise<pg.QueryResult>;
interface Log {
  info(msg: string): void;
  warn(msg: string): void;
}

/** How often the lag is measured: the replica is used only while it is at most `maxLagMs` behind. */
const TICK_MS = 200;

/** Errors that say the replica cannot answer now (down, restarting, overloaded, or cancelled by replay). */
function replicaFailure(err: unknown): boolean {
  const code = (err as { code?: unknown }).code;
  if (typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code)) return true; // socket errors, timeouts
  return /^(08|53|57)/.test(code) || code === '25006' || code === '40001';
}

/**
 * A read replica behind the primary's pool (issue 36, decision 0087): while the code runs in a catalog
 * read scope (read-scope.ts) and the replica is at most `maxLagMs` behind, read-only statements go to it;
 * any failure there is retried on the primary at once, and the replica is left aside until the next
 * measurement finds it caught up. Transactions always run on the primary (drizzle takes a client with
 * `connect`, which stays the primary's).
 */
export class ReplicaLink {
  readonly pool: pg.Pool;
  private usable = false;
  private lag = Number.POSITIVE_INFINITY;
  private timer: NodeJS.Timeout | undefined;
  private measuring = false;
  private readonly estimator = new LagEstimator(60_000);
  readonly counts = { replica: 0, primary: 0, fallback: 0 };

  constructor(
    url: string,
    poolSize: number,
    private readonly primaryQuery: Query,
    private readonly maxLagMs: number,
    private readonly log: Log,
  ) {
    this.pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 1000 });
    this.pool.on('error', (err) => this.setUsable(false, `replica connection lost: ${err.message}`));
  }

  start(): this {
    this.timer = setInterval(() => void this.measure(), TICK_MS);
    this.timer.unref();
    void this.measure();
    return this;
  }

  /**
   * How long a client that wrote reads from the primary: the most the replica may lag while used, plus a
   * measurement's age and a margin, so its next catalog read finds its write wherever it is answered.
   */
  get pinMs(): number {
    return this.maxLagMs + 5 * TICK_MS;
  }

  /** The replica's lag as last measured (ms; Infinity when unreachable) and whether reads go to it. */
  status() {
    return { usable: this.usable, lagMs: this.lag, ...this.counts };
  }

  /** The primary pool's `query`, routed. */
  route(config: unknown, values?: unknown): Promise<pg.QueryResult> {
    const text = typeof config === 'string' ? config : (config as { text?: unknown } | null)?.text;
    if (!this.usable || typeof text !== 'string' || !mayReadReplica() || !readOnlySql(text)) {
      this.counts.primary++;
      return this.primaryQuery(config, values);
    }
    this.counts.replica++;
    return (this.pool.query as Query)(config, values).catch((err: unknown) => {
      if (!replicaFailure(err)) throw err;
      this.counts.fallback++;
      this.setUsable(false, `replica failed a read (${(err as Error).message}); reading from the primary`);
      return this.primaryQuery(config, values);
    });
  }

  async measure(): Promise<void> {
    if (this.measuring) return;
    this.measuring = true;
    try {
      const at = Date.now();
      const primary = await this.primaryQuery('select pg_current_wal_lsn()::text as lsn').catch(() => null);
      // Without the primary nothing can be said; the replica keeps its last verdict.
      if (!primary) return;
      this.estimator.primaryAt(at, parseLsn(String(primary.rows[0].lsn)));
      const replica = await (this.pool.query as Query)(
        `select (case when pg_is_in_recovery() then pg_last_wal_replay_lsn() else pg_current_wal_lsn() end)::text as lsn`,
      ).catch(() => null);
      const replayed = replica?.rows[0]?.lsn;
      this.lag = typeof replayed === 'string' ? this.estimator.lagMs(Date.now(), parseLsn(replayed)) : Infinity;
      this.setUsable(
        this.lag <= this.maxLagMs,
        `replica ${Number.isFinite(this.lag) ? `${this.lag} ms behind` : 'unreachable'}`,
      );
    } finally {
      this.measuring = false;
    }
  }

  private setUsable(usable: boolean, why: string) {
    if (usable === this.usable) return;
    this.usable = usable;
    if (usable) this.log.info(`Catalog reads go to the replica again (${why})`);
    else this.log.warn(`Catalog reads go to the primary: ${why}`);
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.pool.end();
  }
}
