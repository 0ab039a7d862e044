// Every shape the API answers with, declared once: the server's presenters return these, the web reads
// them as `Wire<...>` (issue 15 §1).
export type { Wire } from './wire.js';
export * from './beat.js';
export * from './people.js';
export * from './commerce.js';
export * from './cart.js';
export * from './media.js';
export * from './order-page.js';
export * from './account.js';
export * from './notes.js';
export * from './push.js';
