import type { SessionUser } from './session-user.js';

/**
 * What the HTTP session plugin needs of sessions (a port: the auth module's session service
 * implements it), so `http/` depends on core, not on a module.
 */
export interface SessionStore {
  create(userId: number, meta: { ip: string; userAgent: string | null }): Promise<string>;
  resolve(token: string): Promise<{ user: SessionUser } | null>;
  userById(id: number): Promise<SessionUser | null>;
  destroy(token: string): Promise<void>;
}
