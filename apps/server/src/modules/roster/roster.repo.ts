import { formatCalendarDate, type RosterItem, type RosterQuery, type RosterStatus } from '@alumni/contract';
import type { Executor } from '../../db/index.ts';
import { containsInsensitive } from '../../db/index.ts';
import type { Page } from '../../lib/pagination.ts';

/** The columns a roster row is answered with (the linked account's username is public anyway). */
export async function findRosterPage(
  db: Executor,
  query: RosterQuery,
  page: Page,
  admin: boolean,
): Promise<{ total: number; datas: RosterItem[] }> {
  const filtered = db
    .selectFrom('roster_entries as r')
    .$if(query.search !== undefined, (qb) =>
      qb.where((eb) =>
        eb.or([
          containsInsensitive('r.name', query.search as string),
          containsInsensitive('r.nickname', query.search as string),
        ]),
      ),
    )
    .$if(query.className !== undefined, (qb) => qb.where('r.class_name', '=', query.className as string))
    .$if(query.status !== undefined, (qb) => qb.where('r.status', '=', query.status as string));
  const [rows, count] = await Promise.all([
    filtered
      .leftJoin('users as u', 'u.id', 'r.user_id')
      .select([
        'r.id',
        'r.name',
        'r.nickname',
        'r.class_name',
        'r.school',
        'r.status',
        'r.deceased_on',
        'r.user_id',
        'u.username',
      ])
      .select((eb) =>
        eb
          .selectFrom('roster_tips as t')
          .select((sub) => sub.fn.countAll<number>().as('n'))
          .whereRef('t.roster_id', '=', 'r.id')
          .as('tips'),
      )
      .orderBy('r.class_name')
      .orderBy((eb) => eb.fn('lower', ['r.name']))
      .orderBy('r.id')
      .limit(page.limit)
      .offset(page.skip)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(count.n),
    datas: rows.map((r) => ({
      id: r.id,
      name: r.name,
      nickname: r.nickname,
      className: r.class_name,
      school: r.school,
      status: r.status as RosterStatus,
      deceasedDate: formatCalendarDate(r.deceased_on),
      username: r.username ?? null,
      ...(admin ? { userId: r.user_id, tips: Number(r.tips ?? 0) } : {}),
    })),
  };
}

export async function listClasses(db: Executor): Promise<string[]> {
  const rows = await db
    .selectFrom('roster_entries')
    .select('class_name')
    .distinct()
    .where('class_name', 'is not', null)
    .orderBy('class_name')
    .execute();
  return rows.flatMap((r) => (r.class_name ? [r.class_name] : []));
}

export async function findRosterRow(db: Executor, id: number) {
  return db.selectFrom('roster_entries').selectAll().where('id', '=', id).executeTakeFirst();
}
