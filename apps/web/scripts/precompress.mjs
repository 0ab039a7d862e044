// Writes a brotli (.br, quality 11) and a gzip (.gz, level 9) copy next to every text file of the built
// web app, so the server sends them without compressing per request (apps/server/src/http/static-assets.ts).
// Runs after `vite build`, from apps/web; the output dir is WEB_DIST when set, as in vite.config.ts.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this, the headers cost more than compression saves. */
const MIN_BYTES = 1024;

const br = promisify(brotliCompress);
const gz = promisify(gzip);
const dist = path.resolve(process.env.WEB_DIST ?? 'dist');

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

async function precompress(file) {
  const data = await readFile(file);
  if (data.length < MIN_BYTES) return null;
  const [brotli, gzipped] = await Promise.all([
    br(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gz(data, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${file}.br`, brotli), writeFile(`${file}.gz`, gzipped)]);
  return { raw: data.length, br: brotli.length, gz: gzipped.length };
}

if (!(await stat(dist).catch(() => null))?.isDirectory()) {
  console.error(`precompress: ${dist} is not a directory (build the web app first)`);
  process.exit(1);
}
const queue = [];
for await (const f of files(dist)) queue.push(f);
// zlib runs on libuv's pool: a few files at a time keep the cores busy without piling up buffers.
const totals = { files: 0, raw: 0, br: 0, gz: 0 };
const workers = Array.from({ length: Math.max(2, availableParallelism()) }, async () => {
  for (let f = queue.shift(); f; f = queue.shift()) {
    const r = await precompress(f);
    if (!r) continue;
    totals.files++;
    totals.raw += r.raw;
    totals.br += r.br;
    totals.gz += r.gz;
  }
});
await Promise.all(workers);
const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
console.log(
  `precompress: ${totals.files} files, ${kb(totals.raw)} → brotli ${kb(totals.br)}, gzip ${kb(totals.gz)} (${path.relative(process.cwd(), dist) || '.'})`,
);
