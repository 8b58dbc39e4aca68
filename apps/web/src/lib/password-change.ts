import type { CurrentUser } from '@alumni/contract';
import { paths } from '#web/lib/paths.ts';

/** The one page a user with an admin's temporary password may see (docs/decisions/007). */
export const CHANGE_PASSWORD_PATH = paths.changePassword;

/**
 * True when the signed-in user still has an admin's temporary password and is anywhere but 'Ganti Password'.
 * A session stored before the flag existed reads as not flagged (the server refuses it anyway).
 */
export function holdForPasswordChange(
  user: Pick<CurrentUser, 'mustChangePassword'> | undefined,
  pathname: string,
): boolean {
  return user?.mustChangePassword === true && pathname.replace(/\/+$/, '') !== CHANGE_PASSWORD_PATH;
}
