import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { Db } from './index.ts';
import * as m001 from './migrations/001-initial.ts';
import * as m002 from './migrations/002-revoked-tokens.ts';
import * as m003 from './migrations/003-password-owner.ts';
import * as m004 from './migrations/004-comment-recipients.ts';
import * as m005 from './migrations/005-activity-seen.ts';
import * as m006 from './migrations/006-event-read-indexes.ts';
import * as m007 from './migrations/007-waitlist-reminders.ts';
import * as m008 from './migrations/008-outbox.ts';
import * as m009 from './migrations/009-check-in.ts';
import * as m010 from './migrations/010-sessions.ts';
import * as m011 from './migrations/011-upload-budget.ts';
import * as m012 from './migrations/012-community-settings.ts';
import * as m013 from './migrations/013-content-order.ts';
import * as m014 from './migrations/014-join-and-approval.ts';
import * as m016 from './migrations/016-roster.ts';
import * as m017 from './migrations/017-kabar-duka-memorials.ts';
import * as m020 from './migrations/020-directory-privacy.ts';
import * as m022 from './migrations/022-funds-cashbook.ts';
import * as m023 from './migrations/023-fund-reminders.ts';
import * as m024 from './migrations/024-search-key-backfill.ts';
import * as m025 from './migrations/025-web-push.ts';
import * as m026 from './migrations/026-companions.ts';
import * as m027 from './migrations/027-event-album.ts';
import * as m028 from './migrations/028-companion-counts.ts';
import * as m029 from './migrations/029-directory-indexes.ts';
import * as m030 from './migrations/030-waitlist-parties.ts';
import * as m031 from './migrations/031-event-counts.ts';
import * as m032 from './migrations/032-event-views-by-viewer.ts';
import * as m033 from './migrations/033-event-list-covering.ts';
import * as m034 from './migrations/034-event-filter-order.ts';

/** Migrations are listed here (not read from disk) so they work the same from source and bundles. */
const migrations: Record<string, Migration> = {
  '001-initial': m001,
  '002-revoked-tokens': m002,
  '003-password-owner': m003,
  '004-comment-recipients': m004,
  '005-activity-seen': m005,
  '006-event-read-indexes': m006,
  '007-waitlist-reminders': m007,
  '008-outbox': m008,
  '009-check-in': m009,
  '010-sessions': m010,
  '011-upload-budget': m011,
  '012-community-settings': m012,
  '013-content-order': m013,
  '014-join-and-approval': m014,
  '016-roster': m016,
  '017-kabar-duka-memorials': m017,
  '020-directory-privacy': m020,
  '022-funds-cashbook': m022,
  '023-fund-reminders': m023,
  '024-search-key-backfill': m024,
  '025-web-push': m025,
  '026-companions': m026,
  '027-event-album': m027,
  '028-companion-counts': m028,
  '029-directory-indexes': m029,
  '030-waitlist-parties': m030,
  '031-event-counts': m031,
  '032-event-views-by-viewer': m032,
  '033-event-list-covering': m033,
  '034-event-filter-order': m034,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
