import {
  checkImportRows,
  IMPORT_FAILED,
  IMPORT_MSG,
  type ImportMember,
  type ImportRowIssue,
  type ImportUserRow,
  importErrorList,
} from '@alumni/contract';
import type { Db, Executor } from '../../db/index.ts';
import type { NewUser } from '../../db/types.ts';
import { violatedUserField } from '../../db/unique-violation.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { badRequest } from '../../lib/errors.ts';
import { withAdminActivity } from '../activity-log/activity-log.service.ts';
import { newUserRow } from './create-user.service.ts';
import { insertImportBatch, insertUserRows, selectTakenKeys } from './users.repo.ts';

/** docs/spec.md §3: what every imported member gets besides the sheet's columns (and ROLE_USER: newUserRow). */
export const IMPORT_DEFAULTS = {
  occupation: '-',
  about: '-',
  specialities: '-',
  picture: null,
  languages: 'Bahasa',
} as const;

/**
 * Values per IN (...) lookup and rows per INSERT. 500 rows x 24 columns = 12,000 parameters: under
 * SQLite's 32,766 and PostgreSQL's 65,535.
 */
const CHUNK = 500;
/** How many usernames the activity row lists (the count is always there). */
const LOGGED_USERNAMES = 20;

const chunks = <T>(items: readonly T[], size = CHUNK): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
};

const refuse = (issues: readonly ImportRowIssue[]) =>
  badRequest(IMPORT_FAILED, 'IMPORT_INVALID', importErrorList(issues));

/**
 * Usernames and emails of the file that the users table already holds (without case), as row issues.
 * One query per 500 values: `lower(x) in (...)` uses the unique lower() indexes.
 */
async function takenInDatabase(tx: Executor, members: readonly ImportMember[]): Promise<ImportRowIssue[]> {
  const takenUsernames = new Set<string>();
  const takenEmails = new Set<string>();
  for (const part of chunks(members.map((m) => m.username.toLowerCase()))) {
    for (const key of await selectTakenKeys(tx, 'username', part)) takenUsernames.add(key);
  }
  for (const part of chunks(members.map((m) => m.email.toLowerCase()))) {
    for (const key of await selectTakenKeys(tx, 'email', part)) takenEmails.add(key);
  }
  const issues: ImportRowIssue[] = [];
  for (const m of members) {
    if (takenUsernames.has(m.username.toLowerCase()))
      issues.push({ row: m.row, message: IMPORT_MSG.usernameTaken(m.username) });
    if (takenEmails.has(m.email.toLowerCase()))
      issues.push({ row: m.row, message: IMPORT_MSG.emailTaken(m.email) });
  }
  return issues;
}

function toUserRow(m: ImportMember, at: string, batchId: number): NewUser {
  const row = newUserRow(
    {
      name: m.name,
      username: m.username,
      email: m.email,
      // No usable password: login refuses the member until they set one through /forget-password.
      password_hash: null,
      nickname: m.nickname,
      phone_number: m.phoneNumber,
      address: m.address,
      high_school: m.highSchool,
      city: m.city,
      occupation: IMPORT_DEFAULTS.occupation,
      about: IMPORT_DEFAULTS.about,
      picture: IMPORT_DEFAULTS.picture,
      specialities: IMPORT_DEFAULTS.specialities,
      languages: IMPORT_DEFAULTS.languages,
    },
    at,
  );
  return { ...row, import_batch_id: batchId };
}

/**
 * POST /user/imports. Every row is checked (field rules, repeats inside the file, names already in
 * the database) and ALL problems are answered at once as one 400 (spec's import failure text, errors
 * 'baris N'); nothing is written unless every row is fine. The database check, the batched inserts
 * and the one 'Pengguna' / 'Impor' activity row run in one transaction.
 */
export async function importUsers(
  deps: { db: Db; now: () => Date },
  admin: AuthUser,
  rows: readonly ImportUserRow[],
): Promise<{ imported: number; batchId: number }> {
  const { members, errors } = checkImportRows(rows);
  // Rows with field errors are not looked up: their values may not even be a username or an email.
  const now = deps.now();
  const at = now.toISOString();
  try {
    return await withAdminActivity(
      deps.db,
      async (tx) => {
        const taken = await takenInDatabase(tx, members);
        if (errors.length > 0 || taken.length > 0) throw refuse([...errors, ...taken]);
        // The batch (who, when, how many) that 'Batalkan Import' can undo (docs/decisions/014).
        const batchId = await insertImportBatch(tx, {
          created_by: admin.id,
          created_by_name: admin.name,
          created_at: at,
          total: members.length,
        });
        for (const part of chunks(members)) {
          await insertUserRows(
            tx,
            part.map((m) => toUserRow(m, at, batchId)),
          );
        }
        // Read in the log as 'jumlah: 3' and 'Username: a, b, c' (the first 20, then '…').
        const usernames = members.slice(0, LOGGED_USERNAMES).map((m) => m.username);
        if (members.length > LOGGED_USERNAMES) usernames.push('…');
        return {
          result: { imported: members.length, batchId },
          activity: {
            module: 'Pengguna',
            action: 'Impor',
            activityInfo: `Mengimpor ${members.length} pengguna`,
            newValue: { jumlah: members.length, batch: batchId, username: usernames.join(', ') },
          },
        };
      },
      admin,
      now,
    );
  } catch (err) {
    // A member who signed up meanwhile with the same name: the unique index decides, nothing is kept.
    const field = violatedUserField(err);
    if (field) throw badRequest(IMPORT_FAILED, 'IMPORT_INVALID', [{ path: 'file', message: IMPORT_FAILED }]);
    throw err;
  }
}
