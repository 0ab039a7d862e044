export * from './users.js';
export * from './system.js';
export * from './catalog.js';
