export * from './text.js';
export * from './auth.js';
export * from './entity.js';
export * from './user.js';
export * from './contact.js';
export * from './account.js';
export * from './notes.js';
export * from './email-template.js';
