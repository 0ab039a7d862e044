import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../core/errors.js';
import { isEnvelope } from './envelope.js';
import { sessionCookieName } from './session.js';

export const CSRF_COOKIE = 'bm_csrf';
export const CSRF_HEADER = 'x-csrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Like the session cookie, `__Host-` on https so no other host can plant a known pre-session id. */
export const csrfCookieName = (secure: boolean) => (secure ? `__Host-${CSRF_COOKIE}` : CSRF_COOKIE);

const newSecret = () => randomBytes(18).toString('base64url');

/**
 * Each token's random salt, cut from a pool filled 1,024 salts at a time: one `randomBytes` call per
 * token was a tenth of a cheap answer's time (issue 33). Still unpredictable, still new for every answer.
 */
const SALT_BYTES = 9;
let pool = Buffer.alloc(0);
let used = 0;
function nextSalt(): string {
  if (used + SALT_BYTES > pool.length) [pool, used] = [randomBytes(SALT_BYTES * 1024), 0];
  used += SALT_BYTES;
  return pool.subarray(used - SALT_BYTES, used).toString('base64url');
}
const setSecretCookie = (reply: FastifyReply, secret: string, secure: boolean) =>
  reply.setCookie(csrfCookieName(secure), secret, { path: '/', httpOnly: true, sameSite: 'lax', secure });

/**
 * A page is a visitor's first answer, and with server rendering the app makes no API call before the
 * visitor acts: the page sets the pre-session id, so the first API calls (often several at once) bind
 * to one secret. Without it each cookie-less call minted its own, and the token of one met the cookie of
 * another (a 403 on the first click). The request carries the secret on, for the render's own API calls.
 */
export function ensureCsrfCookie(req: FastifyRequest, reply: FastifyReply, secure: boolean): void {
  const name = csrfCookieName(secure);
  if (req.cookies[name]) return;
  const secret = newSecret();
  setSecretCookie(reply, secret, secure);
  req.cookies[name] = secret;
  req.headers.cookie = req.headers.cookie ? `${req.headers.cookie}; ${name}=${secret}` : `${name}=${secret}`;
}

declare module 'fastify' {
  interface FastifyRequest {
    csrfSecret: string;
  }
  interface FastifyReply {
    rotateCsrf(): void;
    /** A token for the session this response leaves the browser with, for a body sent as ready text. */
    csrfToken(): string;
    /**
     * True when a token issued before for this request's cookies still holds: the browser sent its
     * secret (none is minted now) and its session cookie is not being cleared. Only then may it reuse a
     * cached body's token (a 304).
     */
    csrfUnchanged(): boolean;
    /** A short digest of what this response's token is bound to (session or visitor), for cache validators. */
    csrfBindingTag(): string;
  }
}

/**
 * Tokens are salt + HMAC(app secret, salt, binding) and bound to the session they were issued in
 * (decision 0003): the session cookie once logged in, else a random pre-session id in an HttpOnly
 * cookie, so the login and sign-up calls are protected too. A token from another session, or a
 * visitor's token sent along with a session cookie, is refused. Every response carries a fresh token.
 */
export default fp(async function csrf(app: FastifyInstance, opts: { secret: string; secure: boolean }) {
  const cookieName = csrfCookieName(opts.secure);
  const sessionCookie = sessionCookieName(opts.secure);
  const sign = (salt: string, binding: string) =>
    createHmac('sha256', opts.secret).update(`${salt}:${binding}`).digest('base64url');
  const issue = (binding: string) => {
    const salt = nextSalt();
    return `${salt}.${sign(salt, binding)}`;
  };
  const valid = (token: string | undefined, binding: string | null) => {
    if (!token || !binding) return false;
    const [salt, mac] = token.split('.');
    if (!salt || !mac) return false;
    const expected = Buffer.from(sign(salt, binding));
    const given = Buffer.from(mac);
    return expected.length === given.length && timingSafeEqual(expected, given);
  };
  const sessionBinding = (sessionToken: string) => `session:${sessionToken}`;
  const visitorBinding = (secret: string) => (secret ? `visitor:${secret}` : null);

  app.decorateRequest('csrfSecret', '');
  app.decorateReply('rotateCsrf', function (this: FastifyReply) {
    this.request.csrfSecret = newSecret();
    setSecretCookie(this, this.request.csrfSecret, opts.secure);
  });

  // Issued for the session this response leaves the browser with (a login or logout just changed it).
  const bindingOf = (req: FastifyRequest) =>
    req.sessionId ? sessionBinding(req.sessionId) : visitorBinding(req.csrfSecret)!;
  app.decorateReply('csrfToken', function (this: FastifyReply) {
    return issue(bindingOf(this.request));
  });
  app.decorateReply('csrfBindingTag', function (this: FastifyReply) {
    return createHmac('sha256', opts.secret)
      .update(`etag:${bindingOf(this.request)}`)
      .digest('base64url')
      .slice(0, 16);
  });
  app.decorateReply('csrfUnchanged', function (this: FastifyReply) {
    const req = this.request;
    return req.cookies[cookieName] === req.csrfSecret && !req.sessionExpired;
  });

  app.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
    const existing = req.cookies[cookieName];
    if (existing) req.csrfSecret = existing;
    else reply.rotateCsrf();
    if (SAFE_METHODS.has(req.method)) return;
    // The session cookie as sent, even when its session has just expired: the page's token was issued
    // for it, and the handler then answers session_expired rather than a confusing CSRF refusal.
    const sent = req.cookies[sessionCookie];
    const binding = sent ? sessionBinding(sent) : visitorBinding(existing ?? '');
    if (!valid(req.headers[CSRF_HEADER] as string | undefined, binding)) throw new AppError('csrf_invalid');
  });

  app.addHook('preSerialization', async (req: FastifyRequest, _reply, payload: unknown) => {
    if (!isEnvelope(payload)) return payload;
    return { ...payload, meta: { ...(payload.meta ?? {}), csrf: issue(bindingOf(req)) } };
  });
});
