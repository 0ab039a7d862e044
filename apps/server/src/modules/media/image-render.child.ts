import { ImageTooLarge } from './image-limits.js';
import { renderImage, type RenderRequest } from './image-render.js';

/**
 * The image process's entry (image-worker.ts forks it): decoded pixels live here, so a hostile image that
 * exhausts memory or crashes libvips takes this process down, never the API's.
 */
process.on('message', (msg: { id: number; request: RenderRequest }) => {
  renderImage(msg.request).then(
    (result) => process.send!({ id: msg.id, pid: process.pid, result }),
    (err: unknown) =>
      process.send!({
        id: msg.id,
        pid: process.pid,
        error: err instanceof Error ? err.message : String(err),
        tooLarge: err instanceof ImageTooLarge,
      }),
  );
});
// The parent closing the channel (its own exit) ends this process.
process.on('disconnect', () => process.exit(0));
