export * from './users.js';
export * from './system.js';
