// Browser journeys: builds the web app, then runs Playwright against the real server in Chromium.
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './chromium.mjs';

ensureChromium();
// E2E_BUILT=1: `npm test` has just built WEB_DIST for the budget check and Lighthouse.
if (process.env.E2E_BUILT !== '1') {
  const build = spawnSync('npm', ['run', 'build', '-w', '@beatmarket/web'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const r = spawnSync('npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(r.status ?? 1);
