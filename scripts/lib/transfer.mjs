// What the server puts on the wire for the home page's HTML, entry script and stylesheet and for an API
// list (issue 14: precompressed assets, right Content-Encoding, Vary and caching, compressed JSON).
// node:http rather than fetch, because fetch decompresses and hides the bytes that were sent.
import { request } from 'node:http';

function wire(url, acceptEncoding) {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
      let bytes = 0;
      res.on('data', (chunk) => (bytes += chunk.length));
      res.on('end', () =>
        resolve({
          status: res.statusCode,
          bytes,
          encoding: res.headers['content-encoding'] ?? 'none',
          vary: res.headers.vary ?? '',
          cache: res.headers['cache-control'] ?? '',
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** One row per resource: bytes uncompressed, with brotli offered, with gzip offered, and the headers. */
export async function transferRows(base) {
  const html = await (await fetch(`${base}/`)).text();
  const entry = html.match(/<script[^>]*type="module"[^>]*src="([^"]+)"/)?.[1];
  const css = html.match(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/)?.[1];
  // The entry (apps/web/src/boot.ts) imports the app's own chunk once the page has painted (decision 0042).
  const boot = entry ? await (await fetch(new URL(entry, base))).text() : '';
  const app = boot.match(/assets\/main-[\w-]+\.js/)?.[0];
  const resources = [
    ['home HTML', '/'],
    ['entry script', entry],
    ['app script (after the first paint)', app && `/${app}`],
    ['stylesheet', css],
    ['API: newest 25 beats', '/private-api/beat/records?per_page=25'],
  ].filter(([, p]) => p);
  const rows = [];
  for (const [name, p] of resources) {
    const url = new URL(p, base).toString();
    const [plain, br, gzip] = [await wire(url), await wire(url, 'br, gzip'), await wire(url, 'gzip')];
    rows.push({ name, path: p, plain: plain.bytes, br, gzip });
  }
  return rows;
}

export function transferTable(rows) {
  const kb = (n) => (n / 1024).toFixed(1);
  const lines = [
    '| resource | KB plain | KB, br offered (encoding) | KB, gzip offered (encoding) | Vary | Cache-Control |',
    '| --- | ---: | ---: | ---: | --- | --- |',
  ];
  for (const r of rows)
    lines.push(
      `| ${r.name} | ${kb(r.plain)} | ${kb(r.br.bytes)} (${r.br.encoding}) | ${kb(r.gzip.bytes)} (${r.gzip.encoding}) | ` +
        `${r.br.vary || '-'} | ${r.br.cache || '-'} |`,
    );
  return lines.join('\n');
}
