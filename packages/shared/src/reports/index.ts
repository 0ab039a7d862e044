export * from './intelligence.js';
export * from './intel-producers.js';
