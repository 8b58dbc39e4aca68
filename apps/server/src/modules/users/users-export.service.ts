import type { Readable } from 'node:stream';
import { USER_EXPORT_COLUMNS, type UserListQuery } from '@alumni/contract';
import type { Executor } from '../../db/index.ts';
import { formatEventDate } from '../../lib/dates.ts';
import { type Cell, EXPORT_PAGE_SIZE, streamXlsx } from '../../lib/xlsx-export.ts';
import { listAdminRows, type UserListRow } from './users.repo.ts';

/**
 * The /admin/user list as filtered (search, 'Belum aktif' status and sort of GET /user), every page of it, EXPORT_PAGE_SIZE
 * rows per query in the list's own order (each order ends on the id, so pages never overlap).
 */
export async function* userExportPages(
  db: Executor,
  query: Pick<UserListQuery, 'sortBy' | 'username' | 'status'>,
  pageSize = EXPORT_PAGE_SIZE,
): AsyncGenerator<UserListRow[]> {
  for (let skip = 0; ; skip += pageSize) {
    const page = { page: skip / pageSize + 1, limit: pageSize, skip };
    const rows = await listAdminRows(
      db,
      {
        offset: undefined,
        limit: undefined,
        sortBy: query.sortBy,
        username: query.username,
        status: query.status,
      },
      page,
    );
    if (rows.length > 0) yield rows;
    if (rows.length < pageSize) return;
  }
}

const ROLE_LABEL: Record<string, string> = {
  ROLE_USER: 'Anggota',
  ROLE_ADMIN: 'Admin',
  ROLE_ADMINS: 'Admin',
};

export function userCells(r: UserListRow, timeZone: string): Cell[] {
  return [
    r.name,
    r.username,
    r.email,
    r.phone_number ?? '',
    ROLE_LABEL[r.role] ?? r.role,
    formatEventDate(r.created_at, timeZone),
  ];
}

/** GET /export/users (admin): 'Unduh Pengguna'. */
export async function exportUsers(
  deps: { db: Executor; timeZone: string; now: () => Date },
  query: Pick<UserListQuery, 'sortBy' | 'username' | 'status'>,
): Promise<{ file: Readable; filename: string }> {
  const file = streamXlsx(
    'Pengguna',
    USER_EXPORT_COLUMNS,
    (async function* () {
      for await (const page of userExportPages(deps.db, query))
        yield page.map((r) => userCells(r, deps.timeZone));
    })(),
    [28, 18, 30, 16, 10, 18],
  );
  const day = formatEventDate(deps.now().toISOString(), deps.timeZone)
    .slice(0, 10)
    .split('/')
    .reverse()
    .join('-');
  return { file, filename: `pengguna-${day}.xlsx` };
}
