import type { ErrorResponseData } from './errors.js';
import type { UploadRules } from './media/media.js';

/** Every /private-api response is this envelope (spec §7). */
export interface Envelope<T = unknown> {
  data: T;
  meta: Meta;
  redirect?: string;
  response_data?: ErrorResponseData | Record<string, unknown>;
}
export interface Meta {
  csrf: string;
  total?: number;
  found?: number;
  page?: number;
  per_page?: number;
  updates?: Record<string, unknown>;
  coupons?: unknown[];
  other_query_info?: Record<string, unknown>;
}

export interface Profile {
  id: number;
  first_name: string;
  last_name: string;
  nickname: string | null;
  producer_identifier: string | null;
  name: string;
  email: string;
  role: number;
  news: boolean;
  _cart_summary: { count: number };
}

export interface PublicMenuItem {
  id: string;
  label: string;
  path?: string;
  action?: 'contact';
  children?: PublicMenuItem[];
}

export interface SupportingData {
  app_version: string;
  tagline: string;
  slogan: string;
  social_links: Partial<Record<'facebook' | 'twitter' | 'youtube' | 'soundcloud' | 'instagram', string>>;
  public_menu: PublicMenuItem[];
  roles: { id: number; name: string }[];
  page_sizes: readonly number[];
  captcha: { provider: 'altcha' | 'recaptcha'; site_key?: string; challenge_url?: string };
  social_providers: { id: string; name: string }[];
  settings: Record<string, unknown>;
  /** Accepted types and sizes per upload purpose (server configuration). */
  uploads: UploadRules;
  /** Which payment form checkout shows: the built-in test card form, or Stripe's (with its publishable key). */
  payments: { provider: 'test' } | { provider: 'stripe'; publishable_key: string };
  /** The VAPID public key browsers subscribe with; null when push is not configured (spec §7 push). */
  push: { public_key: string | null };
}
