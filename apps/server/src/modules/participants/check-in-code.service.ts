import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The ticket's check-in code (docs/decisions/015: a signed, unguessable code
 * per participation): 'A86.{eventId}.{participationId}.{signature}', ids in base 36, the signature the
 * first 128 bits of HMAC-SHA256 over 'checkin:{eventId}:{participationId}' with a key derived from the
 * server's secret (JWT_SECRET). It names the participation, never the user; nobody can make a valid code
 * without the secret, and a cancelled and renewed registration gets a new participation id, so an old
 * ticket stops working. The event id in the clear lets the door tell "another event's ticket" from
 * "forged". Nothing is stored: the code is recomputed when the ticket is shown.
 */
const PREFIX = 'A86';
const ID = /^[0-9a-z]{1,7}$/;
const SIGNATURE = /^[A-Za-z0-9_-]{22}$/;

export function checkInKey(secret: string): Buffer {
  return createHash('sha256').update(`check-in:${secret}`).digest();
}

function sign(key: Buffer, eventId: number, participationId: number): string {
  return createHmac('sha256', key)
    .update(`checkin:${eventId}:${participationId}`)
    .digest()
    .subarray(0, 16)
    .toString('base64url');
}

export function makeCheckInCode(key: Buffer, eventId: number, participationId: number): string {
  return `${PREFIX}.${eventId.toString(36)}.${participationId.toString(36)}.${sign(key, eventId, participationId)}`;
}

/** The ids a code signs, or null when it is malformed or its signature does not match (forged). */
export function readCheckInCode(
  key: Buffer,
  code: string,
): { eventId: number; participationId: number } | null {
  const parts = code.trim().split('.');
  if (parts.length !== 4 || parts[0]?.toUpperCase() !== PREFIX) return null;
  const [, e, p, s] = parts as [string, string, string, string];
  if (!ID.test(e) || !ID.test(p) || !SIGNATURE.test(s)) return null;
  const eventId = Number.parseInt(e, 36);
  const participationId = Number.parseInt(p, 36);
  if (eventId < 1 || participationId < 1) return null;
  const expected = Buffer.from(sign(key, eventId, participationId));
  const given = Buffer.from(s);
  if (!timingSafeEqual(expected, given)) return null;
  return { eventId, participationId };
}

/**
 * The ticket's short code, for typing at the door when the QR cannot be scanned (docs/decisions/023): 8
 * characters of the Crockford-like alphabet without 0/O/1/I, 40 bits of HMAC-SHA256 over
 * 'short:{eventId}:{participationId}' with the same key. It means something only together with the event
 * (the door's screen is for one event, and only admins may check in), so it is short; nothing is stored.
 */
export const SHORT_CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const SHORT_CODE_LENGTH = 8;

export function makeShortCode(key: Buffer, eventId: number, participationId: number): string {
  const digest = createHmac('sha256', key).update(`short:${eventId}:${participationId}`).digest();
  let out = '';
  // 8 symbols of 5 bits: the first 40 bits of the digest.
  let bits = 0n;
  for (let i = 0; i < 5; i += 1) bits = (bits << 8n) | BigInt(digest[i] ?? 0);
  for (let i = SHORT_CODE_LENGTH - 1; i >= 0; i -= 1) {
    out = SHORT_CODE_ALPHABET[Number(bits & 31n)] + out;
    bits >>= 5n;
  }
  return out;
}

/** A typed text read as a short code: case, spaces and dashes ignored ('abcd-efgh' = 'ABCDEFGH'); else null. */
export function readShortCode(text: string): string | null {
  const code = text.replace(/[\s-]+/g, '').toUpperCase();
  if (code.length !== SHORT_CODE_LENGTH) return null;
  for (const c of code) if (!SHORT_CODE_ALPHABET.includes(c)) return null;
  return code;
}
