import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasRole, type RoleKey } from '@beatmarket/shared';
import { AppError } from '../core/errors.js';
import { requireUser, type SessionUser } from '../core/session-user.js';
import type { SessionStore } from '../core/session-store.js';

export const SESSION_COOKIE = 'bm_sid';
/**
 * On https the cookie is `__Host-bm_sid`: browsers then take it only from this host, Secure, on path /,
 * so a sibling subdomain or a plain-http page cannot plant a session (or a known id) in it.
 */
export const sessionCookieName = (secure: boolean) => (secure ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE);

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
    sessionId: string | null;
    /** A session cookie was sent but its session is gone or expired. */
    sessionExpired: boolean;
  }
  interface FastifyReply {
    startSession(user: { id: number }): Promise<void>;
    endSession(): Promise<void>;
  }
}

export default fp(async function session(
  app: FastifyInstance,
  opts: { sessions: SessionStore; secure: boolean; ttlMs: number },
) {
  const cookieOpts = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: opts.secure };
  const cookieName = sessionCookieName(opts.secure);
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('sessionExpired', false);

  app.addHook('onRequest', async (req, reply) => {
    const token = req.cookies[cookieName];
    if (!token) return;
    const found = await opts.sessions.resolve(token);
    if (found) {
      req.user = found.user;
      req.sessionId = token;
    } else {
      req.sessionExpired = true;
      reply.clearCookie(cookieName, cookieOpts);
    }
  });

  // A fresh session id at every login (no fixation); the CSRF secret rotates with it.
  app.decorateReply('startSession', async function (this: FastifyReply, user: { id: number }) {
    const req = this.request;
    if (req.sessionId) await opts.sessions.destroy(req.sessionId);
    const token = await opts.sessions.create(user.id, { ip: req.ip, userAgent: req.headers['user-agent'] ?? null });
    this.setCookie(cookieName, token, { ...cookieOpts, maxAge: Math.floor(opts.ttlMs / 1000) });
    req.sessionId = token;
    req.user = await opts.sessions.userById(user.id);
    this.rotateCsrf();
  });

  app.decorateReply('endSession', async function (this: FastifyReply) {
    const req = this.request;
    if (req.sessionId) await opts.sessions.destroy(req.sessionId);
    this.clearCookie(cookieName, cookieOpts);
    req.sessionId = null;
    req.user = null;
    this.rotateCsrf();
  });
});

export function requireRole(req: FastifyRequest, role: RoleKey): SessionUser {
  const user = requireUser(req);
  if (!hasRole(user.role, role)) throw new AppError('forbidden');
  return user;
}
