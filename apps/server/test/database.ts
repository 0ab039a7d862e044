import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { connectPostgres, PGLITE_EXTENSIONS, wrapPglite, type Database } from '../src/db/client.js';

/** A fresh, migrated database for one test file, on whichever engine this run targets. */
export async function openTestDatabase(): Promise<Database> {
  if (inject('dbKind') === 'pglite') {
    const dump = readFileSync(inject('pgliteTemplate'));
    const client = await PGlite.create({ loadDataDir: new Blob([dump]), extensions: PGLITE_EXTENSIONS });
    return wrapPglite(client);
  }
  const adminUrl = inject('pgAdminUrl');
  const name = `bm_t_${inject('pgTemplate').replace('bm_tpl_', '')}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('pgTemplate')}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = connectPostgres(url.toString(), 5);
  return {
    ...database,
    async close() {
      await database.close();
      const again = new pg.Client({ connectionString: adminUrl });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}
