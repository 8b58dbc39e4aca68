import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from './api.ts';
import { SESSION_KEY, tokenLife } from './session.ts';
import { endSession, refreshSessionIfDue, shouldRefresh } from './session-lifetime.ts';

const HOUR = 3_600_000;
/** A token shaped like the server's (only the payload matters to the client). */
function jwt(iatMs: number, ttlMs: number, tag = 'x') {
  const enc = (o: object) =>
    btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${enc({ alg: 'HS256' })}.${enc({ sub: '1', iat: Math.floor(iatMs / 1000), exp: Math.floor((iatMs + ttlMs) / 1000) })}.${tag}`;
}

describe('tokenLife / shouldRefresh', () => {
  it('reads iat and exp, and refreshes only past half-life and before expiry', () => {
    const t0 = Date.UTC(2026, 10, 1, 8);
    const token = jwt(t0, 12 * HOUR);
    expect(tokenLife(token)).toEqual({ issuedAt: t0, expiresAt: t0 + 12 * HOUR });
    expect(shouldRefresh(token, t0 + 5 * HOUR)).toBe(false);
    expect(shouldRefresh(token, t0 + 7 * HOUR)).toBe(true);
    expect(shouldRefresh(token, t0 + 13 * HOUR)).toBe(false);
  });

  it('counts the age from when this device stored the token, whatever its clock says', () => {
    // The server's clock says the token is fresh; this phone's clock runs 7 hours ahead of it.
    const serverNow = Date.UTC(2026, 10, 1, 8);
    const skew = 7 * HOUR;
    const token = jwt(serverNow, 12 * HOUR);
    const received = serverNow + skew;
    expect(shouldRefresh(token, received, received)).toBe(false);
    expect(shouldRefresh(token, received + 5 * HOUR, received)).toBe(false);
    expect(shouldRefresh(token, received + 7 * HOUR, received)).toBe(true);
    expect(shouldRefresh(token, received + 13 * HOUR, received)).toBe(false);
    // Judged by the token's own issue time, the fresh token looked half-spent at once.
    expect(shouldRefresh(token, received)).toBe(true);
  });

  it('leaves unreadable tokens alone', () => {
    for (const bad of ['', 'abc', 'a.b.c', 'a.e30.c']) expect(shouldRefresh(bad)).toBe(false);
  });
});

describe('refresh and sign-out against the server', () => {
  const store = new Map<string, string>();
  const fetchMock = vi.fn<typeof fetch>();
  const reply = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const save = (token: string, receivedAt?: number) =>
    store.set(
      SESSION_KEY,
      JSON.stringify({
        token,
        expiresAt: new Date(Date.now() + HOUR).toISOString(),
        user: { id: 1, name: 'Budi' },
        receivedAt,
      }),
    );
  const stored = () => JSON.parse(store.get(SESSION_KEY) ?? 'null');

  beforeEach(() => {
    store.clear();
    fetchMock.mockReset();
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keeps a member signed in across several tabs refreshing at once (the server retires the old token)', async () => {
    // The server's rule (docs/decisions/020): a refresh retires the token it replaces; the retired one works
    // for a short grace (other tabs' requests in flight), then any use of it ends the whole session.
    let n = 0;
    let current = jwt(Date.now() - 7 * HOUR, 12 * HOUR, 'gen0');
    let previous: string | null = null;
    let inGrace = true;
    let ended = false;
    const accepts = (token: string) => !ended && (token === current || (token === previous && inGrace));
    fetchMock.mockImplementation(async (url, init) => {
      const token = ((init?.headers as Record<string, string> | undefined)?.authorization ?? '').replace(
        'Bearer ',
        '',
      );
      if (!accepts(token)) {
        if (token === previous) ended = true; // reuse after the grace
        return reply(401, { message: 'Sesi Anda telah berakhir.', code: 'SESSION_EXPIRED' });
      }
      if (String(url) !== '/api/v1/refresh-token') return reply(200, { result: { ok: true } });
      if (token === current) {
        previous = current;
        current = jwt(Date.now(), 12 * HOUR, `gen${++n}`);
      }
      return reply(200, {
        result: {
          token: current,
          expiresAt: new Date(Date.now() + 12 * HOUR).toISOString(),
          currentUser: { id: 1 },
        },
      });
    });
    save(current);
    // Three tabs: three copies of the modules (their own in-flight refresh), one shared localStorage.
    const tabs = [];
    for (let i = 0; i < 3; i += 1) {
      vi.resetModules();
      tabs.push(await import('./api.ts'));
    }
    await Promise.all(tabs.flatMap((tab) => [tab.api('/api/v1/a'), tab.api('/api/v1/b')]));
    const refreshes = fetchMock.mock.calls.filter((c) => String(c[0]) === '/api/v1/refresh-token');
    expect(refreshes.length).toBeGreaterThanOrEqual(1);
    expect(refreshes.length).toBeLessThanOrEqual(3); // one per tab at most
    // The grace is over: every tab goes on with the stored (current) token, nobody is signed out.
    inGrace = false;
    await Promise.all(tabs.map((tab) => tab.api('/api/v1/c')));
    expect(ended).toBe(false);
    expect(stored()?.token).toBe(current);
    const last = fetchMock.mock.calls.slice(-3);
    for (const [, init] of last)
      expect((init?.headers as Record<string, string> | undefined)?.authorization).toBe(`Bearer ${current}`);
  });

  it('trades a token once on a phone whose clock runs hours ahead, not again and again', async () => {
    // Every token the server issues carries its own clock's time, 7 hours behind this device's.
    const serverNow = () => Date.now() - 7 * HOUR;
    let n = 0;
    let current = jwt(serverNow() - 7 * HOUR, 12 * HOUR, 'gen0');
    fetchMock.mockImplementation(async (url) => {
      if (String(url) !== '/api/v1/refresh-token') return reply(200, { result: { ok: true } });
      current = jwt(serverNow(), 12 * HOUR, `gen${++n}`);
      return reply(200, {
        result: {
          token: current,
          expiresAt: new Date(serverNow() + 12 * HOUR).toISOString(),
          currentUser: { id: 1 },
        },
      });
    });
    // Stored 7 hours ago by this device's clock: half-spent, one trade is due.
    save(current, Date.now() - 7 * HOUR);
    await api('/api/v1/a');
    expect(n).toBe(1);
    expect(stored().token).toBe(current);
    expect(Math.abs(stored().receivedAt - Date.now())).toBeLessThan(60_000);
    // The fresh token is not taken for half-spent, however old its issue time reads on this clock.
    for (let i = 0; i < 3; i += 1) await api('/api/v1/b');
    expect(n).toBe(1);
  });

  it('trades a half-spent token once for concurrent calls, then sends the fresh one', async () => {
    const old = jwt(Date.now() - 7 * HOUR, 12 * HOUR, 'old');
    const fresh = jwt(Date.now(), 12 * HOUR, 'fresh');
    save(old);
    fetchMock.mockImplementation(async (url) =>
      String(url) === '/api/v1/refresh-token'
        ? reply(200, {
            result: {
              token: fresh,
              expiresAt: new Date(Date.now() + 12 * HOUR).toISOString(),
              currentUser: { id: 1, name: 'Budi S' },
            },
          })
        : reply(200, { result: { ok: true } }),
    );
    await Promise.all([api('/api/v1/a'), api('/api/v1/b')]);
    const urls = fetchMock.mock.calls.map((c) => String(c[0]));
    expect(urls.filter((u) => u === '/api/v1/refresh-token')).toHaveLength(1);
    const sent = fetchMock.mock.calls.filter((c) => String(c[0]) !== '/api/v1/refresh-token');
    for (const [, init] of sent)
      expect((init?.headers as Record<string, string> | undefined)?.authorization).toBe(`Bearer ${fresh}`);
    expect(stored()).toMatchObject({ token: fresh, user: { id: 1, name: 'Budi S' } });
  });

  it('does not refresh a young token, and keeps the old one when the refresh fails', async () => {
    save(jwt(Date.now() - HOUR, 12 * HOUR, 'young'));
    await refreshSessionIfDue();
    expect(fetchMock).not.toHaveBeenCalled();

    const old = jwt(Date.now() - 8 * HOUR, 12 * HOUR, 'old');
    save(old);
    fetchMock.mockRejectedValue(new TypeError('offline'));
    await refreshSessionIfDue();
    expect(stored().token).toBe(old);
  });

  it('endSession revokes the token on the server, then forgets it — also when offline', async () => {
    save('tok');
    fetchMock.mockResolvedValue(reply(200, { result: { status: 'OK' } }));
    await endSession();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/logout');
    expect(init?.method).toBe('POST');
    expect((init?.headers as Record<string, string> | undefined)?.authorization).toBe('Bearer tok');
    expect(store.has(SESSION_KEY)).toBe(false);

    save('tok2');
    fetchMock.mockRejectedValue(new TypeError('offline'));
    await endSession();
    expect(store.has(SESSION_KEY)).toBe(false);
  });
});
