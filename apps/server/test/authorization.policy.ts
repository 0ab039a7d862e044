import type { Fixtures } from './authorization.fixtures.js';

/** Expected statuses for [visitor, buyer, other buyer, producer (own record), producer (another's), administrator]. */
export type Statuses = readonly [number, number, number, number, number, number];

export interface Case {
  /** Which record the case aims at, when a route has several cases. */
  on?: string;
  /** Called once per viewer, so a request that changes its record gets a fresh one each time. */
  req(fx: Fixtures): Req | Promise<Req>;
  expect: Statuses;
  /** A fresh login per viewer: the call ends or changes the session. */
  ownSession?: true;
}
export interface Req {
  url: string;
  body?: unknown;
}
/** `route` is `METHOD /path` as the router registers it; generic entity routes name the entity. */
export interface PolicyRow {
  route: string;
  cases: Case[];
  /** Registered only in some setups (the built web app); its cases run only when it is. */
  optional?: true;
}

export const all = (s: number): Statuses => [s, s, s, s, s, s];
/** Anyone (spec §6 visitor: browse, play, public routes). */
export const PUBLIC = all(200);
/** Login required; every logged-in role alike. */
export const LOGGED_IN = [401, 200, 200, 200, 200, 200] as const;
/** Administrators only, on something everyone knows exists. */
export const ADMIN = [401, 403, 403, 403, 403, 200] as const;
/** Records only administrators may see: they do not exist for anyone else. */
export const ADMIN_ONLY_RECORD = [404, 404, 404, 404, 404, 200] as const;
/** An unpublished beat (or what hangs on it): its producer and administrators. */
export const PRODUCER_OWN_HIDDEN = [404, 404, 404, 200, 404, 200] as const;
/** Changing a published beat: its producer and administrators; others see it but may not touch it. */
export const PRODUCER_OWN = [401, 403, 403, 200, 403, 200] as const;
/** The buyer's own records (orders, account): the buyer and administrators. */
export const BUYER_OWN_RECORD = [404, 200, 404, 404, 404, 200] as const;
/** Producers and administrators (spec §6 producer: dashboard, own beats). */
export const PRODUCERS = [401, 403, 403, 200, 200, 200] as const;

export const one = (req: Case['req'], expect: Statuses, extra: Partial<Case> = {}): Case[] => [
  { req, expect, ...extra },
];
