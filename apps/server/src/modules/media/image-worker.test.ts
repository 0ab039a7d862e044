import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImageTooLarge } from './image-limits.js';
import { ImageRenderFailed, renderInImageProcess, stopImageProcess } from './image-worker.js';

let dir: string;
const image = async (name: string, width: number, height: number) => {
  const file = path.join(dir, name);
  await sharp({ create: { width, height, channels: 3, background: '#db2777' } })
    .png()
    .toFile(file);
  return file;
};
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'bm-image-worker-'));
});
afterAll(async () => {
  stopImageProcess();
  await rm(dir, { recursive: true, force: true });
});

describe('images are decoded outside the API process (issue 31)', () => {
  it('renders in another process and hands back the files it made', async () => {
    const src = await image('cover.png', 900, 600);
    const out = await mkdtemp(path.join(dir, 'out-'));
    const made = await renderInImageProcess({ recipe: 'cover', src, dir: out, maxPixels: 1_000_000 });
    expect(made.pid).not.toBe(process.pid);
    expect(made.format).toBe('jpg');
    expect(made.files.every((f) => f.width === f.height)).toBe(true);
    expect((await readdir(out)).length).toBe(made.files.length);
  }, 60_000);

  it('refuses an image over the limit without decoding it, naming its size', async () => {
    const src = await image('big.png', 2000, 1000);
    const out = await mkdtemp(path.join(dir, 'out-'));
    const refused = renderInImageProcess({ recipe: 'slide', src, dir: out, maxPixels: 1_000_000 });
    await expect(refused).rejects.toBeInstanceOf(ImageTooLarge);
    await expect(refused).rejects.toThrow('2000 × 1000 pixels');
  }, 60_000);

  it('an image process that dies mid-decode fails that render only; the next one starts a new process', async () => {
    const src = await image('slow.png', 4000, 4000);
    const out = await mkdtemp(path.join(dir, 'out-'));
    const first = await renderInImageProcess({ recipe: 'cover', src, dir: out, maxPixels: 20_000_000 });
    const dying = renderInImageProcess({ recipe: 'content', src, dir: out, maxPixels: 20_000_000 });
    // What the kernel's OOM killer would do to a process decoding a bomb.
    setTimeout(() => process.kill(first.pid, 'SIGKILL'), 50);
    await expect(dying).rejects.toBeInstanceOf(ImageRenderFailed);
    const next = await renderInImageProcess({
      recipe: 'cover',
      src: await image('ok.png', 300, 300),
      dir: out,
      maxPixels: 1_000_000,
    });
    expect(next.pid).not.toBe(first.pid);
    expect(next.pid).not.toBe(process.pid);
  }, 60_000);
});
