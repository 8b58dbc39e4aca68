import { ADMIN_ROLES, MAX_DB_ID, type UserListQuery } from '@alumni/contract';
import { type Insertable, type Selectable, sql, type Updateable } from 'kysely';
import { containsInsensitive, type Executor } from '../../db/index.ts';
import type {
  BusinessesTable,
  EducationsTable,
  ImportBatchesTable,
  NewUser,
  UserRow,
  UserUpdate,
} from '../../db/types.ts';
import type { Page } from '../../lib/pagination.ts';
import { livingMember } from './deceased.service.ts';

/** Every profile column; never password_hash or token_version. */
export const PROFILE_COLUMNS = [
  'id',
  'name',
  'nickname',
  'username',
  'email',
  'phone_number',
  'address',
  'high_school',
  'occupation',
  'picture',
  'about',
  'specialities',
  'languages',
  'role',
  'is_profile_complete',
  'last_login',
  'instagram',
  'facebook',
  'linkedin',
  'twitter',
  'tiktok',
  'reminder_email',
  'city',
  'birthday',
  'privacy_phone',
  'privacy_email',
  'privacy_address',
  'privacy_birthday',
  'created_at',
] as const;

export type ProfileRow = Pick<UserRow, (typeof PROFILE_COLUMNS)[number]> & {
  /** The sign-in before the newest one (what every `lastLogin` of the API means; docs/spec-resolutions.md). */
  previous_login: string | null;
};

export type UserLookup =
  | { by: 'id'; id: number }
  | { by: 'email'; email: string }
  | { by: 'username'; username: string };

/**
 * GET /user/{key}: digits are an id; text with '@' and a dot after it is an email; anything else is a
 * username (a leading '@', as mentions write it, is dropped). Null when nothing could match.
 */
export function parseLookup(key: string): UserLookup | null {
  const text = key.trim();
  if (/^\d+$/.test(text)) {
    const id = Number(text);
    return id >= 1 && id <= MAX_DB_ID ? { by: 'id', id } : null;
  }
  const at = text.indexOf('@');
  if (at > 0 && text.indexOf('.', at) > at + 1) return { by: 'email', email: text.toLowerCase() };
  const username = text.replace(/^@+/, '');
  return username ? { by: 'username', username: username.toLowerCase() } : null;
}

/** One user's profile row; email and username compare without case (the unique lower() indexes). */
export async function findProfileRow(db: Executor, lookup: UserLookup): Promise<ProfileRow | undefined> {
  const base = db
    .selectFrom('users')
    .select(PROFILE_COLUMNS)
    // The same rule as previousLogin (modules/users/current-user.service.ts): the second newest sign-in.
    .select((eb) =>
      eb
        .selectFrom('login_history as h')
        .select('h.created_at')
        .whereRef('h.user_id', '=', 'users.id')
        .orderBy('h.created_at', 'desc')
        .orderBy('h.id', 'desc')
        .limit(1)
        .offset(1)
        .as('previous_login'),
    );
  if (lookup.by === 'id') return base.where('id', '=', lookup.id).executeTakeFirst();
  if (lookup.by === 'email')
    return base.where((eb) => eb(eb.fn('lower', ['email']), '=', lookup.email)).executeTakeFirst();
  return base.where((eb) => eb(eb.fn('lower', ['username']), '=', lookup.username)).executeTakeFirst();
}

export interface WorkingExpRow {
  id: number;
  position: string | null;
  job_type_id: number | null;
  job_type_name: string | null;
  name: string | null;
  address: string | null;
  start_date: string | null;
  end_date: string | null;
  currently_working: number;
  description: string | null;
}
export type BusinessRow = Omit<Selectable<BusinessesTable>, 'user_id' | 'deleted' | 'created_at'>;
export type EducationRow = Omit<Selectable<EducationsTable>, 'user_id' | 'deleted' | 'created_at'>;

export interface SubRecords {
  workingExps: WorkingExpRow[];
  businesses: BusinessRow[];
  educations: EducationRow[];
}

