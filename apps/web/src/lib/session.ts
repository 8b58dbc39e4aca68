import type { CurrentUser } from '@alumni/contract';
import { tellSignedOut } from './service-worker.ts';
import { clearTickets } from './ticket-cache.ts';

/**
 * The one browser storage key holding the session (docs/spec.md §3): token, expiry and the user.
 * Unlike the spec's client, no password (encrypted or not) is ever stored.
 */
export const SESSION_KEY = 'alumni86.session';

export interface Session {
  token: string;
  /** ISO instant on the server's clock; the session is expired once the current time is past it. */
  expiresAt: string;
  user: CurrentUser;
  /**
   * This device's clock (epoch ms) when the token was stored. A phone's clock may be hours off the server's:
   * the token's age and end are counted from here, on the device's own clock (docs/decisions/020).
   */
  receivedAt?: number;
}

type Listener = (s: Session | null) => void;
const listeners = new Set<Listener>();

/** The token's issue and expiry instants (epoch ms, server clock) from its payload; null when unreadable. */
export function tokenLife(token: string): { issuedAt: number; expiresAt: number } | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as {
      iat?: unknown;
      exp?: unknown;
    };
    if (typeof json.iat !== 'number' || typeof json.exp !== 'number') return null;
    return { issuedAt: json.iat * 1000, expiresAt: json.exp * 1000 };
  } catch {
    return null;
  }
}

type Expiring = Pick<Session, 'expiresAt'> & Partial<Pick<Session, 'token' | 'receivedAt'>>;

/**
 * When the session ends on this device's clock (epoch ms; NaN when unknown): the token's life counted from
 * when it was stored, so a clock hours off the server's neither ends it early nor keeps it late; a session
 * stored without that instant falls back to the server's expiry.
 */
export function localExpiry(session: Expiring): number {
  const life = session.token && session.receivedAt !== undefined ? tokenLife(session.token) : null;
  if (life && session.receivedAt !== undefined) return session.receivedAt + (life.expiresAt - life.issuedAt);
  return Date.parse(session.expiresAt);
}

export function isExpired(session: Expiring, now: Date = new Date()): boolean {
  const t = localExpiry(session);
  return Number.isNaN(t) || now.getTime() > t;
}

function parse(raw: string | null): Session | null {
  if (!raw) return null;
  try {
    const s = JSON.parse(raw) as Partial<Session>;
    if (typeof s.token !== 'string' || typeof s.expiresAt !== 'string' || !s.user) return null;
    if (s.receivedAt !== undefined && typeof s.receivedAt !== 'number') delete s.receivedAt;
    return s as Session;
  } catch {
    return null;
  }
}

/** Reads the stored session; an expired or malformed one is removed and null returned. */
export function readSession(storage: Storage = localStorage, now: Date = new Date()): Session | null {
  const s = parse(storage.getItem(SESSION_KEY));
  if (!s || isExpired(s, now)) {
    if (storage.getItem(SESSION_KEY) !== null) storage.removeItem(SESSION_KEY);
    return null;
  }
  return s;
}

/**
 * Stores the session, stamped with when this device received its token: the same token written again (the
 * user's fields updated) keeps its first stamp.
 */
export function writeSession(
  session: Session,
  storage: Storage = localStorage,
  now: number = Date.now(),
): void {
  let receivedAt = session.receivedAt;
  if (receivedAt === undefined) {
    const prev = parse(storage.getItem(SESSION_KEY));
    receivedAt = prev?.token === session.token && prev.receivedAt !== undefined ? prev.receivedAt : now;
  }
  const stored: Session = { ...session, receivedAt };
  storage.setItem(SESSION_KEY, JSON.stringify(stored));
  for (const l of listeners) l(stored);
}

/** Set while this page is about to be replaced by the sign-in page (`leavingForSignIn`). */
let leaving = false;

export function clearSession(storage: Storage = localStorage, { notify = true } = {}): void {
  storage.removeItem(SESSION_KEY);
  // The member's stored tickets leave with the session (docs/decisions/015, lib/ticket-cache.ts).
  clearTickets(storage);
  tellSignedOut();
  // `notify: false` when the page is about to be replaced by a full navigation: a listener's guard would
  // push another URL, and a pushState cancels the pending navigation.
  if (notify && !leaving) for (const l of listeners) l(null);
}

/**
 * From now on this page is leaving for the sign-in page ('Keluar dari semua perangkat'): a session cleared
 * meanwhile, by the action itself or by another request's 401 once the server has ended every session, tells
 * no guard, whose client-side redirect would cancel the full navigation. `false` when the action failed: the
 * guards hear of a session cleared meanwhile.
 */
export function leavingForSignIn(on: boolean): void {
  leaving = on;
  if (!on && readSession() === null) for (const l of listeners) l(null);
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
