import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './errors.js';
import { isEnvelope } from './envelope.js';

export const CSRF_COOKIE = 'bm_csrf';
export const CSRF_HEADER = 'x-csrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyRequest {
    csrfSecret: string;
  }
  interface FastifyReply {
    rotateCsrf(): void;
  }
}

/**
 * Per-browser secret in an HttpOnly cookie; tokens are salt + HMAC(app secret, salt, cookie secret),
 * so every response carries a fresh token and a token is useless without the victim's cookie.
 */
export default fp(async function csrf(app: FastifyInstance, opts: { secret: string; secure: boolean }) {
  const sign = (salt: string, secret: string) =>
    createHmac('sha256', opts.secret).update(`${salt}:${secret}`).digest('base64url');
  const issue = (secret: string) => {
    const salt = randomBytes(9).toString('base64url');
    return `${salt}.${sign(salt, secret)}`;
  };
  const valid = (token: string | undefined, secret: string) => {
    if (!token || !secret) return false;
    const [salt, mac] = token.split('.');
    if (!salt || !mac) return false;
    const expected = Buffer.from(sign(salt, secret));
    const given = Buffer.from(mac);
    return expected.length === given.length && timingSafeEqual(expected, given);
  };
  const setCookie = (reply: FastifyReply, secret: string) =>
    reply.setCookie(CSRF_COOKIE, secret, { path: '/', httpOnly: true, sameSite: 'lax', secure: opts.secure });

  app.decorateRequest('csrfSecret', '');
  app.decorateReply('rotateCsrf', function (this: FastifyReply) {
    this.request.csrfSecret = randomBytes(18).toString('base64url');
    setCookie(this, this.request.csrfSecret);
  });

  app.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
    const existing = req.cookies[CSRF_COOKIE];
    if (existing) req.csrfSecret = existing;
    else reply.rotateCsrf();
    if (!SAFE_METHODS.has(req.method) && !valid(req.headers[CSRF_HEADER] as string | undefined, existing ?? '')) {
      throw new AppError('csrf_invalid');
    }
  });

  app.addHook('preSerialization', async (req: FastifyRequest, _reply, payload: unknown) => {
    if (!isEnvelope(payload)) return payload;
    return { ...payload, meta: { ...(payload.meta ?? {}), csrf: issue(req.csrfSecret) } };
  });
});