// Newest first; undated records last on both dialects (PostgreSQL would put NULLs first in DESC).
const undatedLast = sql<number>`case when start_date is null then 1 else 0 end`;

/** A user's non-deleted experiences (with the job type's name), businesses and educations: 3 queries. */
export async function loadSubRecords(db: Executor, userId: number): Promise<SubRecords> {
  const [workingExps, businesses, educations] = await Promise.all([
    db
      .selectFrom('working_experiences as w')
      .leftJoin('job_types as j', 'j.id', 'w.job_type_id')
      .select([
        'w.id',
        'w.position',
        'w.job_type_id',
        'j.name as job_type_name',
        'w.name',
        'w.address',
        'w.start_date',
        'w.end_date',
        'w.currently_working',
        'w.description',
      ])
      .where('w.user_id', '=', userId)
      .where('w.deleted', '=', 0)
      .orderBy(sql`case when w.start_date is null then 1 else 0 end`)
      .orderBy('w.start_date', 'desc')
      .orderBy('w.id', 'desc')
      .execute(),
    db
      .selectFrom('businesses')
      .select([
        'id',
        'name',
        'address',
        'start_date',
        'end_date',
        'currently_working',
        'description',
        'line',
        'unlisted',
      ])
      .where('user_id', '=', userId)
      .where('deleted', '=', 0)
      .orderBy(undatedLast)
      .orderBy('start_date', 'desc')
      .orderBy('id', 'desc')
      .execute(),
    db
      .selectFrom('educations')
      .select(['id', 'university', 'title', 'study_major', 'start_date', 'end_date', 'gpa', 'description'])
      .where('user_id', '=', userId)
      .where('deleted', '=', 0)
      .orderBy(undatedLast)
      .orderBy('start_date', 'desc')
      .orderBy('id', 'desc')
      .execute(),
  ]);
  return { workingExps, businesses, educations };
}

const LIST_COLUMNS_PUBLIC = ['id', 'name', 'username', 'picture'] as const;
const LIST_COLUMNS_ADMIN = [
  ...LIST_COLUMNS_PUBLIC,
  'email',
  'phone_number',
  'role',
  'created_at',
  'deceased',
] as const;
export type UserListRow = Pick<UserRow, (typeof LIST_COLUMNS_ADMIN)[number]> & {
  /** 1 when the member has set a password (not 'Belum aktif', docs/decisions/014). */
  active: number;
  last_invited_at: string | null;
  /** 'whatsapp', or the newest invitation's mail state (outbox.status); null when never invited. */
  last_invitation_state: string | null;
};
export type UserListRowPublic = Pick<UserRow, (typeof LIST_COLUMNS_PUBLIC)[number]>;

