import type { Executor } from '../../db/index.ts';
import { selectSearchKeySources, updateUserRow } from './account.repo.ts';

// The normalised copies of a member's name and city that 'Cari Teman' searches (docs/decisions/027):
// `search_key` (name, nickname, username) and `city_key` (city), kept up to date by every writer of those
// columns, so one portable indexed `LIKE` / equality serves SQLite and PostgreSQL alike.

/** Lower case, accents stripped (NFKD, marks removed), runs of spaces as one: 'José  Ñoño' → 'jose nono'. */
export function normaliseKey(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** `users.search_key` for a name, nickname and username. */
export function searchKeyOf(row: { name: string; nickname?: string | null; username: string }): string {
  return normaliseKey([row.name, row.nickname ?? '', row.username].join(' '));
}

/** `users.city_key` for a city (null when there is none). */
export function cityKeyOf(city: string | null | undefined): string | null {
  if (!city) return null;
  const key = normaliseKey(city);
  return key === '' ? null : key;
}

/** Re-derives both keys of one users row from what it now holds; call after any write of those columns. */
export async function refreshSearchKeys(tx: Executor, userId: number): Promise<void> {
  const row = await selectSearchKeySources(tx, userId);
  if (!row) return;
  await updateUserRow(tx, userId, { search_key: searchKeyOf(row), city_key: cityKeyOf(row.city) });
}
