import type { SupportingData } from '@beatmarket/shared';
import type { AnalyticsEvent } from './analytics-event';
import { get } from './api';

/**
 * GA4 and Plausible for the analytics adapter (lib/analytics.ts), kept out of a visitor's first load:
 * read once from the settings, and loading nothing third-party unless an administrator configured one.
 */
export type AnalyticsConfig =
  { provider: 'builtin' } | { provider: 'ga4'; measurementId: string } | { provider: 'plausible'; domain: string };

type Gtag = (...args: unknown[]) => void;
type Plausible = ((event: string, opts?: { props?: object; revenue?: object }) => void) & { q?: unknown[] };
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
    plausible?: Plausible;
  }
}

/** What the settings in the supporting data say (a provider without its id falls back to built-in). */
export function analyticsConfig(settings: Record<string, unknown> | undefined): AnalyticsConfig {
  const provider = settings?.analytics_provider;
  const ga4 = String(settings?.analytics_ga4_id ?? '').trim();
  const domain = String(settings?.analytics_plausible_domain ?? '').trim();
  if (provider === 'ga4' && ga4) return { provider: 'ga4', measurementId: ga4 };
  if (provider === 'plausible' && domain) return { provider: 'plausible', domain };
  return { provider: 'builtin' };
}

function addScript(src: string, attrs: Record<string, string> = {}) {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  for (const [k, v] of Object.entries(attrs)) script.setAttribute(k, v);
  document.head.appendChild(script);
}

/** Loads the provider's script once; events sent before it arrives queue in its command list. */
export function loadProvider(config: AnalyticsConfig) {
  if (config.provider === 'ga4' && !window.gtag) {
    window.dataLayer = window.dataLayer ?? [];
    window.gtag = function gtag() {
      // gtag.js reads the arguments object itself, as Google's snippet pushes it.
      // eslint-disable-next-line prefer-rest-params
      window.dataLayer!.push(arguments);
    };
    window.gtag('js', new Date());
    window.gtag('config', config.measurementId);
    addScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(config.measurementId)}`);
  }
  if (config.provider === 'plausible' && !window.plausible) {
    const queue: unknown[] = [];
    window.plausible = Object.assign((...args: unknown[]) => void queue.push(args), { q: queue }) as Plausible;
    addScript('https://plausible.io/js/script.revenue.manual.js', { 'data-domain': config.domain });
  }
}

const dollars = (cents: number) => Math.round(cents) / 100;

/** Sends one event to the configured provider (the built-in store's part is done by `track`). */
export function sendToProvider(config: AnalyticsConfig, event: AnalyticsEvent) {
  const beat = { beat_id: event.beat.id, beat_title: event.beat.title };
  if (config.provider === 'ga4') {
    if (event.name === 'add_to_cart') {
      const value = dollars(event.price);
      window.gtag?.('event', 'add_to_cart', {
        currency: 'USD',
        value,
        items: [{ item_id: String(event.beat.id), item_name: event.beat.title, price: value, quantity: 1 }],
      });
    } else window.gtag?.('event', event.name === 'play' ? 'play' : 'file_download', beat);
  }
  if (config.provider === 'plausible') {
    const name = event.name === 'play' ? 'Play' : event.name === 'download' ? 'Download' : 'Add to cart';
    window.plausible?.(name, {
      props: beat,
      ...(event.name === 'add_to_cart' && { revenue: { currency: 'USD', amount: dollars(event.price) } }),
    });
  }
}

let config: Promise<AnalyticsConfig> | null = null;
/** The configuration, read once from the supporting data; a failed read means built-in only. */
function currentConfig(): Promise<AnalyticsConfig> {
  config ??= get<SupportingData>('/supporting-data')
    .then((d) => analyticsConfig(d.settings))
    .catch(() => ({ provider: 'builtin' }) as const);
  return config;
}

/** Sends an event to the configured provider; the built-in store needs nothing more. */
export function sendToConfigured(event: AnalyticsEvent) {
  void currentConfig().then((c) => {
    if (c.provider === 'builtin') return;
    loadProvider(c);
    sendToProvider(c, event);
  });
}

/** Tests: forget the configuration read. */
export const resetAnalytics = () => {
  config = null;
};
