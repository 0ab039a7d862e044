import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, call, post, setRedirectHandler, setUnauthorizedHandler } from './api';

function respond(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

afterEach(() => vi.unstubAllGlobals());

describe('api client', () => {
  it('sends the latest meta.csrf token on state-changing calls', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(respond(200, { data: {}, meta: { csrf: 'token-1' } }))
      .mockResolvedValueOnce(respond(200, { data: { ok: true }, meta: { csrf: 'token-2' } }))
      .mockResolvedValueOnce(respond(200, { data: null, meta: { csrf: 'token-3' } }));
    vi.stubGlobal('fetch', fetchMock);
    await call('/supporting-data');
    await post('/logout');
    await post('/logout');
    expect(fetchMock.mock.calls[1]![1].headers['x-csrf-token']).toBe('token-1');
    expect(fetchMock.mock.calls[2]![1].headers['x-csrf-token']).toBe('token-2');
    expect(fetchMock.mock.calls[1]![0]).toBe('/private-api/logout');
  });

  it('turns an error envelope into an ApiError with per-field errors', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(
        respond(422, {
          data: null,
          meta: { csrf: 't' },
          response_data: {
            error: 'This field is required',
            code: 'validation_failed',
            header: 'Ooops!',
            topic_id: 'email',
            errors: [{ topic_id: 'email', message: 'This field is required' }],
          },
        }),
      ),
    );
    const err = await post('/signup', {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({
      status: 422,
      code: 'validation_failed',
      topicId: 'email',
      message: 'This field is required',
    });
    expect((err as ApiError).fieldErrors).toEqual([{ topic_id: 'email', message: 'This field is required' }]);
  });

  it('falls back to the spec default texts when the body is not an envelope', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('gateway down', { status: 502 })));
    const err = (await post('/x').catch((e: unknown) => e)) as ApiError;
    expect(err.header).toBe('Ooops!');
    expect(err.message).toBe('Sorry, something went wrong');
  });

  it('clears the session on 401', async () => {
    const cleared = vi.fn();
    setUnauthorizedHandler(cleared);
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValue(
          respond(401, { data: null, meta: { csrf: 't' }, response_data: { error: 'x', code: 'session_expired' } }),
        ),
    );
    await call('/profile').catch(() => undefined);
    expect(cleared).toHaveBeenCalledOnce();
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValue(
          respond(403, { data: null, meta: { csrf: 't' }, response_data: { error: 'no', code: 'forbidden' } }),
        ),
    );
    await expect(call('/user/records')).rejects.toMatchObject({ status: 403 });
    expect(cleared).toHaveBeenCalledOnce();
  });

  it('fetches the boot token before the first state-changing call', async () => {
    vi.resetModules();
    const fresh = await import('./api');
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(respond(200, { data: {}, meta: { csrf: 'boot-token' } }))
      .mockResolvedValueOnce(respond(200, { data: null, meta: { csrf: 'next' } }));
    vi.stubGlobal('fetch', fetchMock);
    await fresh.post('/logout');
    expect(fetchMock.mock.calls[0]![0]).toBe('/private-api/supporting-data');
    expect(fetchMock.mock.calls[1]![1]).toMatchObject({
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'x-csrf-token': 'boot-token' },
    });
  });

  it('does not send the token on GET calls and follows a redirect in the response', async () => {
    const go = vi.fn();
    setRedirectHandler(go);
    const fetchMock = vi
      .fn()
      .mockResolvedValue(respond(200, { data: null, meta: { csrf: 't' }, redirect: '/checkout' }));
    vi.stubGlobal('fetch', fetchMock);
    await call('/profile');
    expect(fetchMock.mock.calls[0]![1].headers['x-csrf-token']).toBeUndefined();
    expect(go).toHaveBeenCalledWith('/checkout');
  });
});
