export * from './download-build.js';
