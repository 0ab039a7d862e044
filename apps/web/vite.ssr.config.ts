import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, mergeConfig, type Plugin } from 'vite';
import base from './vite.config';

// The server-rendering bundle (issue 14), beside the client's folder and never served: `<outDir>-ssr`.
const clientOut = path.resolve(import.meta.dirname, process.env.WEB_DIST ?? 'dist');
const outDir = `${clientOut.replace(/[\\/]+$/, '')}-ssr`;

/**
 * Writes the mode this build was made in (build-mode.json) once the last bundle is written: a build made
 * under NODE_ENV=development calls React's `jsxDEV`, which a production server's React lacks, so `npm start`
 * (scripts/lib/build-mode.mjs) rebuilds when the mode differs from its own.
 */
function buildModeMarker(): Plugin {
  let production = true;
  return {
    name: 'beatmarket-build-mode',
    apply: 'build',
    configResolved: (config) => void (production = config.isProduction),
    writeBundle: () =>
      writeFileSync(
        path.join(outDir, 'build-mode.json'),
        `${JSON.stringify({ mode: production ? 'production' : 'development' })}\n`,
      ),
  };
}

export default mergeConfig(
  base,
  defineConfig({
    plugins: [buildModeMarker()],
    build: {
      ssr: 'src/entry-server.tsx',
      outDir,
      emptyOutDir: true,
      manifest: false,
      copyPublicDir: false,
    },
    // Self-contained: the server imports it from wherever it was built, with no node_modules beside it.
    ssr: { noExternal: true },
  }),
);
