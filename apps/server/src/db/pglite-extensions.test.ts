import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';

const run = promisify(execFile);

// Trigram GIN index scans once hung PGlite for ever (client.ts, PGLITE_DROPPED_INDEXES): in a child process,
// so a hang fails here within the timeout instead of blocking the suite until CI gives up.
it('a migrated PGlite keeps no trigram GIN index, and answers a misspelt word and a cube distance', async () => {
  const probe = path.join(import.meta.dirname, 'pglite-extensions.probe.ts');
  const { stdout } = await run(process.execPath, ['--import', 'tsx', probe], {
    timeout: 50_000,
    killSignal: 'SIGKILL',
  });
  expect(JSON.parse(stdout)).toEqual({ near: 'zanzibar', trigramIndexes: 0, distance: 1 });
}, 60_000);
