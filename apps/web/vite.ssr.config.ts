import path from 'node:path';
import { defineConfig, mergeConfig } from 'vite';
import base from './vite.config';

// The server-rendering bundle (issue 14), beside the client's folder and never served: `<outDir>-ssr`.
const clientOut = path.resolve(import.meta.dirname, process.env.WEB_DIST ?? 'dist');

export default mergeConfig(
  base,
  defineConfig({
    build: {
      ssr: 'src/entry-server.tsx',
      outDir: `${clientOut.replace(/[\\/]+$/, '')}-ssr`,
      emptyOutDir: true,
      manifest: false,
      copyPublicDir: false,
    },
    // Self-contained: the server imports it from wherever it was built, with no node_modules beside it.
    ssr: { noExternal: true },
  }),
);
