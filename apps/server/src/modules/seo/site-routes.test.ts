import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteRoute } from './site-routes.js';

/** The web app's route table (apps/web/src/app/routes.tsx), read as text: [name, path, access]. */
const WEB_ROUTES = [
  ...readFileSync(path.resolve(import.meta.dirname, '../../../../web/src/app/routes.tsx'), 'utf8').matchAll(
    /\[\s*'([\w.-]+)',\s*'(\/[^']*)',\s*'(public|login|producer|admin)'/g,
  ),
].map(([, name, pattern, access]) => ({ name: name!, pattern: pattern!, access: access! }));

const example = (pattern: string) => pattern.replace(/:[a-z]+/g, 'x1');

describe("the server's view of the web app's routes", () => {
  it('reads the whole table', () => {
    expect(WEB_ROUTES.length).toBeGreaterThan(30);
  });

  it.each(WEB_ROUTES)('$name ($pattern, $access)', ({ pattern, access }) => {
    const route = siteRoute(example(pattern));
    // Every web route is a page (no 404), and only public routes may be indexed.
    expect(route).not.toBeNull();
    if (access !== 'public') expect(route!.kind).toBe('private');
    else expect(route!.kind === 'private' ? route!.title : route!.kind).toBeTruthy();
  });

  it('tells the routes that share a prefix apart', () => {
    expect(siteRoute('/beats/download-builder')).toEqual({ kind: 'private' });
    expect(siteRoute('/beats/dark-piano')).toEqual({ kind: 'beat', family: 'beat', slug: 'dark-piano' });
    expect(siteRoute('/beats/dark-piano/edit')).toEqual({ kind: 'private' });
    expect(siteRoute('/beats/')).toEqual({ kind: 'private' });
    expect(siteRoute('/beat/new')).toEqual({ kind: 'private' });
    expect(siteRoute('/beat/42')).toEqual({ kind: 'beat-share', id: '42' });
    expect(siteRoute('/profile')).toEqual({ kind: 'private' });
    expect(siteRoute('/profile/Reed%20Beats')).toEqual({ kind: 'producer', handle: 'Reed Beats' });
    expect(siteRoute('/home')).toEqual({ kind: 'home' });
    expect(siteRoute('/nothing-here')).toBeNull();
    expect(siteRoute('/beats/a/b/c')).toBeNull();
  });
});
