// `npm start`: builds the web app when it is not built yet, then starts the server (SPA + API on PORT).
// WEB_DIST, when set, is where the web app is built and served from (as in vite.config.ts and config.ts).
import { spawnSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const dist = process.env.WEB_DIST ? path.resolve(process.env.WEB_DIST) : 'apps/web/dist';
if (!existsSync(path.join(dist, 'index.html'))) {
  console.log('Building the web app (first start)…');
  const env = process.env.WEB_DIST ? { ...process.env, WEB_DIST: dist } : process.env;
  const build = spawnSync('npm', ['run', 'build', '-w', '@beatmarket/web'], { stdio: 'inherit', env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
