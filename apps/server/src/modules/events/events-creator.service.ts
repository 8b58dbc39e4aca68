import type { InlineCreatorInput } from '@alumni/contract';
import type { Executor } from '../../db/index.ts';
import { insertMember } from '../users/create-user.service.ts';

/**
 * The admin event form's "create a new user" creator: a ROLE_USER member, written with `tx` (the
 * event's transaction, so a later failure removes the member too). The row itself is written by
 * users/create-user.service.ts (shared with POST /user): same uniqueness checks and 409 messages as
 * POST /register. The password is already hashed (outside the transaction: scrypt is slow).
 */
export const insertInlineMember = (
  tx: Executor,
  input: InlineCreatorInput,
  passwordHash: string,
  at: string,
): Promise<{ id: number; username: string }> =>
  insertMember(
    tx,
    { name: input.name, nickname: input.nickname, username: input.username, email: input.email },
    passwordHash,
    at,
  );
