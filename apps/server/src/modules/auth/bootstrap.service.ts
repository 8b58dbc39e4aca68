import { randomInt } from 'node:crypto';
import { chmod, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/index.ts';
import { AppError } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/password.ts';
import { insertUser } from '../users/create-user.service.ts';
import { adminExists, selectHolderOf } from './auth.repo.ts';

/** No look-alike characters (0/O, 1/l/I), so the printed password can be typed from a screen. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

export function generatePassword(length = 20): string {
  let out = '';
  for (let i = 0; i < length; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}

/** Where a generated first password is written (in DATA_DIR). */
export const FIRST_ADMIN_PASSWORD_FILE = 'first-admin-password.txt';

const hasAdmin = (db: Db) => adminExists(db);

/**
 * At start: when no administrator exists, create one from ADMIN_USERNAME / ADMIN_EMAIL /
 * ADMIN_PASSWORD. Without ADMIN_PASSWORD a random one is generated and written once to
 * DATA_DIR/first-admin-password.txt (mode 0600; the log says where, never the password itself); it is never
 * made again because from the next start on an administrator exists.
 */
export async function ensureFirstAdmin(
  db: Db,
  config: Pick<Config, 'admin' | 'scryptLogN' | 'dataDir'>,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
): Promise<void> {
  if (await hasAdmin(db)) return;

  const { username, email } = config.admin;
  const clash = await selectHolderOf(db, username, email);
  if (clash) {
    const what =
      clash.username.toLowerCase() === username.toLowerCase() ? `username "${username}"` : `email "${email}"`;
    throw new Error(
      `Cannot create the first administrator: the ${what} already belongs to a member. ` +
        'Set ADMIN_USERNAME and ADMIN_EMAIL to values no member uses, then start again.',
    );
  }

  const generated = config.admin.password === undefined;
  const password = config.admin.password ?? generatePassword();
  const now = new Date().toISOString();
  try {
    await insertUser(
      db,
      {
        name: 'Administrator',
        username,
        email,
        password_hash: await hashPassword(password, config.scryptLogN),
        role: 'ROLE_ADMIN',
      },
      now,
    );
  } catch (err) {
    // Another instance starting at the same moment created it first: that is the outcome we wanted.
    if (err instanceof AppError && err.statusCode === 409 && (await hasAdmin(db))) return;
    throw err;
  }

  if (generated) {
    // Never in the log (docs/decisions/020, "Logs"): a file only the server's user can read, named in the log.
    const file = path.join(config.dataDir, FIRST_ADMIN_PASSWORD_FILE);
    await writeFile(file, `${password}\n`, { mode: 0o600 });
    await chmod(file, 0o600);
    log.warn(
      `First administrator created: sign in at /admin/login with username "${username}" and the password ` +
        `written to ${file} (readable by the server's user only). Change it under Pengaturan after signing ` +
        'in, then delete that file.',
    );
  } else {
    log.info({ username }, 'First administrator created from ADMIN_USERNAME / ADMIN_PASSWORD');
  }
}