const startsWithInsensitive = (column: 'username' | 'name', text: string) =>
  sql<boolean>`lower(${sql.ref(column)}) like ${`${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`} escape '\\'`;

function filtered(db: Executor, search: string | undefined, status?: 'inactive', living = false) {
  return (
    db
      .selectFrom('users')
      // 'Belum aktif' is the list 'Kirim Undangan' acts on: a classmate who has passed away is never in it.
      .$if(status === 'inactive', (qb) => qb.where('password_hash', 'is', null).where(livingMember()))
      // 'In Memoriam' (docs/decisions/024): no place in members' searches and @mention suggestions.
      .$if(living, (qb) => qb.where(livingMember()))
      .$if(search !== undefined, (qb) =>
        qb.where((eb) =>
          eb.or([
            containsInsensitive('username', search as string),
            containsInsensitive('name', search as string),
          ]),
        ),
      )
  );
}

/**
 * The users matching the search in the requested order, one page of them (no columns yet). With a
 * search and the default sort, usernames that START with the text come first, then names that do,
 * then the rest (the @mention suggestions).
 */
function orderedPage(db: Executor, query: UserListQuery, page: Page, living = false) {
  const search = query.username;
  let qb = filtered(db, search, query.status, living);
  switch (query.sortBy) {
    case 'az':
      qb = qb.orderBy((eb) => eb.fn('lower', ['name']), 'asc').orderBy('id', 'asc');
      break;
    case 'za':
      qb = qb.orderBy((eb) => eb.fn('lower', ['name']), 'desc').orderBy('id', 'desc');
      break;
    case 'createdDate':
      qb = qb.orderBy('created_at', 'asc').orderBy('id', 'asc');
      break;
    default:
      if (search !== undefined)
        qb = qb.orderBy(
          sql`case when ${startsWithInsensitive('username', search)} then 0 when ${startsWithInsensitive('name', search)} then 1 else 2 end`,
        );
      qb = qb.orderBy('created_at', 'desc').orderBy('id', 'desc');
  }
  return qb.limit(page.limit).offset(page.skip);
}

/** The admin table's page: id, name, username, email, phone, picture, role, registration instant. */
export const listAdminRows = (db: Executor, query: UserListQuery, page: Page): Promise<UserListRow[]> =>
  orderedPage(db, query, page)
    .select(LIST_COLUMNS_ADMIN)
    .select((eb) => [
      eb.case().when('password_hash', 'is', null).then(0).else(1).end().as('active'),
      eb
        .selectFrom('invitations as i')
        .select((sub) => sub.fn.max('i.created_at').as('m'))
        .whereRef('i.user_id', '=', 'users.id')
        .as('last_invited_at'),
      // The newest invitation's fate: a WhatsApp link, or its mail's outbox row (ref 'invitation:<id>').
      sql<
        string | null
      >`(select case when i.channel = 'whatsapp' then 'whatsapp' else (select o.status from outbox o where o.ref = 'invitation:' || i.id) end from invitations i where i.user_id = ${sql.ref('users.id')} order by i.id desc limit 1)`.as(
        'last_invitation_state',
      ),
    ])
    .execute() as Promise<UserListRow[]>;

/** Everyone else's page: id, name, username and picture only. */
export const listPublicRows = (
  db: Executor,
  query: UserListQuery,
  page: Page,
): Promise<UserListRowPublic[]> => orderedPage(db, query, page, true).select(LIST_COLUMNS_PUBLIC).execute();

/** How many users match the search (the list's total, before paging). */
export async function countUsers(
  db: Executor,
  search: string | undefined,
  status?: 'inactive',
  living = false,
): Promise<number> {
  const row = await filtered(db, search, status, living)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

// --- Writes of the users row (create, profile, privacy, 'Bendahara', delete) ----------------------

/** Users other than `exceptId` whose username or e-mail (each only when given) is one of these, without case. */
export function selectNameHolders(
  db: Executor,
  names: { username?: string | undefined; email?: string | undefined },
  exceptId?: number,
) {
  const lowerEquals = (column: 'username' | 'email', value: string) =>
    sql<boolean>`lower(${sql.ref(column)}) = ${value.toLowerCase()}`;
  const { username, email } = names;
  return db
    .selectFrom('users')
    .select(['username', 'email'])
    .where((eb) =>
      eb.or([
        ...(username === undefined ? [] : [lowerEquals('username', username)]),
        ...(email === undefined ? [] : [lowerEquals('email', email)]),
      ]),
    )
    .$if(exceptId !== undefined, (q) => q.where('id', '!=', exceptId as number))
    .execute();
}

export function insertUserRow(tx: Executor, row: NewUser) {
  return tx.insertInto('users').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function insertUserRows(tx: Executor, rows: NewUser[]) {
  await tx.insertInto('users').values(rows).execute();
}

export async function updateUserRow(tx: Executor, id: number, changes: UserUpdate) {
  await tx.updateTable('users').set(changes).where('id', '=', id).execute();
}

export function selectPostRegisterFields(db: Executor, id: number) {
  return db
    .selectFrom('users')
    .select(['nickname', 'phone_number', 'address', 'high_school', 'occupation', 'about'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function selectPrivacy(db: Executor, id: number) {
  return db
    .selectFrom('users')
    .select(['privacy_phone', 'privacy_email', 'privacy_address', 'privacy_birthday'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function selectTreasurerFlag(db: Executor, id: number) {
  return db.selectFrom('users').select(['id', 'name', 'treasurer']).where('id', '=', id).executeTakeFirst();
}

/** The administrators' ids (locked on PostgreSQL, so the last one cannot be deleted by two requests at once). */
export function selectAdminIdsForUpdate(db: Executor, lock: boolean) {
  return db
    .selectFrom('users')
    .select('id')
    .where('role', 'in', ADMIN_ROLES)
    .$if(lock, (qb) => qb.forUpdate())
    .execute();
}

export function selectDeleteTargets(db: Executor, ids: number[]) {
  return db
    .selectFrom('users')
    .select(['id', 'username', 'email', 'name', 'role'])
    .where('id', 'in', ids)
    .orderBy('id')
    .execute();
}

/** Deletes the users' rows; the foreign keys remove or keep what hangs on them. */
export async function deleteUserRows(tx: Executor, ids: number[]) {
  await tx.deleteFrom('users').where('id', 'in', ids).execute();
}

/** Which of these lowercased usernames (or e-mails) the users table holds, without case. */
export async function selectTakenKeys(
  db: Executor,
  column: 'username' | 'email',
  keys: string[],
): Promise<string[]> {
  const rows = await db
    .selectFrom('users')
    .select(sql<string>`lower(${sql.ref(column)})`.as('key'))
    .where(sql`lower(${sql.ref(column)})`, 'in', keys)
    .execute();
  return rows.map((r) => r.key);
}

// --- Import batches ------------------------------------------------------------------------------

/** The newest `limit` batches, with how many of each one's members are still without / with a password. */
export function selectImportBatches(db: Executor, limit: number) {
  return db
    .selectFrom('import_batches as b')
    .select([
      'b.id',
      'b.created_at',
      'b.created_by_name',
      'b.total',
      'b.undone_at',
      'b.undone_by_name',
      'b.removed_count',
      'b.kept_count',
    ])
    .select((eb) => [
      eb
        .selectFrom('users as u')
        .select(sql<number>`count(*)`.as('n'))
        .whereRef('u.import_batch_id', '=', 'b.id')
        .where('u.password_hash', 'is', null)
        .as('inactive'),
      eb
        .selectFrom('users as u')
        .select(sql<number>`count(*)`.as('n'))
        .whereRef('u.import_batch_id', '=', 'b.id')
        .where('u.password_hash', 'is not', null)
        .as('active'),
    ])
    .orderBy('b.id', 'desc')
    .limit(limit)
    .execute();
}

export async function insertImportBatch(tx: Executor, row: Insertable<ImportBatchesTable>): Promise<number> {
  return (await tx.insertInto('import_batches').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

export function selectImportBatch(db: Executor, id: number) {
  return db
    .selectFrom('import_batches')
    .select(['id', 'total', 'created_at', 'undone_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Marks the batch undone; false when it was undone already (a second 'Batalkan Import' at the same moment). */
export async function claimImportBatch(
  tx: Executor,
  id: number,
  at: string,
  byName: string,
): Promise<boolean> {
  const res = await tx
    .updateTable('import_batches')
    .set({ undone_at: at, undone_by_name: byName })
    .where('id', '=', id)
    .where('undone_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function updateImportBatch(tx: Executor, id: number, changes: Updateable<ImportBatchesTable>) {
  await tx.updateTable('import_batches').set(changes).where('id', '=', id).execute();
}

/** The batch's members without a password. */
export async function selectInactiveOfBatch(db: Executor, batchId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('import_batch_id', '=', batchId)
    .where('password_hash', 'is', null)
    .execute();
  return rows.map((r) => r.id);
}

/** Those of `ids` still without a password (locked on PostgreSQL, so none activates meanwhile). */
export async function selectStillInactive(db: Executor, ids: number[], lock: boolean): Promise<number[]> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('id', 'in', ids)
    .where('password_hash', 'is', null)
    .$if(lock, (qb) => qb.forUpdate())
    .execute();
  return rows.map((r) => r.id);
}

export async function countBatchMembers(db: Executor, batchId: number): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select(sql<number>`count(*)`.as('n'))
    .where('import_batch_id', '=', batchId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
