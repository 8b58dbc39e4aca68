import type { CurrentUser } from '@alumni/contract';
import { clearSession, readSession, type Session, writeSession } from './session.ts';

/**
 * Tokens live 12 hours (server TOKEN_TTL_HOURS). While the member uses the site, the token is traded for a
 * fresh one once half its life has passed (POST /refresh-token), so an active phone stays signed in without
 * long-lived tokens. The server caps the chain at SESSION_MAX_DAYS after the password was typed.
 */

/** The token's issue and expiry instants (epoch ms) from its payload; null when unreadable. */
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

/** True once more than half of the token's life is gone (and it has not expired). */
export function shouldRefresh(token: string, now: number = Date.now()): boolean {
  const life = tokenLife(token);
  if (!life || now >= life.expiresAt) return false;
  return now - life.issuedAt > (life.expiresAt - life.issuedAt) / 2;
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
  if (!session || !shouldRefresh(session.token, now)) return Promise.resolve();
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
