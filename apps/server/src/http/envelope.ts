import type { Envelope, Meta } from '@beatmarket/shared';

export type Reply<T> = Omit<Envelope<T>, 'meta'> & { meta?: Partial<Meta> };

/** Route handlers return this; the CSRF token is added to meta for every response by the csrf hook. */
export function ok<T>(data: T, meta: Partial<Meta> = {}, extra: { redirect?: string } = {}): Reply<T> {
  return { data, meta, ...extra };
}

export function isEnvelope(payload: unknown): payload is Reply<unknown> {
  return typeof payload === 'object' && payload !== null && 'data' in payload;
}
