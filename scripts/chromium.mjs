// Finds Debian's Chromium for the browser journeys, installing it when this machine allows.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return CHROMIUM;
  const root = process.getuid?.() === 0;
  if (root && existsSync('/usr/bin/apt-get')) {
    console.log("Chromium is missing: installing Debian's chromium with apt-get…");
    execSync('apt-get install -y chromium || (apt-get update && apt-get install -y chromium)', { stdio: 'inherit' });
    if (existsSync(CHROMIUM)) return CHROMIUM;
  }
  console.error(
    `Browser journeys need Chromium at ${CHROMIUM}: run "sudo apt-get install -y chromium" (or set CHROMIUM_PATH).`,
  );
  process.exit(1);
}
