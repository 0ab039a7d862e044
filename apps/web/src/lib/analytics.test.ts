import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { track } from './analytics';
import { analyticsConfig, loadProvider, resetAnalytics, sendToProvider } from './analytics-providers';

const beat = { id: 7, title: 'Midnight Drive' };
const scripts = () => [...document.head.querySelectorAll('script')].map((s) => s.src);

beforeEach(() => {
  document.head.innerHTML = '';
  delete window.gtag;
  delete window.dataLayer;
  delete window.plausible;
  resetAnalytics();
});
afterEach(() => vi.unstubAllGlobals());

/** A fetch that answers the supporting data with these settings and records every call. */
function stubFetch(settings: Record<string, unknown>) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      const data = url.endsWith('/supporting-data') ? { settings } : {};
      return new Response(JSON.stringify({ data, meta: { csrf: 't' } }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}
const settle = () => new Promise((r) => setTimeout(r, 10));

describe('analytics adapter (issue 17)', () => {
  it('reads the provider from the settings; a provider without its id is built-in', () => {
    expect(analyticsConfig(undefined)).toEqual({ provider: 'builtin' });
    expect(analyticsConfig({ analytics_provider: 'ga4', analytics_ga4_id: '' })).toEqual({ provider: 'builtin' });
    expect(analyticsConfig({ analytics_provider: 'ga4', analytics_ga4_id: 'G-ABC123' })).toEqual({
      provider: 'ga4',
      measurementId: 'G-ABC123',
    });
    expect(analyticsConfig({ analytics_provider: 'plausible', analytics_plausible_domain: 'beats.example' })).toEqual({
      provider: 'plausible',
      domain: 'beats.example',
    });
  });

  it('by default records a demo download as a built-in stat and loads nothing third-party', async () => {
    const calls = stubFetch({ analytics_provider: 'builtin' });
    // A play's built-in stat is the player's own start call (decision 0094): nothing is sent for it here.
    track({ name: 'play', beat });
    track({ name: 'add_to_cart', beat, price: 2999 });
    track({ name: 'download', beat });
    await settle();
    expect(calls.filter((c) => c.startsWith('POST'))).toEqual(['POST /private-api/beat/7/stat/downloaded']);
    expect(scripts()).toEqual([]);
    expect(window.gtag).toBeUndefined();
  });

  it('with GA4 loads gtag once and sends add_to_cart with the USD price in dollars', async () => {
    stubFetch({ analytics_provider: 'ga4', analytics_ga4_id: 'G-ABC123' });
    track({ name: 'add_to_cart', beat, price: 2999 });
    track({ name: 'download', beat });
    await settle();
    expect(scripts()).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-ABC123']);
    const events = window.dataLayer!.map((a) => [...(a as IArguments)]).filter((a) => a[0] === 'event');
    expect(events).toEqual([
      [
        'event',
        'add_to_cart',
        {
          currency: 'USD',
          value: 29.99,
          items: [{ item_id: '7', item_name: 'Midnight Drive', price: 29.99, quantity: 1 }],
        },
      ],
      ['event', 'file_download', { beat_id: 7, beat_title: 'Midnight Drive' }],
    ]);
  });

  it('with Plausible queues named events with revenue in dollars', () => {
    const config = { provider: 'plausible', domain: 'beats.example' } as const;
    loadProvider(config);
    sendToProvider(config, { name: 'add_to_cart', beat, price: 1050 });
    sendToProvider(config, { name: 'play', beat });
    const script = document.head.querySelector('script')!;
    expect(script.getAttribute('data-domain')).toBe('beats.example');
    expect(window.plausible!.q).toEqual([
      [
        'Add to cart',
        { props: { beat_id: 7, beat_title: 'Midnight Drive' }, revenue: { currency: 'USD', amount: 10.5 } },
      ],
      ['Play', { props: { beat_id: 7, beat_title: 'Midnight Drive' } }],
    ]);
  });
});
