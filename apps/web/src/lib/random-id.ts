const ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** A random 8-character id (docs/spec.md §4: alerts are queued with one and removed by it). */
export function randomId8(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  let id = '';
  // 256 is not a multiple of 62; the slight bias is irrelevant for a UI key.
  for (const b of bytes) id += ALPHABET[b % ALPHABET.length];
  return id;
}
