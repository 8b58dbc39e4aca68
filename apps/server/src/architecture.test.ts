import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importCycles, isTestFile, readSourceTree } from '../../../tools/import-graph.ts';
import { PICTURE_REFERENCES } from './modules/uploads/upload-cleanup.service.ts';

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
  event_counts: 'events',
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
 * participant rows change together, only in participants/seats.repo.ts (its rules in seats.service.ts), under the event's row lock (docs/decisions/012;
 * the waitlist of docs/decisions/013 builds on it). Every other column of events stays with events.
 */
const ALLOWED_FOREIGN_WRITES = [
  'modules/participants/seats.repo.ts -> events',
  // 'Konten' (docs/decisions/021): deleting a group it shares with the events module (which creates groups with
  // a new event), and moving what uses a deleted item to another one first, in the same transaction: the
  // events' category or group, the work experiences' job type. No other column of those tables.
  'modules/content/content.repo.ts -> event_groups',
  'modules/content/content.repo.ts -> events',
  'modules/content/content.repo.ts -> working_experiences',
  // 'Album Foto' (docs/decisions/032): the album's two settings on the event row, and the row lock that keeps
  // parallel uploads within the limits. No other column of events.
  'modules/album/album.repo.ts -> events',
];
const ALLOWED_REPO_IMPORTS: string[] = [];
/**
 * Imports of another module's file that is not its service, each with its reason. Modules not yet converted
 * (NOT_YET_CONVERTED) still expose free-named files; each entry goes when the file becomes a service.
 */
const ALLOWED_FOREIGN_IMPORTS: Record<string, string> = {
  'modules/album/album.routes.ts -> modules/uploads/uploads.routes.ts':
    "the album's photo upload reads the same multipart form under the same limits (HTTP, no service's job)",
};

/**
 * `module -> table` reads of a table another module owns (TABLE_OWNERS), each with its reason: mostly a join that
 * keeps one query where a call through the owner's service would be one query a row. An entry that is no longer
 * needed fails the test.
 */
const ALLOWED_FOREIGN_READS: Record<string, string> = {
  'album -> event_participants': 'who takes part, joined or counted with the rows of the same event',
  'album -> events': 'event titles, dates and seats joined into the rows that belong to an event',
  'album -> users':
    'names and pictures of members joined into the rows that name them (one query, not one call a row)',
  'auth -> users':
    'names and pictures of members joined into the rows that name them (one query, not one call a row)',
  'banners -> banners':
    'the public banner list reads what the content module (its owner and only writer) keeps',
  'catalog -> event_categories': 'the public catalog lists what the content module keeps',
  'catalog -> event_groups': 'the public catalog lists the groups events keep',
  'catalog -> event_counts':
    'each category’s count of visible events, from the counts the events’ triggers keep',
  'catalog -> job_types': 'the public catalog lists what the content module keeps',
  'comments -> users':
    'names and pictures of members joined into the rows that name them (one query, not one call a row)',
  'content -> event_groups':
    'deleting an item moves what uses it, in the same transaction (docs/decisions/021)',
  'content -> events': 'deleting an item moves what uses it, in the same transaction (docs/decisions/021)',
  'content -> working_experiences':
    'deleting an item moves what uses it, in the same transaction (docs/decisions/021)',
  'dashboard -> events': 'event titles, dates and seats joined into the rows that belong to an event',
  'dashboard -> login_history': 'the dashboard counts sign-ins a day',
  'dashboard -> users':
    'names and pictures of members joined into the rows that name them (one query, not one call a row)',
  'death-notices -> users':
    'names and pictures of members joined into the rows that name them (one query, not one call a row)',
  'directory -> businesses': "the business directory lists members' businesses",
  'directory -> users':
    'names and pictures of members joined into the rows that name them (one query, not one call a row)',
  'events -> event_categories': 'the category name shown with an event',
  'events -> event_participants': 'who takes part, joined or counted with the rows of the same event',
  'events -> event_waitlist': 'the waiting count shown with an event',
  'events -> users':
    'names and pictures of members joined into the rows that name them (one query, not one call a row)',
  'funds -> event_participants': 'who takes part, joined or counted with the rows of the same event',
  'funds -> events': 'event titles, dates and seats joined into the rows that belong to an event',
  'funds -> users':
    'names and pictures of members joined into the rows that name them (one query, not one call a row)',
  'invitations -> users':
    'names and pictures of members joined into the rows that name them (one query, not one call a row)',
  'join -> users':
    'names and pictures of members joined into the rows that name them (one query, not one call a row)',
  'memorials -> users':
    'names and pictures of members joined into the rows that name them (one query, not one call a row)',
  'notifications -> users':
    'names and pictures of members joined into the rows that name them (one query, not one call a row)',
  'participants -> events':
    "the seat counter's row lock (docs/decisions/012), and event titles, dates and limits joined into the rows of a seat",
  'participants -> users':
    'names and pictures of members joined into the rows that name them (one query, not one call a row)',
  'roster -> users':
    'names and pictures of members joined into the rows that name them (one query, not one call a row)',
  'stats -> events': 'event titles, dates and seats joined into the rows that belong to an event',
  'stats -> users':
    'names and pictures of members joined into the rows that name them (one query, not one call a row)',
  'users -> invitations': 'a member row shows whether an invitation is pending',
  'users -> job_types': 'a work experience shows its job type name',
  'users -> login_history': 'the last sign-in shown with a member',
};

