import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const calls: { path: string; init: unknown }[] = [];
let answer: () => Promise<unknown> = async () => ({});
vi.mock('./api.ts', () => ({
  api: (path: string, init: unknown) => {
    calls.push({ path, init });
    return answer();
  },
}));

const { forgetThisDevice, currentSubscription } = await import('./push-device.ts');

/** A browser whose service worker has `sub` (or none). */
function browserWith(sub: { endpoint: string; unsubscribe: () => Promise<boolean> } | null) {
  vi.stubGlobal('navigator', {
    serviceWorker: { getRegistration: async () => ({ pushManager: { getSubscription: async () => sub } }) },
  });
}

beforeEach(() => {
  calls.length = 0;
  answer = async () => ({});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('forgetThisDevice (signing out)', () => {
  it('does nothing when this browser has no subscription or no service worker', async () => {
    browserWith(null);
    await forgetThisDevice();
    vi.stubGlobal('navigator', {});
    await forgetThisDevice();
    expect(calls).toEqual([]);
    expect(await currentSubscription()).toBeNull();
  });

  it('deletes it on the server and unsubscribes the browser', async () => {
    const unsubscribe = vi.fn(async () => true);
    browserWith({ endpoint: 'https://push.example.com/abc', unsubscribe });
    await forgetThisDevice();
    expect(calls).toEqual([
      {
        path: '/api/v1/push/subscription',
        init: { method: 'DELETE', body: { endpoint: 'https://push.example.com/abc' } },
      },
    ]);
    expect(unsubscribe).toHaveBeenCalledOnce();
  });

  it('never stops the sign-out: a failed delete or unsubscribe is only logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    answer = async () => {
      throw new Error('offline');
    };
    browserWith({
      endpoint: 'https://push.example.com/abc',
      unsubscribe: async () => {
        throw new Error('no push service');
      },
    });
    await expect(forgetThisDevice()).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
