// The package mirror this project is built on lacks some platform-only optional packages (for
// example Tailwind's macOS and Windows binaries), so npm leaves them out of the lockfile and
// `npm ci` then refuses the lockfile. This adds their entries, with os/cpu, so npm ci accepts the
// lockfile and skips them on this platform, as it would any foreign binary.
// Run after `npm install` changes the lockfile: node scripts/lock-platform-stubs.mjs (--check only reports).
import { readFileSync, writeFileSync } from 'node:fs';

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
const PLATFORM = {
  'android-arm64': { os: ['android'], cpu: ['arm64'] },
  'darwin-arm64': { os: ['darwin'], cpu: ['arm64'] },
  'darwin-x64': { os: ['darwin'], cpu: ['x64'] },
  'freebsd-x64': { os: ['freebsd'], cpu: ['x64'] },
  'linux-arm-gnueabihf': { os: ['linux'], cpu: ['arm'] },
  'wasm32-wasi': { cpu: ['wasm32'] },
  'android-arm-eabi': { os: ['android'], cpu: ['arm'] },
  'linux-arm-musleabihf': { os: ['linux'], cpu: ['arm'] },
  'linux-loong64-gnu': { os: ['linux'], cpu: ['loong64'] },
  'linux-loong64-musl': { os: ['linux'], cpu: ['loong64'] },
  'linux-ppc64-gnu': { os: ['linux'], cpu: ['ppc64'] },
  'linux-riscv64-gnu': { os: ['linux'], cpu: ['riscv64'] },
  'linux-riscv64-musl': { os: ['linux'], cpu: ['riscv64'] },
  'linux-s390x-gnu': { os: ['linux'], cpu: ['s390x'] },
  'openharmony-arm64': { os: ['openharmony'], cpu: ['arm64'] },
  'win32-arm64-msvc': { os: ['win32'], cpu: ['arm64'] },
  'win32-x64-msvc': { os: ['win32'], cpu: ['x64'] },
  'win32-ia32-msvc': { os: ['win32'], cpu: ['ia32'] },
};
let added = 0;
for (const [path, pkg] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(pkg.optionalDependencies ?? {})) {
    const key = `${path ? `${path}/` : ''}node_modules/${name}`.replace(
      /^node_modules\/(.*)\/node_modules\//,
      'node_modules/$1/node_modules/',
    );
    const flat = `node_modules/${name}`;
    if (lock.packages[key] || lock.packages[flat]) continue;
    const suffix = Object.keys(PLATFORM).find((p) => name.endsWith(`-${p}`));
    if (!suffix) continue;
    lock.packages[flat] = { version, dev: pkg.dev, optional: true, ...PLATFORM[suffix] };
    added++;
  }
}
if (process.argv.includes('--check')) {
  if (added) {
    console.error(
      `package-lock.json misses ${added} platform-only entries: run "node scripts/lock-platform-stubs.mjs" (npm ci would fail).`,
    );
    process.exit(1);
  }
} else {
  writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`);
  console.log(`lockfile: ${added} platform-only entries added`);
}
