import type { Db } from '../../db/index.ts';
import { judgeToken, SESSION_EXPIRED, type TokenClaims } from '../../lib/auth.ts';
import { unauthorized } from '../../lib/errors.ts';
import {
  deleteExpiredSessions,
  insertRotatedSession,
  rotateSessionRow,
  selectSessionState,
  upsertEndedSession,
} from './auth.repo.ts';

/**
 * Sessions as token families (docs/decisions/020-sessions-as-token-families.md). A password sign-in starts a
 * session (a random `sid` in every token of it) whose tokens are numbered by generation. `POST /refresh-token`
 * retires the token it is called with and answers the next generation; the retired one keeps working for
 * REFRESH_GRACE_SECONDS (requests the same browser already sent, other tabs refreshing at the same moment), then
 * any use of it ends the whole session (reuse detection: a copy of a token is being used after its owner moved
 * on, or the other way round). Logout ends the session; 'Keluar dari semua perangkat' bumps the account's
 * token_version, which ends every session of it.
 */
export { REFRESH_GRACE_SECONDS } from '../../lib/auth.ts';

import { REFRESH_GRACE_SECONDS } from '../../lib/auth.ts';

const expiresAfter = (now: Date, ttlSeconds: number) =>
  new Date(now.getTime() + ttlSeconds * 1000).toISOString();

/**
 * Ends the session: every token of it is refused from now on (lib/auth.ts). The row stays until every token
 * issued so far has expired (`now + TOKEN_TTL`); expired rows of any session are removed at the same time.
 * Ending twice is harmless.
 */
export async function endSession(
  db: Db,
  session: { sessionId: string; userId: number },
  now: Date,
  ttlSeconds: number,
): Promise<void> {
  const at = now.toISOString();
  await upsertEndedSession(db, {
    id: session.sessionId,
    user_id: session.userId,
    generation: 0,
    grace_until: at,
    ended_at: at,
    expires_at: expiresAfter(now, ttlSeconds),
  });
  await deleteExpiredSessions(db, at);
}

/**
 * POST /refresh-token: retires the presented token and answers the generation of the token to sign. Two
 * requests with the same token (two tabs) both succeed: the first rotates, the second (within the grace)
 * gets the new current generation too. A retired token past its grace ends the session (401).
 */
export async function rotateSession(
  db: Db,
  token: TokenClaims,
  userId: number,
  now: Date,
  ttlSeconds: number,
): Promise<number> {
  const next = token.generation + 1;
  const values = {
    generation: next,
    grace_until: new Date(now.getTime() + REFRESH_GRACE_SECONDS * 1000).toISOString(),
    expires_at: expiresAfter(now, ttlSeconds),
  };
  const rotated =
    token.generation === 0
      ? await insertRotatedSession(db, token.sessionId, userId, values)
      : await rotateSessionRow(db, token.sessionId, token.generation, values);
  if (rotated) return next;

  // Someone rotated first (another tab, another instance) or the session ended meanwhile.
  const row = await selectSessionState(db, token.sessionId);
  const standing = judgeToken(row, token.generation, now);
  if (row && (standing === 'grace' || standing === 'current')) return row.generation;
  if (standing === 'retired') await endSession(db, { sessionId: token.sessionId, userId }, now, ttlSeconds);
  throw unauthorized(SESSION_EXPIRED, 'SESSION_EXPIRED');
}

/**
 * POST /refresh-token: once the sign-in is older than SESSION_MAX_DAYS the password is asked again (checked
 * before the session rotates; signToken refuses such a session too).
 */
export function assertRefreshable(token: TokenClaims, now: Date, sessionMaxSeconds: number): void {
  if (now.getTime() / 1000 - token.authTime > sessionMaxSeconds)
    throw unauthorized(SESSION_EXPIRED, 'SESSION_EXPIRED');
}
