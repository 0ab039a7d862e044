/**
 * Makes the PGlite initdb dump (pglite-template.ts) before a first start waits for it: `npm ci` runs this
 * through scripts/prepare-first-start.mjs. A dump already cached for this PGlite build is left as it is.
 * Usage: node --import tsx apps/server/src/seed/warm-pglite.ts
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createPglite, templateFile } from '../db/pglite-template.js';

if (!existsSync(templateFile())) {
  const started = Date.now();
  const dir = await mkdtemp(path.join(tmpdir(), 'bm-initdb-'));
  try {
    await (await createPglite(dir)).close();
    console.log(`PGlite initdb dump cached (${Date.now() - started} ms)`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
