import { describe, expect, it } from 'vitest';
import { mayReadReplica, readOnlySql, runReadScope } from './read-scope.js';

describe('what a replica may answer (decision 0087)', () => {
  it('takes plain queries, as drizzle writes them', () => {
    expect(readOnlySql('select "id", "title" from "beats" where "beats"."status" = $1')).toBe(true);
    expect(readOnlySql('  WITH ranked AS (select 1) select * from ranked')).toBe(true);
    // A column named like a verb is not a write.
    expect(readOnlySql('select "updated_at", "deleted_at" from "beats"')).toBe(true);
  });

  it('leaves writes, locks, sequences and anything unusual to the primary', () => {
    for (const text of [
      'insert into "plays" ("beat_id") values ($1)',
      'update "beats" set "plays" = "plays" + 1',
      'with moved as (delete from "outbox" returning *) select * from moved',
      'select * from "orders" where "id" = $1 for update',
      'select * from "jobs" for no key update skip locked',
      'select * from "beats" for share',
      "select nextval('orders_id_seq')",
      'select pg_advisory_xact_lock(7)',
      "select pg_notify('jobs', '1')",
      "select set_config('search_path', 'x', false)",
      'lock table "beats"',
      'begin',
    ])
      expect(readOnlySql(text), text).toBe(false);
  });

  it('opens the replica only inside a catalog read, and never inherits it', async () => {
    expect(mayReadReplica()).toBe(false);
    await runReadScope(true, async () => {
      await Promise.resolve();
      expect(mayReadReplica()).toBe(true);
      // A server render's own API call (another request) sets its own scope.
      runReadScope(false, () => expect(mayReadReplica()).toBe(false));
    });
  });
});
