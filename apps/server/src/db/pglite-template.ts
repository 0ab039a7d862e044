import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';

/**
 * A new PGlite database runs initdb inside WebAssembly: 2.4-6 s on the 2-core machine, most of a first
 * `npm start` (issue 14). The freshly initialised cluster is the same every time for one PGlite build, so
 * the first creation on a checkout saves it as a dump here and later ones load the dump (about 1 s).
 */
export const PGLITE_TEMPLATE_CACHE = fileURLToPath(
  new URL('../../../../node_modules/.cache/beatmarket/pglite', import.meta.url),
);

/** The installed PGlite's version: a dump from another build could hold an incompatible catalog. */
function pgliteVersion(): string {
  const require = createRequire(import.meta.url);
  let dir = path.dirname(require.resolve('@electric-sql/pglite'));
  while (!existsSync(path.join(dir, 'package.json')) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version?: string };
  return pkg.version ?? 'unknown';
}

/** Where the initdb dump of the installed PGlite build is cached. */
export const templateFile = (cacheDir = PGLITE_TEMPLATE_CACHE) =>
  path.join(cacheDir, `initdb-${pgliteVersion()}.tar.gz`);

/**
 * Opens (or creates) the PGlite database in `dataDir`. A data dir with no cluster yet is filled from the
 * cached initdb dump when there is one; otherwise initdb runs and its result is cached for the next time.
 */
export async function createPglite(
  dataDir: string,
  extensions?: PGliteOptions['extensions'],
  cacheDir = PGLITE_TEMPLATE_CACHE,
): Promise<PGlite> {
  mkdirSync(dataDir, { recursive: true });
  if (existsSync(path.join(dataDir, 'PG_VERSION'))) {
    await clearInterruptedLock(dataDir);
    return PGlite.create({ dataDir, extensions });
  }
  const file = templateFile(cacheDir);
  if (existsSync(file)) {
    try {
      // Unpacked here, not by PGlite: its unzip error on a damaged file escapes as an unhandled rejection.
      const dump = new File([gunzipSync(readFileSync(file))], 'pgdata.tar');
      return await PGlite.create({ dataDir, extensions, loadDataDir: dump });
    } catch {
      // A damaged dump: initdb as if there were none, and replace it.
      rmSync(file, { force: true });
      rmSync(dataDir, { recursive: true, force: true });
      mkdirSync(dataDir, { recursive: true });
    }
  }
  const client = await PGlite.create({ dataDir, extensions });
  // Before any migration: the template is the empty cluster, whatever this checkout's schema.
  await saveTemplate(client, file).catch(() => undefined); // the cache is an optimisation only
  return client;
}

/**
 * PostgreSQL will not start on an empty `postmaster.pid` ("the remnant of a previous server startup
 * crash"): a process killed while it wrote its lock file, which the subscription crash test hit when the
 * kill landed as the test gateway's database opened. A lock file in use holds a pid from the moment it is
 * written; one still empty a moment later belongs to no starting process, so it goes.
 */
export async function clearInterruptedLock(dataDir: string, settle = 200) {
  const lock = path.join(dataDir, 'postmaster.pid');
  const empty = () => (existsSync(lock) ? statSync(lock).size === 0 : false);
  if (!empty()) return;
  await new Promise((resolve) => setTimeout(resolve, settle));
  if (empty()) rmSync(lock, { force: true });
}

async function saveTemplate(client: PGlite, file: string) {
  const dump = await client.dumpDataDir('gzip');
  mkdirSync(path.dirname(file), { recursive: true });
  // Written aside and renamed: a process starting meanwhile never reads half a dump.
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
}
