import { DEFAULT_ERROR, type Envelope, type ErrorResponseData, type FieldError, type Meta } from '@beatmarket/shared';

/** A refused call: status, catalogue code and per-field errors from `response_data`. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly header: string;
  readonly topicId: string | undefined;
  readonly fieldErrors: FieldError[];

  constructor(status: number, data: Partial<ErrorResponseData> | undefined) {
    super(data?.error || DEFAULT_ERROR.message);
    this.status = status;
    this.code = data?.code ?? 'internal';
    this.header = data?.header ?? DEFAULT_ERROR.header;
    this.topicId = data?.topic_id;
    this.fieldErrors = data?.errors ?? (data?.topic_id ? [{ topic_id: data.topic_id, message: this.message }] : []);
  }
}

let csrfToken = '';
let onUnauthorized: () => void = () => {};

/** The profile cache registers here: any 401 clears the session (spec §6). */
export function setUnauthorizedHandler(handler: () => void) {
  onUnauthorized = handler;
}
export const currentCsrf = () => csrfToken;

// The server renderer answers API calls in-process (no network); the browser uses fetch.
let transport: typeof fetch = (input, init) => fetch(input, init);
export function setTransport(send: typeof fetch) {
  transport = send;
}

// A `redirect` in any response navigates the browser (spec §7); replaceable so tests can observe it.
let redirectTo: (url: string) => void = (url) => window.location.assign(url);
export function setRedirectHandler(handler: (url: string) => void) {
  redirectTo = handler;
}

export interface CallOptions {
  method?: 'GET' | 'POST' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  signal?: AbortSignal;
}

/** Every call goes under /private-api and returns the envelope; non-GET calls carry the CSRF token. */
export async function call<T>(path: string, opts: CallOptions = {}): Promise<{ data: T; meta: Meta }> {
  const method = opts.method ?? (opts.body === undefined ? 'GET' : 'POST');
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(opts.query ?? {}))
    if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const qs = params.size ? `?${params}` : '';
  const headers: Record<string, string> = { accept: 'application/json' };
  if (method !== 'GET') {
    if (!csrfToken) await call('/supporting-data');
    headers['x-csrf-token'] = csrfToken;
  }
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  const res = await transport(`/private-api${path}${qs}`, {
    method,
    headers,
    credentials: 'same-origin',
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    signal: opts.signal,
  });
  let json: Envelope<T> | null = null;
  try {
    json = (await res.json()) as Envelope<T>;
  } catch {
    json = null;
  }
  if (json?.meta?.csrf) csrfToken = json.meta.csrf;
  if (json?.redirect) redirectTo(json.redirect);
  if (!res.ok) {
    if (res.status === 401) onUnauthorized();
    throw new ApiError(res.status, json?.response_data as Partial<ErrorResponseData> | undefined);
  }
  return { data: (json?.data ?? null) as T, meta: json?.meta ?? { csrf: csrfToken } };
}

export const get = <T>(path: string, query?: CallOptions['query']) => call<T>(path, { query }).then((r) => r.data);
export const post = <T>(path: string, body: unknown = {}) =>
  call<T>(path, { method: 'POST', body }).then((r) => r.data);
export const del = <T>(path: string) => call<T>(path, { method: 'DELETE' }).then((r) => r.data);
