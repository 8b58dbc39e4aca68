import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importCycles, isTestFile, readSourceTree } from '../../../tools/import-graph.ts';
import { PICTURE_REFERENCES } from './modules/uploads/uploads.cleanup.ts';

/**
 * One owner per rule (docs/decisions/012): the server's layering (docs/conventions.md "Layout and naming", docs/architecture.md) as
 * checks that fail the build. Each module owns tables; only its own files write them; another module reaches
 * them through the owner's service functions, never through its repo; and no file imports itself back
 * through a chain. Tests, test helpers, migrations and seeds are outside the rule (they set up data).
 */
const src = path.dirname(fileURLToPath(import.meta.url));
const modulesDir = path.join(src, 'modules');
const files = readSourceTree(src);
const rel = (file: string) => path.relative(src, file).split(path.sep).join('/');
const moduleOf = (file: string): string | null => {
  const parts = path.relative(modulesDir, file).split(path.sep);
  return parts.length > 1 && parts[0] !== '..' ? (parts[0] ?? null) : null;
};
const appFiles = files.filter((f) => !isTestFile(f.file) && !rel(f.file).startsWith('db/'));

/** Every table of db/types.ts and the one module whose files may write it. */
const TABLE_OWNERS: Record<string, string> = {
  users: 'users',
  job_types: 'content',
  working_experiences: 'users',
  businesses: 'users',
  educations: 'users',
  events: 'events',
  event_categories: 'content',
  event_groups: 'events',
  event_views: 'events',
  event_participants: 'participants',
  comments: 'comments',
  comment_recipients: 'comments',
  notifications: 'notifications',
  push_subscriptions: 'push',
  push_preferences: 'push',
  push_outbox: 'push',
  banners: 'content',
  community_settings: 'community',
  activity_logs: 'activity-log',
  activity_seen: 'activity-log',
  login_history: 'auth',
  password_resets: 'auth',
  sessions: 'auth',
  uploads: 'uploads',
  upload_events: 'uploads',
  job_leases: 'uploads',
  event_waitlist: 'participants',
  event_reminders: 'participants',
  outbox: 'mail',
  invitations: 'invitations',
  import_batches: 'users',
  join_links: 'join',
  registration_requests: 'join',
  roster_entries: 'roster',
  roster_tips: 'roster',
  death_notices: 'death-notices',
  memories: 'memorials',
  funds: 'funds',
  fund_payments: 'funds',
  cashbook_entries: 'funds',
  fund_reminders: 'funds',
  event_photos: 'album',
};

/**
 * Named exceptions; an entry that no longer matches anything fails the test too, so the list only shrinks.
 * The one write of the events table outside events is the seat counter: `events.total_participant` and the
 * participant rows change together, only in participants/seats.ts, under the event's row lock (docs/decisions/012;
 * the waitlist of docs/decisions/013 builds on it). Every other column of events stays with events.
 */
const ALLOWED_FOREIGN_WRITES = [
  'modules/participants/seats.ts -> events',
  // 'Konten' (docs/decisions/021): deleting a group it shares with the events module (which creates groups with
  // a new event), and moving what uses a deleted item to another one first, in the same transaction: the
  // events' category or group, the work experiences' job type. No other column of those tables.
  'modules/content/content.service.ts -> event_groups',
  'modules/content/content.service.ts -> events',
  'modules/content/content.service.ts -> working_experiences',
  // 'Album Foto' (docs/decisions/032): the album's two settings on the event row, and the row lock that keeps
  // parallel uploads within the limits. No other column of events.
  'modules/album/album.service.ts -> events',
];
const ALLOWED_REPO_IMPORTS: string[] = [];

/**
 * The modules whose writes may keep the read cache (`config: { keepsReadCache: true }`, docs/decisions/033), each
 * with every table such a write touches, its own and through the services it calls (notices, mail). No module with
 * a cached route, and no server-rendered page, may read one of them: a kept answer would then be stale.
 */
