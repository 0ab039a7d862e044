// The journeys import this file from outside the server project: its untyped dependency comes along.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./http_ece.d.ts" />
import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';
import type { PushPermission } from '@beatmarket/shared';

/** What a browser's push service received: the decrypted payload and the VAPID signer's key. */
export interface ReceivedPush {
  browser: string;
  payload: unknown;
  /** The `k` of the Authorization header: the server's VAPID public key. */
  vapidKey: string;
  /** The JWT's audience, checked against the endpoint's origin. */
  audience: string;
  ttl: string | undefined;
}

/**
 * For tests (no outside service): a push service on 127.0.0.1 plus browsers subscribed to it. Each
 * browser holds its own P-256 key and auth secret like a real one, decrypts what arrives (RFC 8291,
 * aes128gcm) and checks the VAPID signature (RFC 8292); a browser marked gone answers 410.
 */
export async function startLocalPushService(port = 0) {
  const browsers = new Map<string, { ecdh: ECDH; auth: Buffer; gone: boolean }>();
  const received: ReceivedPush[] = [];
  const errors: string[] = [];
  let hold: ((browser: string) => Promise<void>) | null = null;

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        const browser = decodeURIComponent((req.url ?? '').replace(/^\/push\//, ''));
        const b = browsers.get(browser);
        if (!b) return res.writeHead(404).end();
        if (b.gone) return res.writeHead(410).end('expired');
        await hold?.(browser);
        try {
          const [, token, key] = /^vapid t=([^,]+), k=(.+)$/.exec(String(req.headers.authorization)) ?? [];
          const [head, claims, signature] = token!.split('.');
          const jwk = { kty: 'EC', crv: 'P-256', ...pointToXY(Buffer.from(key!, 'base64url')) };
          const good = verify(
            'sha256',
            Buffer.from(`${head}.${claims}`),
            { key: createPublicKey({ key: jwk, format: 'jwk' }), dsaEncoding: 'ieee-p1363' },
            Buffer.from(signature!, 'base64url'),
          );
          if (!good) throw new Error('bad VAPID signature');
          const text = decrypt(Buffer.concat(chunks), {
            version: 'aes128gcm',
            privateKey: b.ecdh,
            authSecret: b.auth.toString('base64url'),
          }).toString('utf8');
          received.push({
            browser,
            payload: JSON.parse(text),
            vapidKey: key!,
            audience: (JSON.parse(Buffer.from(claims!, 'base64url').toString()) as { aud: string }).aud,
            ttl: req.headers.ttl as string | undefined,
          });
          res.writeHead(201).end();
        } catch (err) {
          errors.push(`${browser}: ${(err as Error).message}`);
          res.writeHead(400).end();
        }
      })();
    });
  });
  // The journeys' server is configured before the journey starts, so they use a known port (PUSH_SERVICES).
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    errors,
    /** A browser subscribing: its subscription as the web app saves it in `push_permission`. */
    subscribe(browser: string): Required<PushPermission> {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      browsers.set(browser, { ecdh, auth, gone: false });
      return {
        endpoint: `${origin}/push/${encodeURIComponent(browser)}`,
        public_key: ecdh.getPublicKey().toString('base64url'),
        auth_token: auth.toString('base64url'),
        encoding: 'aes128gcm',
      };
    },
    /** The browser unsubscribed behind the server's back: its endpoint now answers 410 Gone. */
    expire(browser: string) {
      browsers.get(browser)!.gone = true;
    },
    /** Delays (or never answers) pushes, to catch a worker mid-send. */
    holdWith(fn: ((browser: string) => Promise<void>) | null) {
      hold = fn;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const pointToXY = (point: Buffer) => ({
  x: point.subarray(1, 33).toString('base64url'),
  y: point.subarray(33, 65).toString('base64url'),
});
