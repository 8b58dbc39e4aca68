import { createHash, randomBytes } from 'node:crypto';
import type { ForgotPasswordBody } from '@alumni/contract';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { badRequest } from '../../lib/errors.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { hashPassword } from '../../lib/password.ts';
import { AUTH_MESSAGES, resetMailText } from './auth.messages.ts';

export const RESET_TTL_MS = 60 * 60 * 1000;

/** Only the sha256 of a link's token is stored: a leaked table cannot be turned into working links. */
export const hashResetToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface ResetRequestDeps {
  now: () => Date;
  scryptLogN: number;
  publicUrl: string;
  mailer: Mailer;
  log: Pick<FastifyBaseLogger, 'error'>;
}

/**
 * POST /forgot-password. The caller learns nothing about whether the email exists: the new password is
 * hashed either way (the costly step), and the mail is handed to the mailer without waiting for SMTP.
 * A new request replaces the member's earlier unused links.
 */
export async function requestPasswordReset(
  db: Db,
  input: ForgotPasswordBody,
  deps: ResetRequestDeps,
): Promise<void> {
  const passwordHash = await hashPassword(input.password, deps.scryptLogN);
  const user = await db
    .selectFrom('users')
    .select(['id', 'name', 'email'])
    .where(sql`lower(email)`, '=', input.email.toLowerCase())
    .executeTakeFirst();
  if (!user) return;

  const token = randomBytes(32).toString('base64url');
  const now = deps.now();
  await db.transaction().execute(async (tx) => {
    await tx
      .deleteFrom('password_resets')
      .where('user_id', '=', user.id)
      .where('used_at', 'is', null)
      .execute();
    await tx
      .insertInto('password_resets')
      .values({
        user_id: user.id,
        token_hash: hashResetToken(token),
        password_hash: passwordHash,
        expires_at: new Date(now.getTime() + RESET_TTL_MS).toISOString(),
        used_at: null,
        created_at: now.toISOString(),
      })
      .execute();
  });

  const link = `${deps.publicUrl}/forget-password/confirm?token=${encodeURIComponent(token)}`;
  deps.mailer
    .send({ to: user.email, subject: AUTH_MESSAGES.resetMailSubject, text: resetMailText(user.name, link) })
    .catch((err: unknown) => deps.log.error({ err, userId: user.id }, 'password reset mail failed'));
}

/**
 * POST /forgot-password/confirm: applies the pending password once. The password change, the
 * token_version bump (every earlier session token stops working) and marking the link used commit
 * together; the `used_at is null` condition on the update makes two concurrent confirmations of the
 * same link succeed at most once.
 */
export async function confirmPasswordReset(db: Db, token: string, deps: { now: () => Date }): Promise<void> {
  const invalid = () => badRequest(AUTH_MESSAGES.resetTokenInvalid, 'RESET_TOKEN_INVALID');
  const now = deps.now().toISOString();
  await db.transaction().execute(async (tx) => {
    const reset = await tx
      .selectFrom('password_resets')
      .select(['id', 'user_id', 'password_hash', 'expires_at', 'used_at'])
      .where('token_hash', '=', hashResetToken(token))
      .executeTakeFirst();
    if (!reset || reset.used_at !== null || reset.expires_at <= now) throw invalid();

    const claimed = await tx
      .updateTable('password_resets')
      .set({ used_at: now })
      .where('id', '=', reset.id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) throw invalid();

    await tx
      .updateTable('users')
      .set((eb) => ({
        password_hash: reset.password_hash,
        token_version: eb('token_version', '+', 1),
        updated_at: now,
      }))
      .where('id', '=', reset.user_id)
      .execute();
  });
}
