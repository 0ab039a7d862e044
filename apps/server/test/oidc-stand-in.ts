import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';

/** An HTTP server on a free local port for an `oidc-provider` stand-in; its address is the issuer. */
export async function listenLocal(): Promise<{ server: Server; issuer: string }> {
  const server = await new Promise<Server>((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => resolve(s));
  });
  return { server, issuer: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/**
 * Plays the user at the provider's development screens: follows redirects with a cookie jar and fills
 * the login and consent forms, until the provider sends the browser back under `returnBase`, either by a
 * redirect (`url`) or by a form it posts there (form_post: `url` and its hidden `form` fields).
 */
export async function signInAtProvider(
  authorizeUrl: string,
  accountId: string,
  returnBase: string,
): Promise<{ url: string; form?: Record<string, string> }> {
  const jar = new Map<string, string>();
  let url = authorizeUrl;
  let body: URLSearchParams | undefined;
  for (let hop = 0; hop < 20; hop++) {
    const res = await fetch(url, {
      method: body ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body,
    });
    for (const c of res.headers.getSetCookie()) {
      const [k, ...v] = c.split(';')[0]!.split('=');
      jar.set(k!.trim(), v.join('='));
    }
    body = undefined;
    const location = res.headers.get('location');
    if (location) {
      url = new URL(location, url).href;
      if (url.startsWith(returnBase)) return { url };
      continue;
    }
    const html = await res.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
    if (!action) throw new Error(`no form at ${url}: ${res.status} ${html.slice(0, 200)}`);
    if (action.startsWith(returnBase)) {
      const form = Object.fromEntries(
        [...html.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]),
      );
      return { url: action, form };
    }
    const prompt =
      /name="prompt" value="(\w+)"/.exec(html)?.[1] ?? (html.includes('name="login"') ? 'login' : 'consent');
    body = new URLSearchParams(prompt === 'login' ? { prompt, login: accountId, password: 'any' } : { prompt });
    url = new URL(action, url).href;
  }
  throw new Error('too many redirects');
}
