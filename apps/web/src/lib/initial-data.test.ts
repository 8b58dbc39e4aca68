import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiKey, createInitialData, INITIAL_DATA_ID } from './initial-data.ts';
import { SESSION_KEY } from './session.ts';

const EVENTS = { total: 1, datas: [{ id: 7, name: 'Reuni 40 Tahun' }] };
const page = JSON.stringify([
  { url: '/api/v1/event?limit=9&offset=1', data: EVENTS },
  { url: '/api/v1/event/7', data: { id: 7 }, ping: true },
]);

/** A signed-in member in the stubbed storage. */
const signIn = (store: Map<string, string>) =>
  store.set(
    SESSION_KEY,
    JSON.stringify({ token: 'abc', expiresAt: '2099-01-01T00:00:00Z', user: { id: 1 } }),
  );

describe('apiKey', () => {
  it('sorts the query parameters so both sides agree whatever their order', () => {
    expect(apiKey('/api/v1/event?offset=1&limit=9')).toBe('/api/v1/event?limit=9&offset=1');
    expect(apiKey('/api/v1/stats')).toBe('/api/v1/stats');
  });
});

describe('createInitialData', () => {
  it('hands an answer to the first matching request only', () => {
    const data = createInitialData(page);
    expect(data.take('/api/v1/event?offset=1&limit=9')?.data).toEqual(EVENTS);
    expect(data.take('/api/v1/event?offset=1&limit=9')).toBeUndefined();
    expect(data.take('/api/v1/event?offset=2&limit=9')).toBeUndefined();
  });

  it('keeps the ping flag of a call with an effect (the event view)', () => {
    expect(createInitialData(page).take('/api/v1/event/7')?.ping).toBe(true);
  });

  it('hands out each call with an effect once to be sent: the page then takes its answer without it', () => {
    const data = createInitialData(page);
    expect(data.pings()).toEqual(['/api/v1/event/7']);
    expect(data.pings()).toEqual([]);
    expect(data.take('/api/v1/event/7')).toEqual({ url: '/api/v1/event/7', data: { id: 7 }, ping: false });
  });

  it('reads nothing from a missing or broken element', () => {
    expect(createInitialData(null).take('/api/v1/event/7')).toBeUndefined();
    expect(createInitialData('{not json').take('/api/v1/event/7')).toBeUndefined();
    expect(createInitialData('{"url":"/api/v1/event/7"}').take('/api/v1/event/7')).toBeUndefined();
  });
});

describe('api() with answers in the page', () => {
  const store = new Map<string, string>();
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    vi.resetModules();
    store.clear();
    fetchMock.mockReset();
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ result: { fetched: true } }), { status: 200 }));
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    });
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('document', {
      getElementById: (id: string) => (id === INITIAL_DATA_ID ? { textContent: page } : null),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('answers a visitor from the page without a request, then asks the server again', async () => {
    const { api } = await import('./api.ts');
    const first = await api('/api/v1/event', { query: { offset: 1, limit: 9 } });
    expect(first).toEqual(EVENTS);
    expect(fetchMock).not.toHaveBeenCalled();
    await expect(api('/api/v1/event', { query: { offset: 1, limit: 9 } })).resolves.toEqual({
      fetched: true,
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('still sends a ping request for the event view, and uses the page’s answer', async () => {
    const { api } = await import('./api.ts');
    await expect(api('/api/v1/event/7')).resolves.toEqual({ id: 7 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/event/7');
  });

  it('ignores the page’s (visitor) answers for a signed-in member', async () => {
    signIn(store);
    const { api } = await import('./api.ts');
    await expect(api('/api/v1/event', { query: { offset: 1, limit: 9 } })).resolves.toEqual({
      fetched: true,
    });
    const init = fetchMock.mock.calls[0]?.[1];
    expect((init?.headers as Record<string, string> | undefined)?.authorization).toBe('Bearer abc');
  });
});

describe('initialAnswer and memberPlaceholder (a query’s initialData and placeholderData)', () => {
  const store = new Map<string, string>();
  beforeEach(() => {
    vi.resetModules();
    store.clear();
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    });
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(new Response('{}')));
    vi.stubGlobal('document', {
      getElementById: (id: string) => (id === INITIAL_DATA_ID ? { textContent: page } : null),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('gives a visitor’s query its data before the first render, once', async () => {
    const { initialAnswer } = await import('./initial-data.ts');
    expect(initialAnswer('/api/v1/event?offset=1&limit=9')).toEqual(EVENTS);
    expect(initialAnswer('/api/v1/event?offset=1&limit=9')).toBeUndefined();
  });

  it('gives a member’s query nothing', async () => {
    signIn(store);
    const { initialAnswer } = await import('./initial-data.ts');
    expect(initialAnswer('/api/v1/event?offset=1&limit=9')).toBeUndefined();
  });

  it('gives a member the answers that are the same for everyone', async () => {
    signIn(store);
    const { initialAnswer } = await import('./initial-data.ts');
    expect(initialAnswer('/api/v1/event?offset=1&limit=9', { forEveryone: true })).toEqual(EVENTS);
  });

  // memberPlaceholder: a member's page shows what the server rendered until their own answer comes.
  it('gives a member the visitor’s answer on every ask, without using it up', async () => {
    signIn(store);
    const { memberPlaceholder } = await import('./initial-data.ts');
    expect(memberPlaceholder('/api/v1/event?limit=9&offset=1')).toEqual(EVENTS);
    expect(memberPlaceholder('/api/v1/event?offset=1&limit=9')).toEqual(EVENTS);
    expect(memberPlaceholder('/api/v1/event?offset=2&limit=9')).toBeUndefined();
  });

  it('gives a visitor nothing (their query has the answer as its data already)', async () => {
    const { memberPlaceholder } = await import('./initial-data.ts');
    expect(memberPlaceholder('/api/v1/event?offset=1&limit=9')).toBeUndefined();
  });
});
