// postinstall (`npm ci`, `npm install`): makes what a first `npm start` would otherwise make while its user
// waits (issue 14: every demo beat playable within 15 s of `npm start`; decision 0066): the PGlite initdb
// dump and the demo catalog's previews, both cached in node_modules/.cache/beatmarket. A cache already
// there is kept. It never fails an install: whatever it could not make, `npm start` makes.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { DEMO_PREVIEWS_DONE } from './lib/first-start-cache.mjs';

const steps = [
  { name: 'PGlite initdb dump', script: 'apps/server/src/seed/warm-pglite.ts' },
  ...(existsSync(DEMO_PREVIEWS_DONE)
    ? []
    : [{ name: 'demo previews', script: 'apps/server/src/seed/warm-demo-media.ts' }]),
];

if (process.env.BEATMARKET_SKIP_PREPARE === '1' || !existsSync('node_modules/tsx')) process.exit(0);
for (const step of steps) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', step.script], { stdio: 'inherit' });
  if (run.status !== 0) console.warn(`Could not prepare the ${step.name} now; \`npm start\` will make them.`);
}
