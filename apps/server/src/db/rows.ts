/**
 * The rows of a raw `db.execute` result. Both drivers answer `{ rows }`, but Db leaves the raw-result type
 * open (see client.ts), so raw reads name their row type here, in one place.
 */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
