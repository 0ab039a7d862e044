import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../core/errors.js';
import { parse } from '../../core/parse.js';
import type { OidcCallbackExtra } from '../../adapters/oidc-flow.js';
import type { OAuthService } from './oauth.service.js';

const OAUTH_COOKIE = 'bm_oauth';
/** The name Apple posts once beside the code, carried to the GET callback (kept out of URLs and logs). */
const USER_COOKIE = 'bm_oauth_user';
const providerParam = z.object({ provider: z.string().regex(/^[a-z0-9-]{1,40}$/, 'Unknown login provider') });

/**
 * The pop-up's last page (spec §2): with an opener it reports to it and closes; without one it
 * returns to the app, carrying the error in the address.
 */
function popupPage(reply: FastifyReply, origin: string, error: string | null) {
  const payload = JSON.stringify({ type: 'oauth', ...(error ? { error } : {}) }).replace(/</g, '\\u003c');
  const fallback = JSON.stringify(error ? `/?oauth_error=${encodeURIComponent(error)}` : '/').replace(/</g, '\\u003c');
  const html = `<!doctype html><html><head><meta charset="utf-8"><title>Beatmarket</title></head><body>
<script nonce="${reply.allowInlineScript()}">
(function () {
  var message = ${payload};
  if (window.opener) { window.opener.postMessage(message, ${JSON.stringify(origin)}); window.close(); return; }
  // Some providers cut the pop-up off from its opener (Cross-Origin-Opener-Policy): tell the app's
  // other tabs instead, then close; if this is not a pop-up, carry on in this tab.
  try { new BroadcastChannel('beatmarket-oauth').postMessage(message); } catch (e) {}
  window.close();
  setTimeout(function () { window.location.replace(${fallback}); }, 300);
})();
</script></body></html>`;
  return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}

export async function oauthRoutes(
  app: FastifyInstance,
  opts: { oauth: OAuthService; publicUrl: string; secure: boolean },
) {
  const { oauth, publicUrl, secure } = opts;
  const origin = new URL(publicUrl).origin;
  const cookie = { path: '/oauth', httpOnly: true, sameSite: 'lax' as const, secure, maxAge: 600 };

  app.get('/oauth/:provider', async (req, reply) => {
    const { provider } = parse(providerParam, req.params);
    try {
      const { url, state } = await oauth.start(provider);
      reply.setCookie(OAUTH_COOKIE, state, cookie);
      return reply.redirect(url);
    } catch (err) {
      if (err instanceof AppError && err.code === 'not_found') throw err;
      return popupPage(reply, origin, err instanceof AppError ? err.message : 'Social login failed.');
    }
  });

  app.get('/oauth/:provider/callback', async (req, reply) => {
    const { provider } = parse(providerParam, req.params);
    reply.clearCookie(OAUTH_COOKIE, cookie);
    try {
      const names = readUserCookie(req.cookies[USER_COOKIE], (req.query as Record<string, unknown>).state);
      if (req.cookies[USER_COOKIE] !== undefined) reply.clearCookie(USER_COOKIE, cookie);
      const user = await oauth.finish(provider, req.url, req.cookies[OAUTH_COOKIE], names);
      await reply.startSession(user);
      return popupPage(reply, origin, null);
    } catch (err) {
      if (!(err instanceof AppError)) req.log.error({ err }, 'social login failed');
      if (err instanceof AppError && err.code === 'not_found') throw err;
      return popupPage(reply, origin, err instanceof AppError ? err.message : 'Social login failed.');
    }
  });
}

const appleUser = z.object({
  name: z.object({ firstName: z.string().max(100).optional(), lastName: z.string().max(100).optional() }).optional(),
});
const userCookie = z.object({ state: z.string(), name: appleUser.shape.name.unwrap() });
const formPostBody = z.record(z.string(), z.unknown());

/** The posted name, only for the login it was posted with (same state). */
function readUserCookie(value: string | undefined, state: unknown): OidcCallbackExtra | undefined {
  if (!value || typeof state !== 'string') return undefined;
  try {
    const parsed = userCookie.safeParse(JSON.parse(Buffer.from(value, 'base64url').toString('utf8')));
    return parsed.success && parsed.data.state === state ? parsed.data.name : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The callback for providers that POST their answer (Apple: response_mode=form_post). A cross-site
 * POST carries no SameSite=Lax cookie and no CSRF header, so this route sits outside the CSRF scope,
 * logs nobody in and changes nothing: it forwards the answer with a 303 to the GET callback, a top-level
 * navigation that does carry the state cookie, which then checks state, code and nonce as for any
 * provider. The name Apple posts with the first login travels in a short-lived cookie, not the URL.
 */
export async function oauthFormPostRoutes(app: FastifyInstance, opts: { oauth: OAuthService; secure: boolean }) {
  const { oauth, secure } = opts;
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  app.post('/oauth/:provider/callback', async (req, reply) => {
    const { provider } = parse(providerParam, req.params);
    oauth.assertKnown(provider);
    const body = formPostBody.safeParse(req.body ?? {});
    const fields = body.success ? body.data : {};
    const query = new URLSearchParams();
    for (const key of ['code', 'state', 'iss', 'error', 'error_description']) {
      const value = fields[key];
      if (typeof value === 'string' && value.length <= 4096) query.set(key, value);
    }
    if (typeof fields.user === 'string') {
      try {
        const user = appleUser.safeParse(JSON.parse(fields.user));
        if (user.success && user.data.name && query.has('state')) {
          const value = Buffer.from(JSON.stringify({ state: query.get('state'), name: user.data.name })).toString(
            'base64url',
          );
          reply.setCookie(USER_COOKIE, value, { path: '/oauth', httpOnly: true, sameSite: 'lax', secure, maxAge: 600 });
        }
      } catch {
        // Not JSON: no name, the login goes on without it.
      }
    }
    return reply.header('cache-control', 'no-store').redirect(`/oauth/${provider}/callback?${query}`, 303);
  });
}
