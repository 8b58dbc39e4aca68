import {
  type BusinessCard,
  type BusinessDirectoryQuery,
  DIRECTORY_DEFAULT_LIMIT,
  DIRECTORY_MAX_LIMIT,
  type DirectoryCard,
  type DirectoryQuery,
} from '@alumni/contract';
import type { Db } from '../../db/index.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { toPage } from '../../lib/pagination.ts';
import { cityKeyOf, normaliseKey } from '../users/search-keys.service.ts';
import { openedFields, viewerOf } from '../users/users.service.ts';
import { findBusinesses, findMembers } from './directory.repo.ts';

// 'Cari Teman' and 'Usaha Alumni' (docs/decisions/027). Both are for signed-in members (the route guard);
// a business card carries the owner's phone or e-mail only as the profile's rule lets the caller see them.

const words = (search: string | undefined) => (search ? normaliseKey(search).split(' ').filter(Boolean) : []);
const paging = { defaultLimit: DIRECTORY_DEFAULT_LIMIT, maxLimit: DIRECTORY_MAX_LIMIT };

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
  viewer: AuthUser,
  q: BusinessDirectoryQuery,
): Promise<{ total: number; datas: BusinessCard[] }> {
  const { total, rows } = await findBusinesses(
    db,
    { words: words(q.search), cityKey: cityKeyOf(q.city) ?? undefined, line: q.line },
    toPage(q, paging),
  );
  return {
    total,
    datas: rows.map((r) => {
      // The profile's rule (users.service.ts openedFields): the owner and admins see all, members what was opened.
      const open = openedFields(
        {
          phone_number: r.phone_number,
          email: r.email,
          address: null,
          birthday: null,
          privacy_phone: r.privacy_phone,
          privacy_email: r.privacy_email,
          privacy_address: 'SELF',
          privacy_birthday: 'SELF',
        },
        viewerOf(viewer, r.owner_id),
      );
      return {
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
        ...(open.phoneNumber !== undefined ? { phoneNumber: open.phoneNumber } : {}),
        ...(open.email !== undefined ? { email: open.email } : {}),
      };
    }),
  };
}
