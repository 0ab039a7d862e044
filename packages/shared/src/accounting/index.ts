export * from './statement.js';
export * from './balances.js';
export * from './payout.js';
export * from './schemas.js';
export * from './views.js';
export * from './ledger.js';
export * from '../reports/accounting.js';
export * from './payout-dates.js';
