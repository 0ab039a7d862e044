import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { connectPostgres } from '../src/db/client.js';

const url = process.env.TEST_DATABASE_URL;

// Only a PostgreSQL server has several processes migrating one database; PGlite has one process.
describe.runIf(url)('migrations on PostgreSQL', () => {
  const name = `bm_migrate_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  afterAll(async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('run once when several processes start together', async () => {
    await admin.connect();
    await admin.query(`create database ${name}`);
    const target = new URL(url!);
    target.pathname = `/${name}`;
    const dbs = Array.from({ length: 4 }, () => connectPostgres(target.toString(), 2));
    try {
      await Promise.all(dbs.map((d) => d.migrate()));
      const check = new pg.Client({ connectionString: target.toString() });
      await check.connect();
      const applied = await check.query('select count(*)::int as n from drizzle.__drizzle_migrations');
      await check.end();
      const journal = (await import('../src/db/migrations/meta/_journal.json', { with: { type: 'json' } })).default as { entries: unknown[] };
      expect(applied.rows[0].n).toBe(journal.entries.length);
    } finally {
      await Promise.all(dbs.map((d) => d.close()));
    }
  });
});
