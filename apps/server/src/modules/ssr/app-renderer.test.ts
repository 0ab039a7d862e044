import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers.js';
import { createAppRenderer, inlineJson, type AppRenderer } from './app-renderer.js';

const WEB = path.resolve(import.meta.dirname, '../../../../web');
const built = mkdtempSync(path.join(tmpdir(), 'bm-ssr-'));
const ssrDir = `${path.join(built, 'dist')}-ssr`;

let ctx: TestContext;
let renderer: AppRenderer;
beforeAll(async () => {
  // The real SSR bundle, built once as `npm run build` builds it.
  execFileSync('npx', ['vite', 'build', '-c', 'vite.ssr.config.ts', '--logLevel', 'error'], {
    cwd: WEB,
    env: { ...process.env, WEB_DIST: path.join(built, 'dist') },
    stdio: 'inherit',
  });
  ctx = await createTestContext();
  // Generous here: the first render compiles the bundle's code paths while tests share the CPU.
  renderer = (await createAppRenderer({ app: ctx.app, ssrDir, production: false, timeoutMs: 10_000 }))!;
}, 120_000);
afterAll(async () => {
  await ctx?.close();
  rmSync(built, { recursive: true, force: true });
});

const visit = (url: string, headers: Record<string, string> = {}) =>
  renderer.render({ method: 'GET', url, headers, ip: '127.0.0.1', log: ctx.app.log } as unknown as FastifyRequest);

async function aBeat() {
  const res = await ctx.app.inject({ url: '/private-api/beat/records?sort=newest&per_page=10' });
  return res.json<{ data: { slug: string; title_main: string; cover_url: string | null; price_from: number }[] }>()
    .data[0]!;
}

describe('server rendering', () => {
  it('renders a beat page with its title, price and cover, and inlines the answered queries', async () => {
    const beat = await aBeat();
    const page = await visit(`/beats/${beat.slug}`);
    expect(page).not.toBeNull();
    expect(page!.html).toContain(beat.title_main);
    expect(page!.html).toMatch(/<img [^>]*src="[^"]+"/);
    expect(page!.html).toContain(`$${beat.price_from / 100}`);
    const state = JSON.parse(page!.state) as { queries: { queryKey: unknown[] }[] };
    expect(state.queries.map((q) => q.queryKey)).toContainEqual(['beat', 'beat', beat.slug]);
    expect(page!.state).not.toMatch(/[<>&\u2028\u2029]/);
  });

  it('renders the not-found page for an unknown beat', async () => {
    const page = await visit('/beats/no-such-beat-here');
    expect(page!.html).toContain('This page dropped out of the mix');
    expect(page!.html).not.toContain('Loading beat');
  });

  it('leaves pages behind a login to the browser', async () => {
    expect(await visit('/dashboard')).toBeNull();
    expect(await visit('/checkout')).toBeNull();
  });
});

describe('inline JSON', () => {
  it('cannot close its script element and reads back the same', () => {
    const value = { t: '</script><!-- & \u2028\u2029' };
    const text = inlineJson(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});
