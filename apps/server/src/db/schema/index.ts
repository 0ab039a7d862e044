export * from './users.js';
export * from './system.js';
export * from './catalog.js';
export * from './media.js';
export * from './commerce.js';
export * from './orders.js';
export * from './coupons.js';
export * from './mail-templates.js';
