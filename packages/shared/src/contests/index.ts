export * from './contests.js';
export * from './views.js';
