import pg from 'pg';

/** The one PostgreSQL channel every process listens on; the payload names what changed. */
const CHANNEL = 'bm_changes';
const RETRY_MIN_MS = 500;
const RETRY_MAX_MS = 30_000;

/**
 * What changed, told to every server process: a process caches settings, tag names, licences, slides and
 * promotions, and a write in one process must not leave the others serving the old copy until a timer
 * runs out (decision 0089). A cache registers `on(topic, drop)`; a writer calls `announce(topic)` once its
 * change has committed.
 */
export interface ChangeFeed {
  /** Runs `drop` when `topic` changes in any process, and after the feed reconnects (it may have missed one). */
  on(topic: string, drop: () => void): void;
  /** Drops this process's copies at once and tells the other processes; never throws (their TTLs remain). */
  announce(topic: string): Promise<void>;
  /** Resolves once the first attempt to listen has ended (tests wait for it before announcing elsewhere). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

function listeners() {
  const byTopic = new Map<string, Set<() => void>>();
  return {
    on(topic: string, drop: () => void) {
      const set = byTopic.get(topic) ?? new Set();
      set.add(drop);
      byTopic.set(topic, set);
    },
    fire(topic: string) {
      for (const drop of byTopic.get(topic) ?? []) drop();
    },
    fireAll() {
      for (const set of byTopic.values()) for (const drop of set) drop();
    },
  };
}

/** The embedded database serves one process: a change only has this process's caches to drop. */
export function localChangeFeed(): ChangeFeed {
  const l = listeners();
  return {
    on: l.on,
    announce: async (topic) => l.fire(topic),
    ready: async () => undefined,
    close: async () => undefined,
  };
}

type Log = { warn(msg: string): void };

/**
 * PostgreSQL's LISTEN/NOTIFY on a connection of its own (outside the pool, which would hand it to queries).
 * A lost connection is reopened with a growing pause, and every cache is dropped once it is back.
 */
export function postgresChangeFeed(url: string, notify: (topic: string) => Promise<unknown>, log: Log): ChangeFeed {
  const l = listeners();
  let client: pg.Client | null = null;
  let closed = false;
  let retryMs = RETRY_MIN_MS;
  let timer: NodeJS.Timeout | undefined;
  let connectedBefore = false;

  const retry = () => {
    client = null;
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, retryMs);
    timer.unref();
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };

  async function connect() {
    const c = new pg.Client({ connectionString: url });
    c.on('error', (err) => {
      log.warn(`change feed connection lost: ${err.message}`);
      void c.end().catch(() => undefined);
      if (client === c) retry();
    });
    // A server that closes the connection without an error (a smart shutdown) ends it quietly.
    c.on('end', () => client === c && retry());
    c.on('notification', (n) => n.channel === CHANNEL && n.payload && l.fire(n.payload));
    try {
      await c.connect();
      await c.query(`listen ${CHANNEL}`);
    } catch (err) {
      log.warn(`change feed cannot listen: ${(err as Error).message}`);
      await c.end().catch(() => undefined);
      return retry();
    }
    if (closed) return void (await c.end().catch(() => undefined));
    client = c;
    retryMs = RETRY_MIN_MS;
    if (connectedBefore) l.fireAll();
    connectedBefore = true;
  }
  const ready = connect();

  return {
    on: l.on,
    async announce(topic) {
      l.fire(topic);
      await notify(topic).catch((err: Error) => log.warn(`change not announced (${topic}): ${err.message}`));
    },
    ready: () => ready,
    async close() {
      closed = true;
      clearTimeout(timer);
      await ready;
      await client?.end().catch(() => undefined);
      client = null;
    },
  };
}

/** The statement that tells the other processes; `pg_notify` sends it to the primary under replica routing. */
export const NOTIFY_SQL = `select pg_notify('${CHANNEL}', $1)`;
