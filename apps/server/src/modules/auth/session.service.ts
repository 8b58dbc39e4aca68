import type { Db } from '../../db/index.ts';
import type { TokenClaims } from '../../lib/auth.ts';
import { SESSION_EXPIRED } from '../../lib/auth.ts';
import { unauthorized } from '../../lib/errors.ts';

/**
 * POST /logout: the token stops working at once (lib/auth.ts refuses a listed jti). Its row is kept only until the
 * token would have expired anyway; each logout also clears rows whose tokens have expired, so the table holds
 * at most the logouts of one token life. Logging out twice is harmless.
 */
export async function revokeToken(db: Db, token: TokenClaims, now: Date): Promise<void> {
  const expiresAt = new Date(Math.max(token.expiresAt * 1000, now.getTime())).toISOString();
  await db
    .insertInto('revoked_tokens')
    .values({ jti: token.jti, expires_at: expiresAt })
    .onConflict((oc) => oc.column('jti').doNothing())
    .execute();
  await db.deleteFrom('revoked_tokens').where('expires_at', '<', now.toISOString()).execute();
}

/**
 * POST /refresh-token: a still-valid token is traded for a fresh one carrying the same sign-in time, so an active
 * member stays signed in with short-lived tokens; once the sign-in is older than SESSION_MAX_DAYS the password
 * is asked again.
 */
export function assertRefreshable(token: TokenClaims, now: Date, sessionMaxSeconds: number): void {
  if (now.getTime() / 1000 - token.authTime > sessionMaxSeconds) {
    throw unauthorized(SESSION_EXPIRED, 'SESSION_EXPIRED');
  }
}
