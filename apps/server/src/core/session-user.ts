import { AppError } from './errors.js';

/** The signed-in user as every module sees it: the session's row of `users`, nothing secret. */
export interface SessionUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  nickname: string | null;
  producerIdentifier: string | null;
  /** A role id of spec §6 (`ROLES` in shared). */
  role: number;
  news: boolean;
}

/**
 * The signed-in user, or a 401: `session_expired` when the request came with a session that has
 * ended (so the web app can say so), `unauthenticated` otherwise. Takes a request or an entity context.
 */
export function requireUser(holder: { user: SessionUser | null; sessionExpired?: boolean }): SessionUser {
  if (holder.user) return holder.user;
  throw new AppError(holder.sessionExpired ? 'session_expired' : 'unauthenticated');
}
