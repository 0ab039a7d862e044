import { serveChildRequests } from './child-worker.js';
import { ImageTooLarge } from './image-limits.js';
import { renderImage } from './image-render.js';

/**
 * The image process's entry (image-worker.ts forks it): decoded pixels live here, so a hostile image that
 * exhausts memory or crashes libvips takes this process down, never the API's.
 */
serveChildRequests(renderImage, (err) => (err instanceof ImageTooLarge ? 'too_large' : undefined));