/** A route registration in a route file: `app.get('/path'`, `app.put<...>(\n '/path'`, ... */
const ROUTE = /\bapp\.(?:get|post|put|delete|patch)(?:<[^>]*>)?\(\s*'(\/[^']*)'/g;

/** The URL family of a path: its first segment (`/user/:id/deceased` -> `user`), for /admin its first two. */
const familyOf = (url: string) => {
  const parts = url.split('/').filter(Boolean);
  return parts[0] === 'admin' ? parts.slice(0, 2).join('/') : (parts[0] ?? '');
};

/**
 * URL families served by more than one route file (docs/architecture.md "One route file per URL family"), each with
 * its reason; every other family has exactly one file. A family that has become one file fails as stale.
 */
const SPLIT_URL_FAMILIES: Record<string, string> = {
  event:
    'the API is events.routes.ts; event-page.routes.ts is the server-rendered /event/{id} page with its link ' +
    "previews (a page, not the API), and the album's /event/{id}/photos is the album module's own sub-resource " +
    '(docs/decisions/032)',
};

/** `family -> [route files]` for every family registered in more than one `*.routes.ts`. */
function splitUrlFamilies(sources: readonly { file: string; text: string }[]): Record<string, string[]> {
  const files = new Map<string, Set<string>>();
  for (const { file, text } of sources) {
    if (!file.endsWith('.routes.ts')) continue;
    for (const m of text.matchAll(ROUTE)) {
      const family = familyOf(m[1] ?? '');
      files.set(family, (files.get(family) ?? new Set()).add(rel(file)));
    }
  }
  return Object.fromEntries(
    [...files].filter(([, f]) => f.size > 1).map(([family, f]) => [family, [...f].sort()]),
  );
}

