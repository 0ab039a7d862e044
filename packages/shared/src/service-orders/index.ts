export * from './service-orders.js';
export * from './views.js';
export * from './offers.js';
