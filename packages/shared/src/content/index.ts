export * from './pages.js';
export * from './schemas.js';
export * from './views.js';
export * from './slides.js';
