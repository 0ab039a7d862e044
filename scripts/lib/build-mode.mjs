// Which React a web build holds. A build made under NODE_ENV=development calls `jsxDEV`, which the
// production React a `NODE_ENV=production` server loads does not have: the server renderer crashed at
// start. The SSR build writes the mode it was made in (apps/web/vite.ssr.config.ts) beside itself, and
// `npm start` (scripts/start.mjs) rebuilds when it differs from the mode this start builds in.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const BUILD_MODE_FILE = 'build-mode.json';

/** As Vite decides: `vite build` makes a production build unless NODE_ENV names another mode. */
export const buildModeFor = (nodeEnv) => (!nodeEnv || nodeEnv === 'production' ? 'production' : 'development');

/** Where the marker is: in the server-rendering build, `<dist>-ssr`, written when that (last) build ends. */
export const buildModeFile = (dist) => path.join(`${path.resolve(dist).replace(/[\\/]+$/, '')}-ssr`, BUILD_MODE_FILE);

/** The mode the build in `dist` was made in; null when it has no (readable) marker. */
export function builtMode(dist) {
  try {
    const { mode } = JSON.parse(readFileSync(buildModeFile(dist), 'utf8'));
    return mode === 'production' || mode === 'development' ? mode : null;
  } catch {
    return null;
  }
}

/** Why the build in `dist` must be made (again) before a start under `nodeEnv`, or null when it serves as it is. */
export function rebuildReason(dist, nodeEnv) {
  if (!existsSync(path.join(dist, 'index.html'))) return 'Building the web app (first start)…';
  const built = builtMode(dist);
  const wanted = buildModeFor(nodeEnv);
  if (built === wanted) return null;
  return `Building the web app again: it was built for ${built ?? 'an unknown mode'}, this start runs in ${wanted}…`;
}
