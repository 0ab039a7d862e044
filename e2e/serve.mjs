// The server the journeys run against: a fresh embedded database with demo data, every time.
import { rmSync } from 'node:fs';
import { spawn } from 'node:child_process';

// E2E_DATA_DIR lets two journey runs share the machine (with different E2E_PORTs).
const dataDir = process.env.E2E_DATA_DIR ?? '.tmp/e2e-data';
rmSync(dataDir, { recursive: true, force: true });
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', ALTCHA_COST: '5000', NODE_ENV: 'test' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
