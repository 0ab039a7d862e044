import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ImageTooLarge } from './image-limits.js';
import type { RenderRequest, RenderResult } from './image-render.js';

/** An image past this is treated as hostile: its process is killed and the upload refused. */
const RENDER_TIMEOUT_MS = 60_000;
const CHILD = fileURLToPath(new URL('./image-render.child.ts', import.meta.url));

type Reply = { id: number; pid: number; result?: RenderResult; error?: string; tooLarge?: boolean };
let child: ChildProcess | null = null;
let nextId = 0;

/** The image process, started on first use and again after it died; tsx runs its TypeScript as it does the server's. */
function imageProcess(): ChildProcess {
  if (child && child.connected) return child;
  const started = fork(CHILD, [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  // Idle, it must not keep the server (or a test run) alive.
  started.unref();
  started.channel?.unref();
  started.on('exit', () => {
    if (child === started) child = null;
  });
  child = started;
  return started;
}

/** Why a render failed: the image's fault (a 4xx for its uploader), which the caller reports as such. */
export class ImageRenderFailed extends Error {}

/**
 * Decodes an upload in the image process and waits for its files. Renders run one at a time (the lane
 * below), so the image process holds one image's pixels however many uploads complete at once.
 */
export function renderInImageProcess(request: RenderRequest): Promise<RenderResult & { pid: number }> {
  return inImageLane(
    () =>
      new Promise((resolve, reject) => {
        const proc = imageProcess();
        const id = ++nextId;
        const done = (fn: () => void) => {
          clearTimeout(timer);
          proc.off('message', onMessage);
          proc.off('exit', onExit);
          proc.channel?.unref();
          fn();
        };
        const onMessage = (msg: Reply) => {
          if (msg.id !== id) return;
          if (msg.result) done(() => resolve({ ...msg.result!, pid: msg.pid }));
          else done(() => reject(msg.tooLarge ? new ImageTooLarge(msg.error) : new ImageRenderFailed(msg.error)));
        };
        const onExit = () => done(() => reject(new ImageRenderFailed('The image process stopped while decoding.')));
        const timer = setTimeout(() => {
          done(() => reject(new ImageRenderFailed('The image took too long to decode.')));
          proc.kill('SIGKILL');
        }, RENDER_TIMEOUT_MS);
        proc.on('message', onMessage);
        proc.on('exit', onExit);
        proc.channel?.ref();
        proc.send({ id, request });
      }),
  );
}

/** Stops the image process (tests, and a server that closes). */
export function stopImageProcess(): void {
  child?.kill('SIGKILL');
  child = null;
}

let lane: Promise<unknown> = Promise.resolve();
function inImageLane<T>(work: () => Promise<T>): Promise<T> {
  const run = lane.then(work, work);
  lane = run.catch(() => undefined);
  return run;
}
