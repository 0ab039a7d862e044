// postinstall (`npm ci`, `npm install`): makes what a first `npm start` would otherwise make while its user
// waits (issue 14: every demo beat playable within 15 s of `npm start`; decision 0066): the PGlite initdb
// dump and the demo catalog's previews, both cached in node_modules/.cache/beatmarket. Each step is skipped
// when its cache is there. It never fails an install: whatever it could not make, `npm start` makes.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const DEMO_DONE = 'node_modules/.cache/beatmarket/demo-media/.complete';
const steps = [
  { name: 'PGlite initdb dump', script: 'apps/server/src/seed/warm-pglite.ts', done: () => false },
  { name: 'demo previews', script: 'apps/server/src/seed/warm-demo-media.ts', done: () => existsSync(DEMO_DONE) },
];

if (process.env.BEATMARKET_SKIP_PREPARE === '1' || !existsSync('node_modules/tsx')) process.exit(0);
for (const step of steps) {
  if (step.done()) continue;
  const run = spawnSync(process.execPath, ['--import', 'tsx', step.script], { stdio: 'inherit' });
  if (run.status !== 0) console.warn(`Could not prepare the ${step.name} now; \`npm start\` will make them.`);
}
