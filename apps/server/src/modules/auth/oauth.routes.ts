import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../http/errors.js';
import { parse } from '../../http/validate.js';
import type { OAuthService } from './oauth.service.js';

const OAUTH_COOKIE = 'bm_oauth';
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

export async function oauthRoutes(app: FastifyInstance, opts: { oauth: OAuthService; publicUrl: string; secure: boolean }) {
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
      const user = await oauth.finish(provider, req.url, req.cookies[OAUTH_COOKIE]);
      await reply.startSession(user);
      return popupPage(reply, origin, null);
    } catch (err) {
      if (!(err instanceof AppError)) req.log.error({ err }, 'social login failed');
      if (err instanceof AppError && err.code === 'not_found') throw err;
      return popupPage(reply, origin, err instanceof AppError ? err.message : 'Social login failed.');
    }
  });
}
