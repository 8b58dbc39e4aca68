import { createHash, randomBytes } from 'node:crypto';
import type { ConfirmResetBody, ForgotPasswordBody } from '@alumni/contract';
import type { Db, Executor } from '../../db/index.ts';
import { badRequest } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/password.ts';
import { readCommunity } from '../community/community.service.ts';
import { enqueueMail } from '../mail/mail.service.ts';
import { setPassword } from '../users/account.service.ts';
import { AUTH_MESSAGES, resetMail } from './auth.messages.ts';
import {
  claimReset,
  deleteOpenResets,
  insertReset,
  selectAccountByEmail,
  selectResetByHash,
} from './auth.repo.ts';

export const RESET_TTL_MS = 60 * 60 * 1000;

/** Only the sha256 of a link's token is stored: a leaked table cannot be turned into working links. */
export const hashResetToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface ResetRequestDeps {
  now: () => Date;
  publicUrl: string;
  /** Asks the outbox's sender to send the queued mail now (app.mailJob.wake). */
  wakeMailer: () => void;
}

/**
 * POST /forgot-password: mails a single-use link to the account's address. The request carries no password
 * (a `password` in the body is ignored): whoever opens the link types the new one, so a stranger who knows
 * an email address can at most send its owner a mail (docs/decisions/007). The caller learns nothing about
 * whether the email exists, and the mail is queued in the outbox in the link's own transaction and sent by the
 * sender loop, never waited for (modules/mail). A new request
 * replaces the member's earlier unused links, and its mail says so when one of them was still valid.
 */
export async function requestPasswordReset(
  db: Db,
  input: Pick<ForgotPasswordBody, 'email'>,
  deps: ResetRequestDeps,
): Promise<void> {
  const user = await selectAccountByEmail(db, input.email);
  if (!user) return;

  const token = randomBytes(32).toString('base64url');
  const now = deps.now();
  const link = `${deps.publicUrl}/forget-password/confirm?token=${encodeURIComponent(token)}`;
  await db.transaction().execute(async (tx) => {
    const dropped = await deleteOpenResets(tx, user.id);
    await insertReset(tx, {
      user_id: user.id,
      token_hash: hashResetToken(token),
      expires_at: new Date(now.getTime() + RESET_TTL_MS).toISOString(),
      used_at: null,
      created_at: now.toISOString(),
    });
    const replacedLiveLink = dropped.some((r) => r.expires_at > now.toISOString());
    await enqueueMail(
      tx,
      {
        kind: 'password-reset',
        to: user.email,
        subject: AUTH_MESSAGES.resetMailSubject,
        ...resetMail(user.name, link, { replacedLiveLink }),
        userId: user.id,
        secret: true,
      },
      now,
    );
  });
  deps.wakeMailer();
}

/**
 * POST /forgot-password/confirm: the person holding the link sets the password they typed on its page.
 * The link is checked before the (slow) hash so a wrong token costs nothing. The password change, the
 * token_version bump (every earlier session token stops working), clearing a pending temporary-password
 * flag and marking the link used commit together; the `used_at is null` condition on the update makes two
 * concurrent confirmations of the same link succeed at most once.
 */
export async function confirmPasswordReset(
  db: Db,
  input: ConfirmResetBody,
  deps: { now: () => Date; scryptLogN: number },
): Promise<void> {
  const invalid = () => badRequest(AUTH_MESSAGES.resetTokenInvalid, 'RESET_TOKEN_INVALID');
  const tokenHash = hashResetToken(input.token);
  const live = async (ex: Executor, at: string) => {
    const reset = await selectResetByHash(ex, tokenHash);
    if (!reset || reset.used_at !== null || reset.expires_at <= at) throw invalid();
    return reset;
  };
  await live(db, deps.now().toISOString());
  const passwordHash = await hashPassword(input.password, deps.scryptLogN);

  const now = deps.now().toISOString();
  await db.transaction().execute(async (tx) => {
    const reset = await live(tx, now);
    if (!(await claimReset(tx, reset.id, now))) throw invalid();

    await setPassword(tx, reset.user_id, passwordHash, now);
  });
}

/**
 * The committee's WhatsApp number (62…) from the community settings (docs/decisions/021), or null when none
 * is set: 'Lupa password' names it when the site cannot send e-mail (docs/decisions/022).
 */
export async function committeeWhatsApp(db: Executor): Promise<string | null> {
  return (await readCommunity(db)).whatsapp;
}
