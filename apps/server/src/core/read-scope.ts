import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Whether the code running now is a catalog read that may be answered by the replica (issue 36,
 * decision 0087). The HTTP layer opens the scope for the catalog's GET calls from a client that has not
 * written recently; everything else, by default, reads from the primary.
 */
const scope = new AsyncLocalStorage<{ replica: boolean }>();

/** Runs `fn` (a request's remaining hooks and handler) as a catalog read or not; never inherited. */
export const runReadScope = <T>(replica: boolean, fn: () => T): T => scope.run({ replica }, fn);
export const mayReadReplica = (): boolean => scope.getStore()?.replica === true;

const WRITES =
  /\b(insert|update|delete|merge|truncate|copy|lock|nextval|setval|pg_advisory\w*|pg_notify|set_config|for\s+(no\s+key\s+)?update|for\s+(key\s+)?share)\b/i;

/**
 * A statement a hot standby answers the same as the primary: a plain query that writes, locks or
 * advances nothing. Anything else, or anything in doubt, goes to the primary.
 */
export function readOnlySql(text: string): boolean {
  return /^\s*(select|with)\b/i.test(text) && !WRITES.test(text);
}
