/**
 * Where a request the server makes for someone else may go (decision 0071):
 * - `trusted`: an origin the operator named in the configuration (an OIDC issuer, a push service of
 *   their own, the tests' loopback listeners); it may be on a private network;
 * - `public`: only if every address the host resolves to is public (checked when connecting);
 * - null: refused before any connection.
 */
export type Reach = 'trusted' | 'public';
export type OutboundPolicy = (url: URL) => Reach | null;

/** A host (`fcm.googleapis.com`), its subdomains (`*.push.apple.com`), or an exact origin (`http://127.0.0.1:4100`). */
export const ALLOWLIST_ENTRY = /^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)+$|^https?:\/\/[^/?#\s]+$/i;

/**
 * An allowlist (web push): an exact origin listed is trusted; otherwise https on the default port to a
 * listed host or subdomain, at public addresses only. Anything else is refused.
 */
export function allowlistPolicy(entries: readonly string[]): OutboundPolicy {
  const origins = new Set<string>();
  const hosts = new Set<string>();
  const suffixes: string[] = [];
  for (const entry of entries) {
    if (/^https?:\/\//i.test(entry)) origins.add(new URL(entry).origin);
    else if (entry.startsWith('*.')) suffixes.push(entry.slice(1).toLowerCase());
    else hosts.add(entry.toLowerCase());
  }
  return (url) => {
    if (origins.has(url.origin)) return 'trusted';
    // Any port was half of the blind SSRF: a push service answers on 443.
    if (url.protocol !== 'https:' || url.port !== '' || url.username || url.password) return null;
    const host = url.hostname.toLowerCase();
    return hosts.has(host) || suffixes.some((s) => host.endsWith(s)) ? 'public' : null;
  };
}

/**
 * The operator's own endpoints (an OIDC issuer, Facebook's configured URLs) are trusted; whatever
 * their documents point elsewhere (a jwks_uri, a token endpoint on another host) must be public.
 */
export function trustedOriginsPolicy(urls: Iterable<string>): OutboundPolicy {
  const origins = new Set([...urls].map((u) => new URL(u).origin));
  return (url) => (origins.has(url.origin) ? 'trusted' : 'public');
}

/** The default web push services: Chrome and Edge's FCM, Firefox, Windows (WNS) and Apple. */
export const BROWSER_PUSH_SERVICES = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  '*.push.services.mozilla.com',
  '*.notify.windows.com',
  '*.push.apple.com',
] as const;
