import {
  type BusinessCard,
  type BusinessDirectoryQuery,
  DIRECTORY_DEFAULT_LIMIT,
  DIRECTORY_MAX_LIMIT,
  type DirectoryCard,
  type DirectoryQuery,
} from '@alumni/contract';
import type { Db } from '../../db/index.ts';
import { toPage } from '../../lib/pagination.ts';
import { cityKeyOf, normaliseKey } from '../users/search-keys.ts';
import { findBusinesses, findMembers } from './directory.repo.ts';

// 'Cari Teman' and 'Usaha Alumni' (docs/decisions/027). Both are for signed-in members (the route guard);
// a business card carries the owner's phone or e-mail only when the owner opened it to members.

const words = (search: string | undefined) => (search ? normaliseKey(search).split(' ').filter(Boolean) : []);
const paging = { defaultLimit: DIRECTORY_DEFAULT_LIMIT, maxLimit: DIRECTORY_MAX_LIMIT };

/** Opened to signed-in members: 'MEMBERS' or (birthday only, never stored for contact fields) 'PUBLIC'. */
const openToMembers = (level: string) => level === 'MEMBERS' || level === 'PUBLIC';

export async function listMembers(
  db: Db,
  q: DirectoryQuery,
): Promise<{ total: number; datas: DirectoryCard[] }> {
  const { total, rows } = await findMembers(
    db,
    {
      words: words(q.search),
      cityKey: cityKeyOf(q.city) ?? undefined,
      occupation: q.occupation ? q.occupation.toLowerCase() : undefined,
    },
    toPage(q, paging),
  );
  return {
    total,
    datas: rows.map((r) => ({
      id: r.id,
      username: r.username,
      name: r.name,
      nickname: r.nickname,
      picture: r.picture,
      city: r.city,
      occupation: r.occupation,
      highSchool: r.high_school,
      deceased: r.deceased === 1,
    })),
  };
}

export async function listBusinesses(
  db: Db,
  q: BusinessDirectoryQuery,
): Promise<{ total: number; datas: BusinessCard[] }> {
  const { total, rows } = await findBusinesses(
    db,
    { words: words(q.search), cityKey: cityKeyOf(q.city) ?? undefined, line: q.line },
    toPage(q, paging),
  );
  return {
    total,
    datas: rows.map((r) => ({
      id: r.id,
      name: r.name,
      description: r.description,
      address: r.address,
      line: r.line,
      owner: {
        id: r.owner_id,
        username: r.username,
        name: r.owner_name,
        picture: r.picture,
        city: r.city,
        deceased: r.deceased === 1,
      },
      ...(openToMembers(r.privacy_phone) ? { phoneNumber: r.phone_number } : {}),
      ...(openToMembers(r.privacy_email) ? { email: r.email } : {}),
    })),
  };
}