/** A Kysely query-builder call: the start of every statement the server builds (docs/architecture.md "Layers"). */
const QUERY = /\.(?:selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto|with)\(/g;

/**
 * Modules whose SQL still sits outside their `*.repo.ts` (docs/architecture.md "Conversion state"). A module
 * leaves the list when its last query-builder call moves into its repo; an entry whose module has none left
 * fails the test, so the list only shrinks.
 */
const NOT_YET_CONVERTED: Record<string, string> = {};
/** Files outside modules/ that build a query themselves, each with its reason. */
const QUERIES_OUTSIDE_MODULES: Record<string, string> = {
  // The caller lookup (users joined with the session) is compiled once per app and only bound per request
  // (docs/decisions/017); it runs in the sign-in guard before any module's code.
  'lib/auth.ts': 'the sign-in guard, compiled once',
};

/** `file (n)` for every non-test file outside `*.repo.ts` and db/ that builds queries itself. */
function queriesOutsideRepos(sources: readonly { file: string; text: string }[]): string[] {
  return sources
    .filter(({ file }) => !file.endsWith('.repo.ts'))
    .map(({ file, text }) => ({ file: rel(file), n: [...text.matchAll(QUERY)].length }))
    .filter(({ n }) => n > 0)
    .map(({ file, n }) => `${file} (${n})`);
}

/**
 * Imports of another module's files other than its `*.service.ts` (modules/index.ts may import every
 * `*.routes.ts`: it is the one list of routes). Files outside modules/ (main.ts, plugins/, ops/) count too.
 */
function foreignNonServiceImports(sources: readonly { file: string; imports: string[] }[]): string[] {
  return sources.flatMap(({ file, imports }) =>
    imports
      .filter((target) => moduleOf(target) !== null && moduleOf(target) !== moduleOf(file))
      .filter((target) => !target.endsWith('.service.ts'))
      .filter((target) => !(rel(file) === 'modules/index.ts' && target.endsWith('.routes.ts')))
      .map((target) => `${rel(file)} -> ${rel(target)}`),
  );
}

/** `module -> table` for every read (select or join) of a table the module does not own. */
function foreignReads(sources: readonly { file: string; text: string }[]): string[] {
  const found = sources.flatMap(({ file, text }) => {
    const module = moduleOf(file);
    if (module === null) return [];
    return [...text.matchAll(READ)]
      .map((m) => m[1] ?? '')
      .filter((table) => table in TABLE_OWNERS && TABLE_OWNERS[table] !== module)
      .map((table) => `${module} -> ${table}`);
  });
  return [...new Set(found)].sort();
}

/**
 * The modules whose writes may keep the read cache (`config: { keepsReadCache: true }`, docs/decisions/033), each
 * with every table such a write touches, its own and through the services it calls (notices, mail). No module with
 * a cached route, and no server-rendered page, may read one of them: a kept answer would then be stale.
 */
const KEEPS_READ_CACHE: Record<string, string[]> = {
  // A read mark writes nothing else; a notice's push rows are written with the notice, not with the mark.
  notifications: ['notifications'],
};
const READ = /\.(?:selectFrom|innerJoin|leftJoin|rightJoin|fullJoin)\(\s*['"]([a-z_]+)/g;

/** The modules with a route that opts in to the read cache. */
function cachedModulesOf(sources: readonly { file: string; text: string }[]): Set<string | null> {
  return new Set(
    sources.filter((f) => /readCache: (true|\{)|PAGE_ROUTE/.test(f.text)).map((f) => moduleOf(f.file)),
  );
}

/** Route files that keep the read cache outside KEEPS_READ_CACHE, and cached readers of the tables those keep. */
function readCacheBreaches(sources: readonly { file: string; text: string }[]): string[] {
  const kept = new Set(Object.values(KEEPS_READ_CACHE).flat());
  const cachedModules = cachedModulesOf(sources);
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

/**
 * Modules whose writes may be scoped to one event (`writesEvent`, lib/read-cache.ts, docs/decisions/038), and the
 * tables such a write may change that a cached answer reads: each holds rows of one event only (the event's own
 * row for its seat counters), so the answers about other events stay true. Any other table the module writes
 * must be one no cached answer reads.
 */
const EVENT_SCOPED_WRITES: Record<string, string[]> = {
  participants: ['event_participants', 'event_waitlist', 'event_reminders', 'events'],
  // A comment, its recipients (who was told), its notices and mail (docs/decisions/050).
  comments: ['comments', 'comment_recipients'],
};
/**
 * What such a module may call in other modules, and the tables each call writes (none: it only reads). A new
 * import fails the check until it is listed here; a listed table a cached answer reads fails it too.
 */
const SCOPED_WRITE_CALLS: Record<string, string[]> = {
  notify: ['notifications', 'push_outbox'],
  notifyMany: ['notifications', 'push_outbox'],
  eventUrl: [],
  notificationText: [],
  enqueueMail: ['outbox'],
  withAdminActivity: ['activity_logs'],
  recordActivity: ['activity_logs'],
  commentUrl: [],
  requireVisibleEvent: [],
  isEventFinished: [],
  visibleEventQuery: [],
  listJoinedEvents: [],
  eventPaymentStates: [],
  readCommunity: [],
  buildEventIcs: [],
  icsFileName: [],
  eventsDeps: [],
  viewerOf: [],
};
const NAMED_IMPORT = /import\s*\{([^}]*)\}\s*from\s*'\.\.\/([a-z-]+)\//g;

/** The names a file imports from other modules (values, not types). */
const calls = (text: string) =>
  [...text.matchAll(NAMED_IMPORT)]
    .flatMap((m) => (m[1] ?? '').split(',').map((n) => n.trim()))
    .filter((n) => n !== '' && !n.startsWith('type '));

/** Route files that scope a write outside EVENT_SCOPED_WRITES, and what such writes change that cached answers read. */
function eventScopedBreaches(sources: readonly { file: string; text: string }[]): string[] {
  const cachedModules = cachedModulesOf(sources);
  const cachedReads = new Set(
    sources
      .filter((f) => cachedModules.has(moduleOf(f.file)))
      .flatMap((f) => [...f.text.matchAll(READ)].map((m) => m[1] ?? '')),
  );
  const outside = sources
    .filter(
      (f) =>
        f.file.endsWith('.routes.ts') &&
        /writesEvent:/.test(f.text) &&
        !(String(moduleOf(f.file)) in EVENT_SCOPED_WRITES),
    )
    .map((f) => `${rel(f.file)} scopes a write to an event`);
  const inside = sources.filter((f) => String(moduleOf(f.file)) in EVENT_SCOPED_WRITES);
  const unknownCalls = inside.flatMap((f) =>
    calls(f.text)
      .filter((n) => !(n in SCOPED_WRITE_CALLS))
      .map((n) => `${rel(f.file)} calls ${n}, not in SCOPED_WRITE_CALLS`),
  );
  const changed = inside.flatMap((f) => {
    const scoped = EVENT_SCOPED_WRITES[String(moduleOf(f.file))] ?? [];
    const own = [...f.text.matchAll(WRITE)].map((m) => m[1] ?? '');
    const called = calls(f.text).flatMap((n) => SCOPED_WRITE_CALLS[n] ?? []);
    return [...new Set([...own, ...called])]
      .filter((t) => !scoped.includes(t) && cachedReads.has(t))
      .map((t) => `${rel(f.file)} may change ${t}, which a cached answer reads`);
  });
  return [...outside, ...unknownCalls, ...changed];
}

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
    // The scan works: a participants route keeping the cache, and a cached module reading notices, are caught.
    const participants = path.join(modulesDir, 'participants', 'probe.routes.ts');
    const events = path.join(modulesDir, 'events', 'probe.ts');
    expect(
      readCacheBreaches([
        { file: participants, text: 'config: { keepsReadCache: true }' },
        { file: events, text: "config: { readCache: true }; db.selectFrom('notifications as n')" },
      ]),
    ).toEqual([
      'modules/participants/probe.routes.ts keeps the read cache',
      'modules/events/probe.ts reads notifications',
    ]);
  });

  it("scopes a write to one event only where it changes nothing another event's cached answer shows (docs/decisions/038)", () => {
    expect(eventScopedBreaches(appFiles)).toEqual([]);
    const called = new Set(
      appFiles.filter((f) => String(moduleOf(f.file)) in EVENT_SCOPED_WRITES).flatMap((f) => calls(f.text)),
    );
    expect(
      Object.keys(SCOPED_WRITE_CALLS).filter((n) => !called.has(n)),
      'stale SCOPED_WRITE_CALLS entries',
    ).toEqual([]);
    // The scan works: a scoped write outside the list, an unlisted call, a table a cached module reads.
    const album = path.join(modulesDir, 'album', 'probe.routes.ts');
    const participants = path.join(modulesDir, 'participants', 'probe.ts');
    const events = path.join(modulesDir, 'events', 'probe.ts');
    expect(
      eventScopedBreaches([
        { file: album, text: 'config: { writesEvent: (req) => 1 }' },
        {
          file: participants,
          text: "import { renameGroup } from '../events/probe.ts'; db.updateTable('event_groups')",
        },
        { file: events, text: "config: { readCache: true }; db.selectFrom('event_groups')" },
      ]),
    ).toEqual([
      'modules/album/probe.routes.ts scopes a write to an event',
      'modules/participants/probe.ts calls renameGroup, not in SCOPED_WRITE_CALLS',
      'modules/participants/probe.ts may change event_groups, which a cached answer reads',
    ]);
  });

  it('keeps every query-builder call in a *.repo.ts (but for the modules not yet converted)', () => {
    const found = queriesOutsideRepos(appFiles);
    const queries = appFiles.reduce((n, f) => n + [...f.text.matchAll(QUERY)].length, 0);
    expect(queries, 'the query scan found (almost) nothing: the pattern is broken').toBeGreaterThan(100);
    const allowed = (entry: string) => {
      const file = entry.replace(/ \(\d+\)$/, '');
      return file in QUERIES_OUTSIDE_MODULES || String(moduleOf(path.join(src, file))) in NOT_YET_CONVERTED;
    };
    expect(found.filter((f) => !allowed(f))).toEqual([]);
    const stale = [
      ...Object.keys(NOT_YET_CONVERTED).filter((m) => !found.some((f) => f.startsWith(`modules/${m}/`))),
      ...Object.keys(QUERIES_OUTSIDE_MODULES).filter((f) => !found.some((e) => e.startsWith(`${f} (`))),
    ];
    expect(stale, 'stale not-yet-converted entries').toEqual([]);
  });

  it("imports only another module's services (and modules/index.ts its routes)", () => {
    const found = foreignNonServiceImports(appFiles);
    const allowed = Object.keys(ALLOWED_FOREIGN_IMPORTS);
    expect(found.filter((i) => !allowed.includes(i))).toEqual([]);
    expect(
      allowed.filter((i) => !found.includes(i)),
      'stale allow-list entries',
    ).toEqual([]);
  });

  it("reads another module's tables only where a named exception says why", () => {
    const found = foreignReads(appFiles);
    expect(found.length, 'the read scan found nothing: the pattern is broken').toBeGreaterThan(0);
    const allowed = Object.keys(ALLOWED_FOREIGN_READS);
    expect(found.filter((r) => !allowed.includes(r))).toEqual([]);
    expect(
      allowed.filter((r) => !found.includes(r)),
      'stale allow-list entries',
    ).toEqual([]);
  });

  it('serves each URL family from one route file (all /user routes in users.routes.ts)', () => {
    const split = splitUrlFamilies(appFiles);
    const routes = appFiles.reduce((n, f) => n + [...f.text.matchAll(ROUTE)].length, 0);
    expect(routes, 'the route scan found (almost) nothing: the pattern is broken').toBeGreaterThan(50);
    expect(Object.keys(split).filter((family) => !(family in SPLIT_URL_FAMILIES))).toEqual([]);
    expect(
      Object.keys(SPLIT_URL_FAMILIES).filter((family) => !(family in split)),
      'stale split-family entries',
    ).toEqual([]);
    // The scan works: a /user route registered outside the users module is caught.
    const users = path.join(modulesDir, 'users', 'users.routes.ts');
    const funds = path.join(modulesDir, 'funds', 'funds.routes.ts');
    expect(
      splitUrlFamilies([
        { file: users, text: "app.get(\n    '/user/:id',\n" },
        { file: funds, text: "app.put<{ Params: { id: number } }>('/user/:id/treasurer'" },
        { file: path.join(modulesDir, 'content', 'content.routes.ts'), text: "app.get('/admin/content'" },
        { file: path.join(modulesDir, 'admin-settings', 'x.routes.ts'), text: "app.put('/admin/setting'" },
      ]),
    ).toEqual({ user: ['modules/funds/funds.routes.ts', 'modules/users/users.routes.ts'] });
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
    // The rules of docs/architecture.md "Layers": a query in a service, an import of another module's
    // helper file, a read of another module's table, each caught.
    const service = path.join(modulesDir, 'comments', 'comments.service.ts');
    const ownRepo = path.join(modulesDir, 'comments', 'comments.repo.ts');
    const query = "await db\n  .selectFrom('comments')\n  .selectAll()";
    expect(queriesOutsideRepos([{ file: service, text: query }])).toEqual([
      'modules/comments/comments.service.ts (1)',
    ]);
    expect(queriesOutsideRepos([{ file: ownRepo, text: query }])).toEqual([]);
    expect(queriesOutsideRepos([{ file: service, text: "db.with('recent', (q) => q)" }])).toEqual([
      'modules/comments/comments.service.ts (1)',
    ]);
    const helper = path.join(modulesDir, 'events', 'events.mapper.ts');
    const eventsService = path.join(modulesDir, 'events', 'events.service.ts');
    expect(foreignNonServiceImports([{ file: probe, imports: [helper, eventsService, ownRepo] }])).toEqual([
      'modules/comments/probe.ts -> modules/events/events.mapper.ts',
    ]);
    expect(
      foreignNonServiceImports([
        {
          file: path.join(modulesDir, 'index.ts'),
          imports: [path.join(modulesDir, 'events', 'events.routes.ts')],
        },
      ]),
    ).toEqual([]);
    expect(
      foreignReads([
        {
          file: ownRepo,
          text: "db.selectFrom('comments as c').innerJoin('events as e', 'e.id', 'c.event_id')",
        },
      ]),
    ).toEqual(['comments -> events']);
  });
});
