import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicAddress } from './address.js';
import { outboundFetch, OutboundRefused } from './fetch.js';
import { allowlistPolicy, trustedOriginsPolicy } from './policy.js';

let server: Server;
let port: number;
const hits: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    hits.push(`${req.method} ${req.url}`);
    req.resume();
    req.on('end', () => res.writeHead(201, { 'x-seen': '1' }).end('ok'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((r) => server.close(r)));

describe('isPublicAddress', () => {
  it('refuses loopback, private, link-local (cloud metadata), reserved and IPv4 hidden in IPv6', () => {
    const inside = [
      '127.0.0.1',
      '10.2.3.4',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '255.255.255.255',
      '224.0.0.1',
      '::1',
      '::',
      'fe80::1',
      'fd00:ec2::254',
      'fc00::1',
      '::ffff:127.0.0.1',
      '::ffff:a9fe:a9fe',
      '64:ff9b::10.0.0.1',
      '2002:7f00:1::1',
      'ff02::1',
      'localhost',
      'not an ip',
    ];
    for (const ip of inside) expect(isPublicAddress(ip), ip).toBe(false);
    for (const ip of ['8.8.8.8', '1.1.1.1', '172.32.0.1', '2606:4700::1111', '::ffff:8.8.8.8', '64:ff9b::8.8.4.4'])
      expect(isPublicAddress(ip), ip).toBe(true);
  });
});

describe('outboundFetch', () => {
  it('refuses loopback for a public-only request, by IP or by a name that resolves there; nothing is sent', async () => {
    const send = outboundFetch(trustedOriginsPolicy([]));
    for (const url of [
      `http://127.0.0.1:${port}/a`,
      `http://localhost:${port}/b`,
      `http://[::ffff:127.0.0.1]:${port}/c`,
      'file:///etc/passwd',
    ])
      await expect(send(url, { method: 'POST', body: 'x' }), url).rejects.toBeInstanceOf(OutboundRefused);
    // An allowed host name is still resolved when connecting: one that points inside is refused.
    await expect(outboundFetch(allowlistPolicy(['localhost']))('https://localhost/push')).rejects.toThrow(
      /localhost resolves to .*, not a public address/,
    );
    expect(hits).toEqual([]);
  });

  it('reaches an origin the configuration trusts, and answers a standard Response', async () => {
    const send = outboundFetch(allowlistPolicy([`http://127.0.0.1:${port}`]));
    const res = await send(`http://127.0.0.1:${port}/push/1`, { method: 'POST', body: new Uint8Array([1, 2]) });
    expect(res.status).toBe(201);
    expect(res.headers.get('x-seen')).toBe('1');
    expect(await res.text()).toBe('ok');
    expect(hits).toEqual(['POST /push/1']);
  });

  it('takes push services by host or subdomain, https on the default port only', () => {
    const allow = allowlistPolicy(['fcm.googleapis.com', '*.push.apple.com', 'http://127.0.0.1:4100']);
    const reach = (u: string) => allow(new URL(u));
    expect(reach('https://fcm.googleapis.com/fcm/send/x')).toBe('public');
    expect(reach('https://web.push.apple.com/abc')).toBe('public');
    expect(reach('http://127.0.0.1:4100/push/x')).toBe('trusted');
    for (const u of [
      'http://fcm.googleapis.com/x',
      'https://fcm.googleapis.com:8443/x',
      'https://user:pw@fcm.googleapis.com/x',
      'https://push.apple.com.evil.example/x',
      'https://evilpush.apple.com/x',
      'http://127.0.0.1:4101/push/x',
    ])
      expect(reach(u), u).toBeNull();
  });
});
