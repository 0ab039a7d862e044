// `npm start`: builds the web app when it is not built yet, then starts the server (SPA + API on PORT).
import { spawnSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!existsSync('apps/web/dist/index.html')) {
  console.log('Building the web app (first start)…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@beatmarket/web'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
