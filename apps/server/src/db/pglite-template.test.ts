import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PGLITE_EXTENSIONS } from './client.js';
import { createPglite } from './pglite-template.js';

const root = mkdtempSync(path.join(tmpdir(), 'bm-pglite-template-'));
const cache = path.join(root, 'cache');
const dir = (name: string) => path.join(root, name);
afterAll(() => rmSync(root, { recursive: true, force: true }));

const systemId = async (db: Awaited<ReturnType<typeof createPglite>>) =>
  (await db.query<{ id: string }>('select system_identifier::text as id from pg_control_system()')).rows[0]!.id;
const dumps = () => readdirSync(cache).filter((f) => f.endsWith('.tar.gz'));

describe('createPglite', () => {
  it('caches the first new cluster and fills later new data dirs from it, not from what they did since', async () => {
    const first = await createPglite(dir('a'), PGLITE_EXTENSIONS, cache);
    expect(dumps()).toHaveLength(1);
    await first.exec('create table kept (x int); insert into kept values (1)');
    const id = await systemId(first);
    await first.close();

    const second = await createPglite(dir('b'), PGLITE_EXTENSIONS, cache);
    // Same cluster identity: loaded from the dump, not a second initdb.
    expect(await systemId(second)).toBe(id);
    expect((await second.query(`select to_regclass('kept') as t`)).rows).toEqual([{ t: null }]);
    await second.exec(`create extension if not exists pg_trgm`);
    await second.close();

    const again = await createPglite(dir('a'), PGLITE_EXTENSIONS, cache);
    expect((await again.query('select x from kept')).rows).toEqual([{ x: 1 }]);
    await again.close();
  }, 60_000);

  it('runs initdb when the cached dump is damaged, and replaces it', async () => {
    const [name] = dumps();
    writeFileSync(path.join(cache, name!), 'not a tarball');
    const db = await createPglite(dir('c'), PGLITE_EXTENSIONS, cache);
    expect((await db.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    await db.close();
    expect(readFileSync(path.join(cache, name!)).length).toBeGreaterThan(1000);
  }, 60_000);

  it('opens a data dir whose process was killed while writing its lock file', async () => {
    const db = await createPglite(dir('d'), PGLITE_EXTENSIONS, cache);
    await db.exec('create table kept (x int); insert into kept values (2)');
    await db.close();
    writeFileSync(path.join(dir('d'), 'postmaster.pid'), '');
    const again = await createPglite(dir('d'), PGLITE_EXTENSIONS, cache);
    expect((await again.query('select x from kept')).rows).toEqual([{ x: 2 }]);
    await again.close();
  }, 60_000);
});
