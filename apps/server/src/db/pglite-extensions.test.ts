import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';

const run = promisify(execFile);

// The order of PGLITE_EXTENSIONS once made trigram index scans hang forever (client.ts): in a child process,
// so a hang fails here within the timeout instead of blocking the suite until CI gives up.
it('reopened with both extensions, a trigram index scan and a cube distance answer', async () => {
  const probe = path.join(import.meta.dirname, 'pglite-extensions.probe.ts');
  const { stdout } = await run(process.execPath, ['--import', 'tsx', probe], {
    timeout: 25_000,
    killSignal: 'SIGKILL',
  });
  expect(JSON.parse(stdout)).toEqual({ near: 'zanzibar', distance: 1 });
}, 30_000);
