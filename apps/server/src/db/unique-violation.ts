/**
 * Which users unique index a failed insert hit, on either dialect: PostgreSQL reports code 23505 and
 * the index name in `constraint`; better-sqlite3 reports SQLITE_CONSTRAINT_UNIQUE and names the index
 * (users_username_ci / users_email_ci) in the message. Anything else is not ours to translate.
 */
export function violatedUserField(err: unknown): 'username' | 'email' | null {
  if (typeof err !== 'object' || err === null) return null;
  const e = err as { code?: unknown; constraint?: unknown; message?: unknown };
  if (e.code !== '23505' && e.code !== 'SQLITE_CONSTRAINT_UNIQUE') return null;
  const where = `${typeof e.constraint === 'string' ? e.constraint : ''} ${typeof e.message === 'string' ? e.message : ''}`;
  if (where.includes('username')) return 'username';
  if (where.includes('email')) return 'email';
  return null;
}
