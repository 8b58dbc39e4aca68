import type { CurrentUser } from '@alumni/contract';
import { clearSession, readSession, type Session, tokenLife, writeSession } from './session.ts';

/**
 * Tokens live 12 hours (server TOKEN_TTL_HOURS). While the member uses the site, the token is traded for a
 * fresh one once half its life has passed (POST /refresh-token), so an active phone stays signed in without
 * long-lived tokens. The server caps the chain at SESSION_MAX_DAYS after the password was typed.
 */

/**
 * True once more than half of the token's life is gone (and it has not expired). The age is counted from
 * `receivedAt`, when this device stored it, on this device's clock: judged from the token's own issue time,
 * a clock hours ahead of the server's took every fresh token for half-spent, and tabs traded tokens again
 * and again until one held a token the server had retired two trades back (docs/decisions/020).
 */
export function shouldRefresh(token: string, now: number = Date.now(), receivedAt?: number): boolean {
  const life = tokenLife(token);
  if (!life) return false;
  const span = life.expiresAt - life.issuedAt;
  const age = now - (receivedAt ?? life.issuedAt);
  return age > span / 2 && age < span;
}

interface Refreshed {
  token: string;
  expiresAt: string;
  currentUser: CurrentUser;
}

let inFlight: Promise<void> | null = null;

/**
 * Refreshes the stored session when it is past half-life; concurrent callers share one request. Failures are
 * quiet: the old token still works until it expires, and a revoked one is handled by the caller's own 401.
 */
export function refreshSessionIfDue(now: number = Date.now()): Promise<void> {
  const session = readSession();
  if (!session || !shouldRefresh(session.token, now, session.receivedAt)) return Promise.resolve();
  inFlight ??= (async () => {
    try {
      const res = await fetch('/api/v1/refresh-token', {
        method: 'POST',
        headers: { accept: 'application/json', authorization: `Bearer ${session.token}` },
      });
      if (!res.ok) return;
      const body = (await res.json()) as { result?: Refreshed };
      const r = body.result;
      // Only replace the session this refresh was made for (not one signed in meanwhile in another tab).
      if (r && readSession()?.token === session.token)
        writeSession({ token: r.token, expiresAt: r.expiresAt, user: { ...session.user, ...r.currentUser } });
    } catch {
      // Offline: try again on the next call.
    } finally {
      inFlight = null;
    }
  })();
  return inFlight;
}

/**
 * Sign-out: the server revokes the token (POST /logout) so it stops working even if copied, then the browser
 * forgets it. The server call is best effort with a short deadline: a member offline can still sign out here.
 */
export async function endSession(session: Session | null = readSession()): Promise<void> {
  if (session) {
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), 4000);
    try {
      await fetch('/api/v1/logout', {
        method: 'POST',
        headers: { accept: 'application/json', authorization: `Bearer ${session.token}` },
        signal: abort.signal,
      });
    } catch {
      // Offline or slow: the token still expires on its own within hours.
    } finally {
      clearTimeout(timer);
    }
  }
  clearSession();
}
