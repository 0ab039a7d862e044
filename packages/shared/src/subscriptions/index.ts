export * from './machine.js';
export * from './schemas.js';
export * from './views.js';
export * from './split.js';
export * from './grants.js';
export * from './periods.js';
export * from './proration.js';