const KEEPS_READ_CACHE: Record<string, string[]> = {
  comments: ['comments', 'comment_recipients', 'notifications', 'outbox', 'push_outbox'],
  // A read mark writes nothing else; a notice's push rows are written with the notice, not with the mark.
  notifications: ['notifications'],
};
const READ = /\.(?:selectFrom|innerJoin|leftJoin|rightJoin|fullJoin)\(\s*['"]([a-z_]+)/g;

/** Route files that keep the read cache outside KEEPS_READ_CACHE, and cached readers of the tables those keep. */
function readCacheBreaches(sources: readonly { file: string; text: string }[]): string[] {
  const kept = new Set(Object.values(KEEPS_READ_CACHE).flat());
  const cachedModules = new Set(
    sources.filter((f) => /readCache: (true|\{)|PAGE_ROUTE/.test(f.text)).map((f) => moduleOf(f.file)),
  );
  const keepers = sources
    .filter((f) => /keepsReadCache: true/.test(f.text) && !(String(moduleOf(f.file)) in KEEPS_READ_CACHE))
    .map((f) => `${rel(f.file)} keeps the read cache`);
  const readers = sources
    .filter((f) => cachedModules.has(moduleOf(f.file)))
    .flatMap((f) =>
      [...new Set([...f.text.matchAll(READ)].map((m) => m[1] ?? ''))]
        .filter((t) => kept.has(t))
        .map((t) => `${rel(f.file)} reads ${t}`),
    );
  return [...keepers, ...readers];
}

const WRITE = /\.(?:insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(\s*['"]([a-z_]+)['"]/g;

/** `file -> table` for every write whose table the file's module does not own. */
function foreignWrites(sources: readonly { file: string; text: string }[]): string[] {
  return sources.flatMap(({ file, text }) =>
    [...new Set([...text.matchAll(WRITE)].map((m) => m[1] ?? ''))]
      .filter((table) => moduleOf(file) === null || TABLE_OWNERS[table] !== moduleOf(file))
      .map((table) => `${rel(file)} -> ${table}`),
  );
}

/** `file -> repo` for every import of another module's *.repo.ts. */
function foreignRepoImports(sources: readonly { file: string; imports: string[] }[]): string[] {
  return sources.flatMap(({ file, imports }) =>
    imports
      .filter((target) => target.endsWith('.repo.ts') && moduleOf(target) !== moduleOf(file))
      .map((target) => `${rel(file)} -> ${rel(target)}`),
  );
}

describe('server boundaries (docs/decisions/012)', () => {
  it('gives every table of db/types.ts exactly one owning module', () => {
    const types = readFileSync(path.join(src, 'db/types.ts'), 'utf8');
    const db = types.slice(types.indexOf('export interface DB {'));
    const tables = [...db.slice(0, db.indexOf('}')).matchAll(/^\s+([a-z_]+): \w+;/gm)].map((m) => m[1]);
    expect(tables.length).toBeGreaterThan(10);
    expect(tables.filter((t) => t === undefined || !(t in TABLE_OWNERS))).toEqual([]);
    const modules = new Set(files.map((f) => moduleOf(f.file)).filter((m) => m !== null));
    expect(Object.values(TABLE_OWNERS).filter((m) => !modules.has(m))).toEqual([]);
  });

  it('lets a module write only its own tables (and nothing outside modules/ write any)', () => {
    const found = foreignWrites(appFiles);
    const writes = appFiles.reduce((n, f) => n + [...f.text.matchAll(WRITE)].length, 0);
    expect(writes, 'the write scan found (almost) nothing: the pattern is broken').toBeGreaterThan(20);
    expect(found.filter((w) => !ALLOWED_FOREIGN_WRITES.includes(w))).toEqual([]);
    expect(
      ALLOWED_FOREIGN_WRITES.filter((w) => !found.includes(w)),
      'stale allow-list entries',
    ).toEqual([]);
  });

  it('lists every column that may hold an uploaded picture in the cleanup job (docs/decisions/020)', () => {
    // A picture column the cleanup job does not know would have its pictures removed after the grace period.
    const types = readFileSync(path.join(src, 'db/types.ts'), 'utf8');
    const db = types.slice(types.indexOf('export interface DB {'));
    const tableOf = new Map(
      [...db.slice(0, db.indexOf('}')).matchAll(/^\s+([a-z_]+): (\w+);/gm)].map((m) => [m[2], m[1]]),
    );
    const pictureColumns: string[] = [];
    for (const m of types.matchAll(/export interface (\w+) \{([^}]*)\}/g)) {
      const table = tableOf.get(m[1] ?? '');
      if (!table) continue;
      for (const c of (m[2] ?? '').matchAll(/^\s+([a-z_]+)\??: /gm))
        if (/picture|image|icon|banner_url|photo|logo|avatar|cover/.test(c[1] ?? ''))
          pictureColumns.push(`${table}.${c[1]}`);
    }
    expect(pictureColumns.length).toBeGreaterThanOrEqual(5);
    const listed = PICTURE_REFERENCES.map((r) => `${r.table}.${r.column}`);
    expect(pictureColumns.filter((c) => !listed.includes(c))).toEqual([]);
  });

  it("never imports another module's repo", () => {
    const found = foreignRepoImports(appFiles);
    expect(found.filter((i) => !ALLOWED_REPO_IMPORTS.includes(i))).toEqual([]);
    expect(
      ALLOWED_REPO_IMPORTS.filter((i) => !found.includes(i)),
      'stale allow-list entries',
    ).toEqual([]);
  });

  it('lets a write keep the read cache only where no cached answer reads what it writes (docs/decisions/033)', () => {
    expect(readCacheBreaches(appFiles)).toEqual([]);
    // The scan works: a participants route keeping the cache, and a cached module reading comments, are caught.
    const participants = path.join(modulesDir, 'participants', 'probe.routes.ts');
    const events = path.join(modulesDir, 'events', 'probe.ts');
    expect(
      readCacheBreaches([
        { file: participants, text: 'config: { keepsReadCache: true }' },
        { file: events, text: "config: { readCache: true }; db.selectFrom('comments as c')" },
      ]),
    ).toEqual([
      'modules/participants/probe.routes.ts keeps the read cache',
      'modules/events/probe.ts reads comments',
    ]);
  });

  it('has no import cycles', () => {
    expect(importCycles(files).map((cycle) => cycle.map(rel))).toEqual([]);
  });

  it('sees the writes and imports it checks (the scan itself works)', () => {
    const probe = path.join(modulesDir, 'comments', 'probe.ts');
    const repo = path.join(modulesDir, 'events', 'events.repo.ts');
    expect(foreignWrites([{ file: probe, text: "await tx\n  .updateTable('users')\n  .set({})" }])).toEqual([
      'modules/comments/probe.ts -> users',
    ]);
    expect(foreignWrites([{ file: probe, text: "tx.insertInto('comments')" }])).toEqual([]);
    expect(foreignRepoImports([{ file: probe, imports: [repo] }])).toEqual([
      'modules/comments/probe.ts -> modules/events/events.repo.ts',
    ]);
  });
});
