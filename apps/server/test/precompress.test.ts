import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('../../web/scripts/precompress.mjs', import.meta.url));
const dist = mkdtempSync(path.join(tmpdir(), 'bm-precompress-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('apps/web/scripts/precompress.mjs (the web build step the static server relies on)', () => {
  it('writes .br and .gz beside every text file over 1 KB, and leaves small files and images alone', () => {
    const js = `export const x = ${JSON.stringify('beat '.repeat(2000))};`;
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'assets', 'index-abc.js'), js);
    writeFileSync(path.join(dist, 'assets', 'index-abc.css'), '.a{color:red}'.repeat(200));
    writeFileSync(path.join(dist, 'assets', 'tiny-abc.js'), 'export {};');
    writeFileSync(path.join(dist, 'assets', 'cover.png'), Buffer.alloc(4096, 1));
    const out = execFileSync(process.execPath, [script], { env: { ...process.env, WEB_DIST: dist } }).toString();
    expect(out).toMatch(/precompress: 2 files/);

    const file = path.join(dist, 'assets', 'index-abc.js');
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(js);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(js);
    expect(readFileSync(`${file}.br`).length).toBeLessThan(js.length / 10);
    expect(existsSync(path.join(dist, 'assets', 'index-abc.css.br'))).toBe(true);
    for (const skipped of ['tiny-abc.js', 'cover.png'])
      for (const ext of ['.br', '.gz']) expect(existsSync(path.join(dist, 'assets', skipped + ext))).toBe(false);
  });

  it('fails when the folder is not there (the build must come first)', () => {
    expect(() =>
      execFileSync(process.execPath, [script], {
        env: { ...process.env, WEB_DIST: path.join(dist, 'missing') },
        stdio: 'pipe',
      }),
    ).toThrow(/not a directory/);
  });
});
