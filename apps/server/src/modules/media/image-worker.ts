import { fileURLToPath } from 'node:url';
import { ChildFailed, createChildWorker } from './child-worker.js';
import { ImageTooLarge } from './image-limits.js';
import type { RenderRequest, RenderResult } from './image-render.js';

/** An image past this is treated as hostile: its process is killed and the upload refused. */
const RENDER_TIMEOUT_MS = 60_000;

const images = createChildWorker<RenderRequest, RenderResult>(
  fileURLToPath(new URL('./image-render.child.ts', import.meta.url)),
  {
    timeoutMs: RENDER_TIMEOUT_MS,
    timeoutMessage: 'The image took too long to decode.',
    exitMessage: 'The image process stopped while decoding.',
  },
);

/** Why a render failed: the image's fault (a 4xx for its uploader), which the caller reports as such. */
export class ImageRenderFailed extends Error {}

/** Decodes an upload in the image process (one at a time) and waits for its files. */
export async function renderInImageProcess(request: RenderRequest): Promise<RenderResult & { pid: number }> {
  try {
    return await images.run(request);
  } catch (err) {
    if (!(err instanceof ChildFailed)) throw err;
    throw err.kind === 'too_large' ? new ImageTooLarge(err.message) : new ImageRenderFailed(err.message);
  }
}

/** Stops the image process (tests, and a server that closes). */
export const stopImageProcess = (): void => images.stop();
