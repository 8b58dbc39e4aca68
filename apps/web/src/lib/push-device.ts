import { api } from './api.ts';
import { bytesToBase64Url } from './push-support.ts';

/**
 * This browser's Web Push subscription (docs/decisions/030), as the server knows it: found, told to the
 * server, forgotten on sign-out. Never touches `window` at import time.
 */

/** The subscription of this browser's service worker, or null (no worker yet, no Push API, none made). */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return null;
  try {
    const reg = await navigator.serviceWorker.getRegistration();
    return (await reg?.pushManager?.getSubscription()) ?? null;
  } catch {
    return null;
  }
}

/** Stores `sub` for the signed-in member (the server updates it when it knows the endpoint already). */
export async function saveSubscription(sub: PushSubscription): Promise<void> {
  await api('/api/v1/push/subscription', {
    method: 'POST',
    body: {
      endpoint: sub.endpoint,
      keys: { p256dh: bytesToBase64Url(sub.getKey('p256dh')), auth: bytesToBase64Url(sub.getKey('auth')) },
    },
  });
}

/** Removes `endpoint` of the signed-in member on the server. */
export async function deleteSubscription(endpoint: string): Promise<void> {
  await api('/api/v1/push/subscription', { method: 'DELETE', body: { endpoint } });
}

/**
 * Signing out on this device (lib/use-session.ts logout), while the token still works: the server forgets
 * this device and the browser unsubscribes, so the next member on a shared phone never sees the notifications
 * of the one who left. Never throws; nothing to do when this browser has no subscription.
 */
export async function forgetThisDevice(): Promise<void> {
  const sub = await currentSubscription();
  if (!sub) return;
  const results = await Promise.allSettled([deleteSubscription(sub.endpoint), sub.unsubscribe()]);
  for (const r of results)
    if (r.status === 'rejected') console.warn('Langganan notifikasi gagal dihapus', r.reason);
}
