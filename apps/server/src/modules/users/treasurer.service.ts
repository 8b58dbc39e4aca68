import { FUND_MSG } from '@alumni/contract';
import type { Db } from '../../db/index.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { notFound } from '../../lib/errors.ts';
import { withAdminActivity } from '../activity-log/activity-log.service.ts';
import { selectTreasurerFlag, updateUserRow } from './users.repo.ts';

/** 'Bendahara' (docs/decisions/028): the users module owns the flag; the money desk reads it. */
/** PUT /user/{id}/treasurer { treasurer } (admins): marks or unmarks a member as 'Bendahara'. */
export async function setTreasurer(db: Db, admin: AuthUser, id: number, treasurer: boolean, now: Date) {
  return withAdminActivity(
    db,
    async (tx) => {
      const before = await selectTreasurerFlag(tx, id);
      if (!before) throw notFound(FUND_MSG.userNotFound);
      await updateUserRow(tx, id, { treasurer: treasurer ? 1 : 0 });
      return {
        result: { id, name: before.name, treasurer },
        activity: {
          module: 'Pengguna',
          action: 'Ubah',
          activityInfo: `${treasurer ? 'Menjadikan' : 'Mencabut'} ${before.name} sebagai Bendahara`,
          oldValue: { bendahara: before.treasurer === 1 },
          newValue: { bendahara: treasurer },
        },
      };
    },
    admin,
    now,
  );
}
