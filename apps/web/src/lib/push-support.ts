/**
 * What this browser can do for Web Push (docs/decisions/030), without touching `window` at import time.
 * - 'ok': Push API and notifications are there.
 * - 'ios-install': iPhone/iPad Safari outside the installed app: push works only after 'Tambahkan ke Layar Utama'.
 * - 'unsupported': no Push API at all.
 * - 'denied': the member blocked notifications for this site.
 */
export type PushSupport = 'ok' | 'ios-install' | 'unsupported' | 'denied';

export function pushSupport(env: {
  userAgent: string;
  standalone: boolean;
  hasPush: boolean;
  permission: string | undefined;
}): PushSupport {
  const ios = /iPhone|iPad|iPod/i.test(env.userAgent);
  if (ios && !env.standalone) return 'ios-install';
  if (!env.hasPush) return 'unsupported';
  if (env.permission === 'denied') return 'denied';
  return 'ok';
}

/** base64url (the VAPID public key) -> the bytes `pushManager.subscribe` takes. */
export function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const b64 = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  const raw = atob(b64);
  const out = new Uint8Array(raw.length);
  for (let i = 0; i < raw.length; i += 1) out[i] = raw.charCodeAt(i);
  return out;
}

/** An ArrayBuffer key of a subscription -> base64url text for the server. */
export function bytesToBase64Url(buf: ArrayBuffer | null): string {
  if (!buf) return '';
  let s = '';
  for (const b of new Uint8Array(buf)) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
