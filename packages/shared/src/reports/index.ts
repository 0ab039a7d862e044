export * from './intelligence.js';
