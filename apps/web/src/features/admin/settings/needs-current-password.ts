/**
 * The server asks for the current password exactly when the password or the email changes (email compared
 * without letter case, as the server does); 'Password Saat Ini' shows and is required then.
 */
export function needsCurrentPassword(
  user: { email: string },
  values: { email: string; password?: string | undefined },
): boolean {
  return (values.password ?? '') !== '' || values.email.trim().toLowerCase() !== user.email.toLowerCase();
}
