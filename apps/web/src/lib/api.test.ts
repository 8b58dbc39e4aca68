import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, withQuery } from './api.ts';
import { SESSION_KEY } from './session.ts';

describe('withQuery', () => {
  it('leaves the path alone without a query', () => {
    expect(withQuery('/api/v1/event')).toBe('/api/v1/event');
    expect(withQuery('/api/v1/event', {})).toBe('/api/v1/event');
  });

  it('adds numbers, strings and booleans in order', () => {
    expect(withQuery('/api/v1/event', { offset: 1, limit: 9, search: 'reuni', mine: true })).toBe(
      '/api/v1/event?offset=1&limit=9&search=reuni&mine=true',
    );
  });

  it('skips undefined, null and empty values but keeps 0 and false', () => {
    expect(withQuery('/x', { a: undefined, b: null, c: '', d: 0, e: false })).toBe('/x?d=0&e=false');
    expect(withQuery('/x', { a: undefined, b: null, c: '' })).toBe('/x');
  });

  it('encodes spaces and hostile text so it cannot break out of its parameter', () => {
    const url = withQuery('/x', {
      q: 'reuni akbar & makan',
      s: "'; drop table users;--",
      t: '<script>a=1#</script>',
    });
    expect(url).toBe(
      '/x?q=reuni+akbar+%26+makan&s=%27%3B+drop+table+users%3B--&t=%3Cscript%3Ea%3D1%23%3C%2Fscript%3E',
    );
    const params = new URL(url, 'http://h').searchParams;
    expect(params.get('q')).toBe('reuni akbar & makan');
    expect(params.get('s')).toBe("'; drop table users;--");
    expect([...params.keys()]).toEqual(['q', 's', 't']);
  });
});

describe('api', () => {
  const store = new Map<string, string>();
  const fakeStorage = {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  };
  const fetchMock = vi.fn<typeof fetch>();
  const reply = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  beforeEach(() => {
    store.clear();
    fetchMock.mockReset();
    vi.stubGlobal('localStorage', fakeStorage);
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('unwraps { result } and sends the bearer token of a stored session', async () => {
    store.set(
      SESSION_KEY,
      JSON.stringify({ token: 'abc', expiresAt: '2099-01-01T00:00:00Z', user: { id: 1 } }),
    );
    fetchMock.mockResolvedValue(reply(200, { result: { id: 1, name: 'Budi' } }));
    await expect(api('/api/v1/current-user', { query: { x: 1 } })).resolves.toEqual({ id: 1, name: 'Budi' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/current-user?x=1');
    expect((init?.headers as Record<string, string> | undefined)?.authorization).toBe('Bearer abc');
  });

  it('sends JSON bodies and no token without a session', async () => {
    fetchMock.mockResolvedValue(reply(201, { result: { ok: true } }));
    await api('/api/v1/register', { method: 'POST', body: { username: 'budi' } });
    const init = fetchMock.mock.calls[0]?.[1];
    const headers = init?.headers as Record<string, string>;
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"username":"budi"}');
    expect(headers['content-type']).toBe('application/json');
    expect(headers.authorization).toBeUndefined();
  });

  it('turns a failure body into an ApiError with the server message, code and field errors', async () => {
    const errors = [{ path: 'email', message: 'Format email tidak valid' }];
    fetchMock.mockResolvedValue(
      reply(400, { message: 'Format email tidak valid', code: 'VALIDATION_ERROR', errors }),
    );
    const error = await api('/api/v1/register', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Format email tidak valid',
      code: 'VALIDATION_ERROR',
      errors,
    });
  });

  it('treats a 200 that carries a message as a failure (docs/spec.md §7)', async () => {
    fetchMock.mockResolvedValue(reply(200, { message: 'Password salah' }));
    await expect(api('/api/v1/login', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 200,
      message: 'Password salah',
      code: 'UNKNOWN',
    });
  });

  it('clears the stored session when the server says it expired', async () => {
    store.set(
      SESSION_KEY,
      JSON.stringify({ token: 'abc', expiresAt: '2099-01-01T00:00:00Z', user: { id: 1 } }),
    );
    fetchMock.mockResolvedValue(reply(401, { message: 'Sesi Anda telah berakhir', code: 'SESSION_EXPIRED' }));
    await expect(api('/api/v1/current-user')).rejects.toMatchObject({ status: 401 });
    expect(store.has(SESSION_KEY)).toBe(false);
  });

  it('keeps the session on other refusals', async () => {
    store.set(
      SESSION_KEY,
      JSON.stringify({ token: 'abc', expiresAt: '2099-01-01T00:00:00Z', user: { id: 1 } }),
    );
    fetchMock.mockResolvedValue(reply(403, { message: 'Akses ditolak', code: 'FORBIDDEN' }));
    await expect(api('/api/v1/user/2')).rejects.toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect(store.has(SESSION_KEY)).toBe(true);
  });

  it('reports a network failure in Indonesian', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(api('/api/v1/event')).rejects.toMatchObject({ status: 0, code: 'NETWORK' });
  });

  it('answers a non-JSON error page with a generic message', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(api('/api/v1/event')).rejects.toMatchObject({
      status: 502,
      message: 'Terjadi kesalahan. Silakan coba lagi.',
    });
  });
});
