export * from './split.js';
export * from './schemas.js';
