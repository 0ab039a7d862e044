/**
 * Renders the demo catalog's previews into the checkout's cache before the server needs them: `npm start`
 * runs this beside the web build on a first start, and beside the server when a fresh data dir will be
 * seeded, so the seed mostly copies files. It walks the catalog from the end while the seed starts from
 * the top, so the two rarely make the same preview. Usage: node --import tsx apps/server/src/seed/warm-demo-media.ts
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { locateFfmpeg } from '../adapters/ffmpeg.js';
import { createDemoRenderer } from '../modules/media/demo-render.js';
import { inPool } from '../modules/media/pool.js';
import { synthesizeDefaultTag } from '../modules/media/synth.js';
import { demoBeats } from './demo-catalog.js';
import { DEMO_MEDIA_CACHE, demoAudioSpec } from './seed-media.js';

const started = Date.now();
const ffmpeg = locateFfmpeg(process.env.FFMPEG_PATH);
const renderer = createDemoRenderer(ffmpeg, DEMO_MEDIA_CACHE);
const dir = await mkdtemp(path.join(tmpdir(), 'bm-warm-'));
try {
  const tag = path.join(dir, 'tag.wav');
  await synthesizeDefaultTag(ffmpeg, tag);
  const slot = await renderer.tagSlot(tag, dir);
  // A fresh database numbers the demo beats in catalog order from 1; another numbering only means misses.
  const specs = demoBeats()
    .map((b, i) => demoAudioSpec({ id: i + 1, bpm: b.bpm }))
    .reverse();
  let made = 0;
  const failed = await inPool(specs, availableParallelism(), async (spec) => {
    const work = await mkdtemp(path.join(dir, 'w-'));
    if (!(await renderer.preview(spec, slot, work)).cached) made++;
    await rm(work, { recursive: true, force: true });
  });
  if (failed.length) throw failed[0]!.error;
  await writeFile(path.join(DEMO_MEDIA_CACHE, '.complete'), new Date().toISOString());
  console.log(`Demo previews cached: ${made} made, ${specs.length - made} already there (${Date.now() - started} ms)`);
} finally {
  await rm(dir, { recursive: true, force: true });
}
