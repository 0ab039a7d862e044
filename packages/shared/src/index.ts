export * from './constants.js';
export * from './roles.js';
export * from './errors.js';
export * from './api.js';
export * from './schemas/index.js';
export * from './catalog/search-query.js';
export * from './catalog/beat.js';
