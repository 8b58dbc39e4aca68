import type { Insertable } from 'kysely';
import type { Tx } from '../index.ts';
import type { CommentsTable, DB } from '../types.ts';
import { insertChunked, iso } from './bulk.ts';
import type { ActivityPlan, NotificationPlan } from './demo-activity.ts';
import { CATEGORIES, COMMUNITY, GROUPS, JOB_TYPES } from './demo-content.ts';
import type { CommentPlan, EventPlan } from './demo-events.ts';
import { type DemoImages, GALLERY_EVENTS, HERO_EVENTS } from './demo-images.ts';
import type { PersonPlan } from './demo-members.ts';

export interface DemoPlan {
  people: PersonPlan[];
  events: EventPlan[];
  notifications: NotificationPlan[];
  activity: ActivityPlan[];
  logins: Map<string, { atMs: number; ip: string }[]>;
}

type Counts = Record<keyof DB, number>;

function must<K, V>(map: Map<K, V>, key: K, what: string): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`demo seed: unknown ${what} ${String(key)}`);
  return value;
}

/** Writes a planned demo in one transaction; ids are resolved by name (users by username, events by name). */
export async function writeDemo(
  tx: Tx,
  plan: DemoPlan,
  images: DemoImages,
  formatDate: (ms: number) => string,
  nowMs: number,
): Promise<Partial<Counts>> {
  const now = iso(nowMs);
  const counts: Partial<Counts> = {};
  const count = (table: keyof DB, n: number) => {
    counts[table] = (counts[table] ?? 0) + n;
  };

  const existingJobs = await tx.selectFrom('job_types').select('name').execute();
  const missingJobs = JOB_TYPES.filter((j) => !existingJobs.some((e) => e.name === j));
  await insertChunked(
    tx,
    'job_types',
    missingJobs.map((name) => ({ name })),
  );
  count('job_types', missingJobs.length);
  const jobIds = new Map(
    (await tx.selectFrom('job_types').select(['id', 'name']).execute()).map((j) => [j.name, j.id]),
  );

  // The starter catalog (starter-catalog.ts) usually wrote the categories already: only missing ones are added.
  const existingCategories = await tx.selectFrom('event_categories').select(['id', 'name']).execute();
  const missingCategories = CATEGORIES.filter((c) => !existingCategories.some((e) => e.name === c.key));
  const addedCategories = missingCategories.length
    ? await tx
        .insertInto('event_categories')
        .values(
          missingCategories.map((c) => ({
            name: c.key,
            display_name: c.displayName,
            icon_url: must(images.categories, c.key, 'category'),
            sort_order: CATEGORIES.indexOf(c) + 1,
            created_at: now,
          })),
        )
        .returning(['id', 'name'])
        .execute()
    : [];
  const categoryRows = [...existingCategories, ...addedCategories];
  const categoryIds = new Map(categoryRows.map((c) => [c.name, c.id]));
  const groupRows = await tx
    .insertInto('event_groups')
    .values(
      GROUPS.map((g) => ({
        name: g.name,
        display_name: g.displayName,
        image_url: must(images.groups, g.key, 'group'),
        created_at: now,
      })),
    )
    .returning(['id', 'name'])
    .execute();
  const groupIds = new Map(
    GROUPS.map((g) => [
      g.key as string,
      must(new Map(groupRows.map((r) => [r.name, r.id])), g.name, 'group'),
    ]),
  );
  count('event_categories', addedCategories.length);
  count('event_groups', groupRows.length);

  await insertChunked(
    tx,
    'users',
    plan.people.map((p) => p.user),
  );
  count('users', plan.people.length);
  const userIds = new Map(
    (await tx.selectFrom('users').select(['id', 'username']).execute()).map((u) => [u.username, u.id]),
  );
  const uid = (username: string) => must(userIds, username, 'user');

  const experiences = plan.people.flatMap((p) =>
    p.experiences.map(({ job, ...e }) => ({
      ...e,
      user_id: uid(p.user.username),
      job_type_id: jobIds.get(job) ?? null,
    })),
  );
  const businesses = plan.people.flatMap((p) =>
    p.businesses.map((b) => ({ ...b, user_id: uid(p.user.username) })),
  );
  const educations = plan.people.flatMap((p) =>
    p.educations.map((e) => ({ ...e, user_id: uid(p.user.username) })),
  );
  await insertChunked(tx, 'working_experiences', experiences);
  await insertChunked(tx, 'businesses', businesses);
  await insertChunked(tx, 'educations', educations);
  count('working_experiences', experiences.length);
  count('businesses', businesses.length);
  count('educations', educations.length);

  await insertChunked(
    tx,
    'events',
    plan.events.map((e) => ({
      name: e.seed.name,
      image_url: must(images.events, e.seed.name, 'event image'),
      start_date: iso(e.startMs),
      end_date: iso(e.endMs),
      location: e.location,
      description: e.description,
      quota: e.seed.quota,
      status: e.seed.status,
      total_viewer: e.totalViewer,
      total_participant: e.participants.length,
      event_type: e.online ? 'ONLINE' : 'OFFLINE',
      event_creation_type: e.creationType,
      event_category_id: must(categoryIds, e.seed.category, 'category'),
      event_group_id: must(groupIds, e.seed.group, 'group'),
      user_id: uid(e.creator),
      deleted: 0,
      created_at: iso(e.createdMs),
      updated_at: iso(e.updatedMs),
    })),
  );
  count('events', plan.events.length);
  const eventIds = new Map(
    (await tx.selectFrom('events').select(['id', 'name']).execute()).map((e) => [e.name, e.id]),
  );
  const eid = (name: string) => must(eventIds, name, 'event');

  const participants = plan.events.flatMap((e) =>
    e.participants.map((p) => ({
      event_id: eid(e.seed.name),
      user_id: uid(p.username),
      created_at: iso(p.atMs),
    })),
  );
  await insertChunked(tx, 'event_participants', participants);
  count('event_participants', participants.length);

  const commentRow = (eventId: number, c: CommentPlan, parent: number | null): Insertable<CommentsTable> => ({
    event_id: eventId,
    user_id: uid(c.username),
    parent_comment_id: parent,
    content: c.content,
    edited: c.edited ? 1 : 0,
    deleted: c.deleted ? 1 : 0,
    created_at: iso(c.atMs),
    updated_at: iso(c.edited ? c.atMs + 17 * 60_000 : c.atMs),
  });
  const topLevel = plan.events.flatMap((e) => e.comments.map((c) => commentRow(eid(e.seed.name), c, null)));
  await insertChunked(tx, 'comments', topLevel);
  // A top-level comment is identified by its event and instant (the plan keeps them distinct per event).
  const parents = new Map(
    (
      await tx
        .selectFrom('comments')
        .select(['id', 'event_id', 'created_at'])
        .where('parent_comment_id', 'is', null)
        .execute()
    ).map((c) => [`${c.event_id}|${c.created_at}`, c.id]),
  );
  const replies = plan.events.flatMap((e) => {
    const eventId = eid(e.seed.name);
    return e.comments.flatMap((c) => {
      const parent = must(parents, `${eventId}|${iso(c.atMs)}`, 'parent comment');
      return c.replies.map((r) => commentRow(eventId, r, parent));
    });
  });
  await insertChunked(tx, 'comments', replies);
  count('comments', topLevel.length + replies.length);

  const notifications = plan.notifications.map((n) => ({
    user_id: uid(n.user),
    actor_id: uid(n.actor),
    content: n.content,
    redirect_url: `/event/${eid(n.eventName)}`,
    read: n.read ? 1 : 0,
    created_at: iso(n.atMs),
  }));
  await insertChunked(tx, 'notifications', notifications);
  count('notifications', notifications.length);

  const eventPlans = new Map(plan.events.map((e) => [e.seed.name, e]));
  const bannerFor = (name: string, url: string, placement: 'HEROES' | 'GALLERY', order: number) => {
    const e = must(eventPlans, name, 'banner event');
    return {
      banner_url: url,
      banner_type: 'BANNER_EVENT',
      placement,
      name,
      redirect_url: String(eid(name)),
      description: e.seed.blurb,
      location: e.location,
      date_text: formatDate(e.startMs),
      sort_order: order,
      created_at: now,
    };
  };
  // BANNER_HOME: `description` holds the vision and `location` the mission (extendInfo has just these two texts).
  const banners = [
    {
      banner_url: images.home,
      banner_type: 'BANNER_HOME',
      placement: 'HEROES',
      name: COMMUNITY.name,
      redirect_url: null,
      description: COMMUNITY.vision,
      location: COMMUNITY.mission,
      date_text: null,
      sort_order: 0,
      created_at: now,
    },
    ...HERO_EVENTS.map((name, i) => bannerFor(name, must(images.heroes, name, 'hero'), 'HEROES', i + 1)),
    ...GALLERY_EVENTS.map((name, i) =>
      bannerFor(name, must(images.gallery, name, 'gallery'), 'GALLERY', i + 1),
    ),
  ];
  await insertChunked(tx, 'banners', banners);
  count('banners', banners.length);

  const activity = plan.activity.map((a) => ({
    user_id: userIds.get(a.actor.username) ?? null,
    user_name: a.actor.name,
    module: a.module,
    action: a.action,
    activity_info: a.info,
    old_value: a.oldValue === null ? null : JSON.stringify(a.oldValue),
    new_value: a.newValue === null ? null : JSON.stringify(a.newValue),
    created_at: iso(a.atMs),
  }));
  await insertChunked(tx, 'activity_logs', activity);
  count('activity_logs', activity.length);

  const logins = [...plan.logins].flatMap(([username, list]) =>
    list.map((l) => ({ user_id: uid(username), ip: l.ip, created_at: iso(l.atMs) })),
  );
  await insertChunked(tx, 'login_history', logins);
  count('login_history', logins.length);
  return counts;
}
