export * from './schemas.js';
export * from './views.js';
export * from './rules.js';
