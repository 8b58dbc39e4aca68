import { ACTIVATION_MSG, type ActivateBody, type ActivationRefusal } from '@alumni/contract';
import type { Db, Executor } from '../../db/index.ts';
import { badRequest } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/password.ts';
import type { SignedIn } from '../auth/auth.service.ts';
import { setPassword } from '../users/account.service.ts';
import { loadCurrentUser } from '../users/current-user.service.ts';
import { claimOpenInvitationsOf, selectInvitationByHash } from './invitations.repo.ts';
import { hashInvitationToken } from './invitations.service.ts';

const MESSAGES: Record<ActivationRefusal, string> = {
  ACTIVATION_INVALID: ACTIVATION_MSG.invalid,
  ACTIVATION_USED: ACTIVATION_MSG.used,
  ACTIVATION_EXPIRED: ACTIVATION_MSG.expired,
};
const refuse = (code: ActivationRefusal) => badRequest(MESSAGES[code], code);

/**
 * The invitation behind a token, or the refusal that says why it no longer works: unknown, used (or the
 * member set a password some other way, e.g. forgot-password: the link must not replace it), expired.
 */
async function liveInvitation(ex: Executor, token: string, at: string) {
  const row = await selectInvitationByHash(ex, hashInvitationToken(token));
  if (!row) throw refuse('ACTIVATION_INVALID');
  if (row.used_at !== null || row.password_hash !== null) throw refuse('ACTIVATION_USED');
  if (row.expires_at <= at) throw refuse('ACTIVATION_EXPIRED');
  return row;
}

/** POST /activation/check: the page asks before the member types a password. */
export async function checkActivation(db: Db, token: string, now: () => Date) {
  const row = await liveInvitation(db, token, now().toISOString());
  return { name: row.name, username: row.username };
}

/**
 * POST /activation ('Aktifkan Akun'): the member sets their first password through the single-use link and
 * is signed in. Like the reset link (modules/auth/password-reset.service.ts): the link is checked before the
 * slow hash; the password (setPassword: one way for every own password), marking this link used and every
 * other open invitation of the member used too, commit together; the `used_at is null` and
 * `password_hash is null` conditions make two concurrent activations succeed at most once.
 */
export async function activate(
  db: Db,
  body: ActivateBody,
  deps: { now: () => Date; scryptLogN: number },
): Promise<SignedIn> {
  await liveInvitation(db, body.token, deps.now().toISOString());
  const passwordHash = await hashPassword(body.password, deps.scryptLogN);
  const now = deps.now().toISOString();
  return db.transaction().execute(async (tx) => {
    const invitation = await liveInvitation(tx, body.token, now);
    const claimed = await claimOpenInvitationsOf(tx, invitation.user_id, now);
    if (claimed < 1) throw refuse('ACTIVATION_USED');
    // Only while the member still has no password: one set another way meanwhile spends the link.
    const updated = await setPassword(tx, invitation.user_id, passwordHash, now, { firstPassword: true });
    if (!updated) throw refuse('ACTIVATION_USED');
    return { currentUser: await loadCurrentUser(tx, invitation.user_id), subject: updated };
  });
}
