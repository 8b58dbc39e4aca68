import { fakerID_ID as faker } from '@faker-js/faker';
import { asciiSlug, DAY, HOUR, MINUTE } from './bulk.ts';
import { CATEGORY_PARAGRAPHS } from './demo-content.ts';
import { EVENTS, type EventSeed } from './demo-event-list.ts';
import { COMMENTS_ONLINE, COMMENTS_PAST, COMMENTS_UPCOMING, REPLIES } from './demo-text.ts';

/** Plans of events, their registrations and comments, referring to people by username (ids come later). */

export interface Actor {
  username: string;
  name: string;
  createdMs: number;
}

export interface Registration {
  username: string;
  atMs: number;
}

export interface CommentPlan {
  username: string;
  atMs: number;
  content: string;
  edited: boolean;
  deleted: boolean;
  mentions: string[];
  replies: CommentPlan[];
}

export interface EventPlan {
  seed: EventSeed;
  online: boolean;
  location: string;
  description: string;
  startMs: number;
  endMs: number;
  createdMs: number;
  updatedMs: number;
  creator: string;
  creatorIsAdmin: boolean;
  creationType: 'NEW' | 'CONTINUED';
  /** Creator first, then in order of registration; never more than the quota. */
  participants: Registration[];
  totalViewer: number;
  comments: CommentPlan[];
}

const pick = <T>(items: readonly T[]): T => faker.helpers.arrayElement(items);
const int = (min: number, max: number) => faker.number.int({ min, max });
const chance = (probability: number) => faker.datatype.boolean({ probability });
const between = (from: number, to: number) => (to <= from ? from : int(Math.ceil(from), Math.floor(to)));

function description(seed: EventSeed, online: boolean, link: string | null): string {
  const contact = `${faker.person.firstName()} (+62 8${int(11, 13)}-${faker.string.numeric(4)}-${faker.string.numeric(4)})`;
  const paragraphs = [seed.blurb, pick(CATEGORY_PARAGRAPHS[seed.category])];
  if (online)
    paragraphs.push('Tautan pertemuan dapat dibuka 15 menit sebelum acara dimulai melalui kolom lokasi.');
  const practical = `Mohon mendaftar paling lambat sehari sebelum acara. Narahubung: ${contact}.`;
  paragraphs.push(link ? `${practical} Informasi lengkap: ${link}` : practical);
  return paragraphs.join('\n\n');
}

function targetCount(seed: EventSeed, past: boolean): number {
  if (seed.status === 'DRAFT') return 1;
  if (seed.quota !== null) {
    if (seed.full) return seed.quota;
    return Math.max(
      2,
      Math.round(
        seed.quota *
          (past ? faker.number.float({ min: 0.6, max: 0.95 }) : faker.number.float({ min: 0.3, max: 0.8 })),
      ),
    );
  }
  return past ? int(25, 70) : int(6, 45);
}

function planComments(event: EventPlan, nowMs: number, deleteOne: { done: boolean }): CommentPlan[] {
  const people = event.participants;
  if (event.seed.status === 'DRAFT' || people.length === 0) return [];
  const past = event.startMs < nowMs;
  const upper = Math.min(nowMs - MINUTE, event.endMs + 5 * DAY);
  const pool = past
    ? COMMENTS_PAST
    : event.online
      ? [...COMMENTS_UPCOMING, ...COMMENTS_ONLINE]
      : COMMENTS_UPCOMING;
  const count = people.length < 3 ? int(0, 1) : event.seed.name.startsWith('Reuni Akbar 40') ? 8 : int(0, 6);
  const times = new Set<number>();
  const comments: CommentPlan[] = [];
  for (let i = 0; i < count; i++) {
    const author = pick(people);
    let atMs = between(author.atMs + MINUTE, upper);
    while (times.has(atMs)) atMs += 1000; // (event, time) identifies a top-level comment after insertion
    times.add(atMs);
    let content: string = pick(pool);
    const mentions: string[] = [];
    const other = pick(people).username;
    if (other !== author.username && chance(0.25)) {
      mentions.push(other);
      content = past
        ? `${content} @${other} terima kasih sudah datang!`
        : `${content} Ayo ikut juga, @${other}!`;
    }
    const replies: CommentPlan[] = [];
    const replyCount = people.length > 1 && chance(0.6) ? int(1, 3) : 0;
    for (let r = 0; r < replyCount; r++) {
      const replier = pick(people.filter((p) => p.username !== author.username));
      const replyAt = between(atMs + 10 * MINUTE, Math.min(upper, atMs + 3 * DAY));
      if (!replier || replyAt > upper) break;
      const mention = chance(0.45);
      const remove = !deleteOne.done && past && r === 0;
      if (remove) deleteOne.done = true;
      replies.push({
        username: replier.username,
        atMs: replyAt,
        content: mention ? `@${author.username} ${pick(REPLIES)}` : pick(REPLIES),
        edited: chance(0.08),
        deleted: remove,
        mentions: mention ? [author.username] : [],
        replies: [],
      });
    }
    replies.sort((a, b) => a.atMs - b.atMs);
    comments.push({
      username: author.username,
      atMs,
      content,
      edited: chance(0.1),
      deleted: false,
      mentions,
      replies,
    });
  }
  return comments.sort((a, b) => a.atMs - b.atMs);
}

