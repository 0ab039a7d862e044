import { vi } from 'vitest';

export type Reply = { status?: number; data?: unknown; meta?: Record<string, unknown>; response_data?: unknown };
type Handler = Reply | ((body: unknown) => Reply | Promise<Reply>);

/**
 * A stand-in for the server: routes are "METHOD /path" under /private-api; every reply is wrapped
 * in the envelope. Unrouted calls answer an empty success. `calls` records what the client sent.
 */
export function fakeFetch(routes: Record<string, Handler>) {
  const calls: { method: string; path: string; body: unknown; headers: Record<string, string> }[] = [];
  const fn = vi.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const path = url.replace(/^\/private-api/, '').split('?')[0]!;
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, body, headers: (init.headers ?? {}) as Record<string, string> });
    if (init.signal?.aborted) throw new DOMException('Aborted', 'AbortError');
    const handler = routes[`${method} ${path}`];
    const reply = typeof handler === 'function' ? await handler(body) : (handler ?? {});
    const envelope = {
      data: reply.data ?? null,
      meta: { csrf: 'csrf-token', ...reply.meta },
      response_data: reply.response_data,
    };
    return new Response(JSON.stringify(envelope), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fn);
  return {
    fn,
    calls,
    sent: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}

export const fieldError = (status: number, code: string, header: string, error: string, topic_id?: string) => ({
  status,
  response_data: { error, code, header, topic_id, errors: topic_id ? [{ topic_id, message: error }] : undefined },
});

/** A reply the test releases when it chooses, to observe the waiting state. */
export function deferred() {
  let release: (reply: Reply) => void = () => {};
  const handler = () => new Promise<Reply>((r) => (release = r));
  return { handler, release: (reply: Reply) => release(reply) };
}
