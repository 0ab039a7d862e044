import { describe, expect, it } from 'vitest';
import { budgetRows, firstLoadFiles, markdownTable, type Manifest } from '../../../../scripts/bundle-budget.mjs';

// A small app: the entry imports react; the beat page is lazy and shares a chunk with the entry's
// lazy dialog; the dialog (never on first paint) pulls the captcha.
const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'], dynamicImports: ['src/Dialog.tsx'] },
  '_react.js': { file: 'assets/react.js' },
  '_style.css': { file: 'assets/style.css' },
  '_shared.js': { file: 'assets/shared.js', imports: ['_react.js', '_style.css'] },
  'src/BeatPage.tsx': { file: 'assets/BeatPage.js', imports: ['_shared.js', '_react.js'] },
  'src/Dialog.tsx': { file: 'assets/Dialog.js', imports: ['_shared.js'], dynamicImports: ['_captcha.js'] },
  '_captcha.js': { file: 'assets/captcha.js' },
};
const sizes: Record<string, number> = {
  'assets/index.js': 100 * 1024,
  'assets/react.js': 40 * 1024,
  'assets/shared.js': 5 * 1024,
  'assets/BeatPage.js': 10 * 1024,
};

describe('first-load JS per route', () => {
  it('counts the entry, the route page and their static imports once each, never dynamic imports or CSS', () => {
    expect(firstLoadFiles(manifest, [])).toEqual(['assets/react.js', 'assets/index.js']);
    expect(firstLoadFiles(manifest, ['src/BeatPage.tsx'])).toEqual([
      'assets/react.js',
      'assets/index.js',
      'assets/shared.js',
      'assets/BeatPage.js',
    ]);
  });

  it('flags a route over its budget and prints it in the table', () => {
    const routes = [
      { name: 'home', path: '/', lazy: [], budgetKb: 150 },
      { name: 'beat page', path: '/beats/:slug', lazy: ['src/BeatPage.tsx'], budgetKb: 150 },
    ];
    const rows = budgetRows(manifest, routes, (f) => sizes[f] ?? 0);
    expect(rows.map((r) => [r.kb, r.over])).toEqual([
      [140, false],
      [155, true],
    ]);
    expect(markdownTable(rows)).toContain('| beat page (/beats/:slug) | 4 | 155.0 ✖ | 150 |');
  });

  it('counts the app module the entry loads at once (boot.ts → main.tsx) with its imports', () => {
    const booted: Manifest = {
      'index.html': { file: 'assets/boot.js', isEntry: true, dynamicImports: ['src/main.tsx'] },
      'src/main.tsx': {
        file: 'assets/main.js',
        isDynamicEntry: true,
        imports: ['index.html', '_react.js'],
        dynamicImports: ['src/BeatPage.tsx'],
      },
      '_react.js': { file: 'assets/react.js' },
      'src/BeatPage.tsx': { file: 'assets/BeatPage.js', imports: ['_react.js'] },
    };
    expect(firstLoadFiles(booted, [])).toEqual(['assets/boot.js', 'assets/react.js', 'assets/main.js']);
    expect(firstLoadFiles(booted, ['src/BeatPage.tsx'])).toEqual([
      'assets/boot.js',
      'assets/react.js',
      'assets/main.js',
      'assets/BeatPage.js',
    ]);
  });

  it('fails loudly when a route names a page the build does not have', () => {
    expect(() => firstLoadFiles(manifest, ['src/Moved.tsx'])).toThrow(/no src\/Moved.tsx/);
  });
});
