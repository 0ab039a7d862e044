import { eq, sql, type SQL } from 'drizzle-orm';
import { incomeStatements } from '../../db/schema/index.js';

/** A payee's own statements; nobody's (no row) for a visitor. */
export const statementsOfPayee = (payeeId: number | null): SQL => eq(incomeStatements.payeeId, payeeId ?? sql`null`);
