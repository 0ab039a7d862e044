export * from './intelligence.js';
export * from './intel-producers.js';
export * from './intel-audience.js';
export * from './intel-demand.js';
