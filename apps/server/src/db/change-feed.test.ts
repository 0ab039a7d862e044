import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { localChangeFeed } from './change-feed.js';
import { connectPostgres, type Database } from './client.js';

const waitFor = async (what: string, ok: () => boolean, ms = 10_000) => {
  const until = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
};

describe('the change feed (decision 0089)', () => {
  it('drops the caches of the announced topic only, in this process at once', async () => {
    const feed = localChangeFeed();
    const seen: string[] = [];
    feed.on('settings', () => seen.push('settings'));
    feed.on('tags', () => seen.push('tags'));
    await feed.announce('settings');
    expect(seen).toEqual(['settings']);
  });

  // Several processes share one database only on a PostgreSQL server (PGlite serves one process).
  if (inject('dbKind') === 'postgres') {
    const opened: Database[] = [];
    const open = () => {
      const d = connectPostgres(inject('pgAdminUrl'), 1);
      opened.push(d);
      return d;
    };
    afterAll(() => Promise.all(opened.map((d) => d.close())));

    it('tells another process through PostgreSQL, and drops everything after a lost connection', async () => {
      const writer = open();
      const reader = open();
      await reader.changes.ready();
      const seen: string[] = [];
      const topic = `t${process.pid}${Date.now()}`;
      reader.changes.on(topic, () => seen.push('mine'));
      reader.changes.on(`${topic}-other`, () => seen.push('other'));
      await writer.changes.announce(topic);
      await waitFor('the notification', () => seen.includes('mine'));
      expect(seen).toEqual(['mine']);

      // A restart or failover cuts the listening connection: the notifications sent meanwhile are lost,
      // so the reader drops every cache once it listens again.
      seen.length = 0;
      await writer.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where query = 'listen bm_changes' and datname = current_database()`,
      );
      await waitFor('the reconnection', () => seen.includes('other'));
      expect(seen.sort()).toEqual(['mine', 'other']);
      seen.length = 0;
      // Listening again: another announcement arrives as before.
      const again = setInterval(() => void writer.changes.announce(topic), 200);
      await waitFor('a later notification', () => seen.includes('mine')).finally(() => clearInterval(again));
    });
  }
});
