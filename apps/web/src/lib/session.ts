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
  /** ISO instant; the session is expired once the current time is past it. */
  expiresAt: string;
  user: CurrentUser;
}

type Listener = (s: Session | null) => void;
const listeners = new Set<Listener>();

export function isExpired(session: Pick<Session, 'expiresAt'>, now: Date = new Date()): boolean {
  const t = Date.parse(session.expiresAt);
  return Number.isNaN(t) || now.getTime() > t;
}

function parse(raw: string | null): Session | null {
  if (!raw) return null;
  try {
    const s = JSON.parse(raw) as Partial<Session>;
    if (typeof s.token !== 'string' || typeof s.expiresAt !== 'string' || !s.user) return null;
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

export function writeSession(session: Session, storage: Storage = localStorage): void {
  storage.setItem(SESSION_KEY, JSON.stringify(session));
  for (const l of listeners) l(session);
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
