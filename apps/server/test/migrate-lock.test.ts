import pg from 'pg';
import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { connectPostgres } from '../src/db/client.js';
import journal from '../src/db/migrations/meta/_journal.json' with { type: 'json' };
import { openTestDatabase } from './database.js';

const applied = async (run: (q: string) => Promise<{ rows: { n: number }[] }>) =>
  (await run('select count(*)::int as n from drizzle.__drizzle_migrations')).rows[0]!.n;

describe('migrations', () => {
  it('leave nothing to apply on a migrated database, and applying again changes nothing', async () => {
    const database = await openTestDatabase();
    try {
      const count = async () =>
        Number(
          (
            (await database.db.execute(
              sql.raw('select count(*)::int as n from drizzle.__drizzle_migrations'),
            )) as unknown as { rows: { n: number }[] }
          ).rows[0]!.n,
        );
      expect(await count()).toBe(journal.entries.length);
      await database.migrate();
      expect(await count()).toBe(journal.entries.length);
    } finally {
      await database.close();
    }
  });

  // Several processes share one database only on a PostgreSQL server (PGlite serves one process).
  if (inject('dbKind') === 'postgres') {
    it('run once when several processes start together', async () => {
      const adminUrl = inject('pgAdminUrl');
      const name = `bm_migrate_${process.pid}_${Date.now()}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const target = new URL(adminUrl);
      target.pathname = `/${name}`;
      const dbs = Array.from({ length: 4 }, () => connectPostgres(target.toString(), 2));
      try {
        // Without the advisory lock three of four fail on CREATE SCHEMA or a duplicate table.
        await Promise.all(dbs.map((d) => d.migrate()));
        const check = new pg.Client({ connectionString: target.toString() });
        await check.connect();
        expect(await applied((q) => check.query(q))).toBe(journal.entries.length);
        await check.end();
      } finally {
        await Promise.all(dbs.map((d) => d.close()));
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    });
  }
});
