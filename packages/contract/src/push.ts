import { z } from 'zod';
import { INVALID_BODY } from './auth.ts';
import { resultOf } from './common.ts';

// ---------------------------------------------------------------------------------------------
// Web Push (docs/decisions/030): /push/key, /push/subscription, /push/preferences (members only).
// ---------------------------------------------------------------------------------------------

/** Devices one member may register; the oldest is replaced past this. */
export const PUSH_MAX_SUBSCRIPTIONS = 10;
/** Decoded lengths of a subscription's keys (RFC 8291): an uncompressed P-256 point and the auth secret. */
export const PUSH_P256DH_BYTES = 65;
export const PUSH_AUTH_BYTES = 16;

export const PUSH_MESSAGES = {
  endpoint: 'Alamat langganan notifikasi tidak valid (harus https).',
  p256dh: 'Kunci langganan (p256dh) tidak valid.',
  auth: 'Kunci langganan (auth) tidak valid.',
  notFound: 'Langganan notifikasi tidak ditemukan.',
  preference: 'Pilihan notifikasi harus true atau false.',
} as const;

export { PUSH_KIND_LABELS, PUSH_KINDS, type PushKind } from './push-kinds.ts';

/** Decoded byte length of base64url text, or -1 when it is not base64url. */
export function base64urlBytes(s: string): number {
  if (!/^[A-Za-z0-9_-]+={0,2}$/.test(s)) return -1;
  const n = s.replace(/=+$/, '').length;
  if (n % 4 === 1) return -1;
  return Math.floor((n * 3) / 4);
}

const key = (bytes: number, message: string) =>
  z
    .string({ error: message })
    .max(200, { error: message })
    .refine((s) => base64urlBytes(s) === bytes, { error: message });

export const PushSubscriptionBody = z.object(
  {
    endpoint: z.string({ error: PUSH_MESSAGES.endpoint }).max(2000, { error: PUSH_MESSAGES.endpoint }),
    keys: z.object(
      {
        p256dh: key(PUSH_P256DH_BYTES, PUSH_MESSAGES.p256dh),
        auth: key(PUSH_AUTH_BYTES, PUSH_MESSAGES.auth),
      },
      { error: PUSH_MESSAGES.p256dh },
    ),
  },
  { error: INVALID_BODY },
);
export type PushSubscriptionBody = z.infer<typeof PushSubscriptionBody>;

export const PushUnsubscribeBody = z.object(
  {
    endpoint: z.string({ error: PUSH_MESSAGES.endpoint }).min(1, { error: PUSH_MESSAGES.endpoint }).max(2000),
  },
  { error: INVALID_BODY },
);
export type PushUnsubscribeBody = z.infer<typeof PushUnsubscribeBody>;

export const PushKeyResult = resultOf(z.object({ publicKey: z.string() }));
export type PushKeyResult = z.infer<typeof PushKeyResult>;

export const PushPreferences = z.object(
  {
    reminders: z.boolean({ error: PUSH_MESSAGES.preference }),
    seats: z.boolean({ error: PUSH_MESSAGES.preference }),
    replies: z.boolean({ error: PUSH_MESSAGES.preference }),
    announcements: z.boolean({ error: PUSH_MESSAGES.preference }),
  },
  { error: INVALID_BODY },
);
export type PushPreferences = z.infer<typeof PushPreferences>;
export const PushPreferencesResult = resultOf(PushPreferences.extend({ devices: z.number().int() }));
export type PushPreferencesResult = z.infer<typeof PushPreferencesResult>;
export const PushOkResult = resultOf(z.object({ ok: z.literal(true) }));
