import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connectPostgres, PGLITE_EXTENSIONS, wrapPglite } from '../src/db/client.js';

declare module 'vitest' {
  export interface ProvidedContext {
    dbKind: 'pglite' | 'postgres';
    pgliteTemplate: string;
    pgTemplate: string;
    pgAdminUrl: string;
  }
}

export const TEMPLATE_DIR = path.resolve(import.meta.dirname, '../../../.tmp');

/**
 * Migrates once per run into a template (a PGlite data-dir dump, or a PostgreSQL template database);
 * every test file then starts from its own copy of it.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    await wrapPglite(client).migrate();
    const dump = await client.dumpDataDir('none');
    mkdirSync(TEMPLATE_DIR, { recursive: true });
    const file = path.join(TEMPLATE_DIR, `pglite-template-${process.pid}.tar`);
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    await client.close();
    project.provide('dbKind', 'pglite');
    project.provide('pgliteTemplate', file);
    project.provide('pgTemplate', '');
    project.provide('pgAdminUrl', '');
    return;
  }
  const template = `bm_tpl_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${template}`);
  await admin.query(`create database ${template}`);
  const tplUrl = new URL(url);
  tplUrl.pathname = `/${template}`;
  const database = connectPostgres(tplUrl.toString(), 1);
  await database.migrate();
  await database.close();
  project.provide('dbKind', 'postgres');
  project.provide('pgliteTemplate', '');
  project.provide('pgTemplate', template);
  project.provide('pgAdminUrl', url);

  return async () => {
    const { rows } = await admin.query<{ datname: string }>(`select datname from pg_database where datname like $1`, [
      `bm_t_${process.pid}_%`,
    ]);
    for (const r of rows) await admin.query(`drop database if exists ${r.datname} with (force)`);
    await admin.query(`drop database if exists ${template} with (force)`);
    await admin.end();
  };
}
