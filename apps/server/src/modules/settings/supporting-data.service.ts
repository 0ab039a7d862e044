import {
  APP_VERSION,
  ASSIGNABLE_ROLES,
  PAGE_SIZES,
  type PublicMenuItem,
  type SupportingData,
} from '@beatmarket/shared';
import { prepareBootBody, type BootBody } from './boot-body.js';
import type { SettingsRepository } from './settings.repository.js';
import { DEFAULT_SETTINGS, PUBLIC_MENU_GROUPS, type Settings } from './defaults.js';

export function buildPublicMenu(order: string[], extra: PublicMenuItem[]): PublicMenuItem[] {
  const items = [...PUBLIC_MENU_GROUPS, ...extra];
  const rank = (id: string) => {
    const i = order.indexOf(id);
    return i === -1 ? order.length : i;
  };
  return items
    .map((item, i) => ({ item, i }))
    .sort((a, b) => rank(a.item.id) - rank(b.item.id) || a.i - b.i)
    .map((x) => x.item);
}

/** Stored rows over the defaults; a row whose key is no longer a setting is left out. */
export function mergeSettings(rows: Record<string, unknown>): Settings {
  const known = Object.entries(rows).filter(([key]) => Object.hasOwn(DEFAULT_SETTINGS, key));
  return { ...DEFAULT_SETTINGS, ...(Object.fromEntries(known) as Partial<Settings>) };
}

const SETTINGS_TTL_MS = 60_000;

/** What the boot call adds from the configuration (the same in every process of one deployment). */
export interface BootConfig {
  captcha: SupportingData['captcha'];
  socialProviders: SupportingData['social_providers'];
  uploads: SupportingData['uploads'];
  payments: SupportingData['payments'];
  push?: SupportingData['push'];
}

function toSupportingData(s: Settings, boot: BootConfig): SupportingData {
  const { tagline, slogan, social_links, public_menu_order, public_menu_extra, ...rest } = s;
  return {
    app_version: APP_VERSION,
    tagline,
    slogan,
    social_links,
    public_menu: buildPublicMenu(public_menu_order, public_menu_extra),
    roles: ASSIGNABLE_ROLES.map((r) => ({ id: r.id, name: r.name })),
    page_sizes: PAGE_SIZES,
    captcha: boot.captcha,
    social_providers: boot.socialProviders,
    uploads: boot.uploads,
    payments: boot.payments,
    push: boot.push ?? { public_key: null },
    settings: rest,
  };
}

export function createSupportingDataService(repo: SettingsRepository, boot: BootConfig) {
  // Settings are read by every boot and every catalog list. A save in any process drops the cache
  // (invalidate, through the change feed, decision 0089); the TTL only bounds a missed notification.
  let cached: { at: number; value: Promise<Settings> } | null = null;
  // The boot body follows the cached settings: built again only when they were read again (a save
  // here, or the TTL), and kept as it was when that read gives the same content.
  let prepared: { source: Promise<Settings>; body: Promise<BootBody> } | null = null;
  let lastBody: BootBody | null = null;
  return {
    invalidate() {
      cached = null;
    },
    settings(): Promise<Settings> {
      if (!cached || Date.now() - cached.at > SETTINGS_TTL_MS) {
        const value = repo.all().then(mergeSettings);
        cached = { at: Date.now(), value };
        value.catch(() => (cached = null));
      }
      return cached.value;
    },
    bootBody(): Promise<BootBody> {
      const source = this.settings();
      if (prepared?.source !== source) {
        const body = source.then((s) => (lastBody = prepareBootBody(toSupportingData(s, boot), lastBody)));
        prepared = { source, body };
      }
      return prepared.body;
    },
  };
}
export type SupportingDataService = ReturnType<typeof createSupportingDataService>;
