// `npm start`: builds the web app when it is not built yet, or was built for another mode (development or
// production, scripts/lib/build-mode.mjs), then starts the server (SPA + API on PORT).
// WEB_DIST, when set, is where the web app is built and served from (as in vite.config.ts and config.ts).
// When the demo catalog will be seeded, its previews are rendered beside the build or the server's boot
// (apps/server/src/seed/warm-demo-media.ts), so the demo beats are playable soon after the site answers.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { DEMO_PREVIEWS_DONE } from './lib/first-start-cache.mjs';
import { rebuildReason } from './lib/build-mode.mjs';

const env = process.env;
const dist = env.WEB_DIST ? path.resolve(env.WEB_DIST) : 'apps/web/dist';
// As config.ts decides: demo data on a fresh embedded database, in production only when SEED_DEMO=1 asks.
const askedDemo = ['1', 'true'].includes(env.SEED_DEMO ?? '');
const refusedDemo = ['0', 'false'].includes(env.SEED_DEMO ?? '');
const seedsDemo =
  (askedDemo || (env.NODE_ENV !== 'production' && !refusedDemo)) &&
  !['0', 'false'].includes(env.DEMO_MEDIA ?? '') &&
  !env.DATABASE_URL &&
  !existsSync(path.join(env.DATA_DIR ?? './data', 'pglite'));
const warm =
  seedsDemo && !existsSync(DEMO_PREVIEWS_DONE)
    ? spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/seed/warm-demo-media.ts'], { stdio: 'inherit' })
    : null;
// The cache is an optimisation: a failed warm-up leaves the seed to render what is missing.
warm?.on('error', () => undefined);

const reason = rebuildReason(dist, env.NODE_ENV);
if (reason) {
  console.log(reason);
  const buildEnv = env.WEB_DIST ? { ...env, WEB_DIST: dist } : env;
  const build = spawnSync('npm', ['run', 'build', '-w', '@beatmarket/web'], { stdio: 'inherit', env: buildEnv });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    warm?.kill(signal);
    server.kill(signal);
  });
server.on('exit', (code) => {
  warm?.kill('SIGTERM');
  process.exit(code ?? 0);
});