/**
 * Every event of EVENTS with its creator, registrations and comments. `admin` creates most events; active
 * members create the rest. Dates are relative to `clock` so the demo always has upcoming and past events.
 */
export function planEvents(opts: {
  clock: { now: number; at(days: number, hour?: number, minute?: number): number };
  admin: Actor;
  members: readonly Actor[];
}): EventPlan[] {
  const { clock } = opts;
  const deleteOne = { done: false };
  const plans: EventPlan[] = EVENTS.map((seed) => {
    const startMs = clock.at(seed.day, seed.hour, seed.minute ?? 0);
    const endMs = startMs + seed.hours * HOUR;
    const past = startMs < clock.now;
    const createdRaw =
      seed.status === 'DRAFT'
        ? clock.now - int(1, 10) * DAY - int(0, 12) * HOUR
        : Math.min(startMs - int(14, 50) * DAY, clock.now - int(2, 45) * DAY) - int(0, 10) * HOUR;
    const createdMs = Math.floor(createdRaw / MINUTE) * MINUTE;
    const updatedMs =
      seed.status === 'EXPIRED' ? Math.min(clock.now - HOUR, endMs + int(1, 3) * DAY) : createdMs;
    const online = seed.venue === undefined;
    const location = seed.venue ?? `https://meet.example.id/alumni86-${asciiSlug(seed.name).slice(0, 32)}`;
    const link =
      online || !chance(0.45)
        ? null
        : `https://maps.google.com/?q=${encodeURIComponent(location.split(',')[0] ?? location)}`;

    const creators = opts.members.filter((m) => m.createdMs < createdMs - DAY);
    const byMember = seed.status !== 'DRAFT' && creators.length > 0 && chance(0.4);
    const creator = byMember ? pick(creators) : opts.admin;
    const regEnd = Math.min(startMs - HOUR, clock.now - MINUTE);
    const eligible = opts.members.filter(
      (m) => m.username !== creator.username && m.createdMs < regEnd - HOUR,
    );
    const others = faker.helpers
      .arrayElements(eligible, Math.min(eligible.length, targetCount(seed, past) - 1))
      .map((m) => ({
        username: m.username,
        atMs: between(Math.max(createdMs, m.createdMs) + MINUTE, regEnd),
      }))
      .sort((a, b) => a.atMs - b.atMs);
    const participants = [{ username: creator.username, atMs: createdMs }, ...others];

    const plan: EventPlan = {
      seed,
      online,
      location,
      description: description(seed, online, link),
      startMs,
      endMs,
      createdMs,
      updatedMs,
      creator: creator.username,
      creatorIsAdmin: !byMember,
      creationType: 'CONTINUED',
      participants,
      totalViewer: seed.status === 'DRAFT' ? int(0, 3) : participants.length * int(2, 5) + int(5, 40),
      comments: [],
    };
    plan.comments = planComments(plan, clock.now, deleteOne);
    return plan;
  });

  // The first event of each group (by creation) created the group.
  const seen = new Set<string>();
  for (const p of [...plans].sort((a, b) => a.createdMs - b.createdMs)) {
    if (!seen.has(p.seed.group)) {
      seen.add(p.seed.group);
      p.creationType = 'NEW';
    }
  }
  return plans.sort((a, b) => a.createdMs - b.createdMs);
}
