import {
  type Community,
  type CommunityBody,
  CommunitySettings,
  DEFAULT_COMMUNITY,
  type CommunitySettings as Settings,
} from '@alumni/contract';
import type { Db, Executor } from '../../db/index.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { badRequest } from '../../lib/errors.ts';
import { withAdminActivity } from '../activity-log/activity-log.service.ts';
import type { ImageStore } from '../uploads/image-store.service.ts';
import { isOurUpload } from '../uploads/uploads.service.ts';
import { saveSettingsRow, selectSettingsRow } from './community.repo.ts';

export const COMMUNITY_ACTIVITY = {
  saved: 'Mengubah pengaturan komunitas',
  firstRun: 'Mengatur komunitas untuk pertama kali',
} as const;

export const LOGO_INVALID = 'Logo tidak valid. Upload ulang gambar.';

const SHAPE = CommunitySettings.shape;

/**
 * The stored JSON read field by field: a field that is missing or no longer fits the contract (written by
 * an older version, or edited by hand) reads as its default instead of failing every page.
 */
export function settingsFromJson(json: string | null | undefined): Settings {
  let stored: Record<string, unknown> = {};
  try {
    const parsed: unknown = json ? JSON.parse(json) : {};
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      stored = parsed as Record<string, unknown>;
  } catch {
    stored = {};
  }
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(SHAPE) as (keyof Settings)[]) {
    const checked = key in stored ? SHAPE[key].safeParse(stored[key]) : null;
    out[key] = checked?.success ? checked.data : DEFAULT_COMMUNITY[key];
  }
  return out as Settings;
}

/** GET /community (and every server page and mail that names the community). */
export async function readCommunity(db: Executor): Promise<Community> {
  const row = await selectSettingsRow(db);
  return { ...settingsFromJson(row?.data), configured: Boolean(row?.configured_at) };
}

export interface CommunityDeps {
  db: Db;
  images: ImageStore;
  now: () => Date;
}

/**
 * PUT /community: the given fields replace the stored ones (absent = kept). The first save marks the
 * install as configured ('Atur Komunitas' is no longer offered); an empty body does only that (its 'Lewati').
 * The row and its 'Komunitas' activity row commit together.
 */
export async function updateCommunity(
  deps: CommunityDeps,
  actor: AuthUser,
  body: CommunityBody,
): Promise<Community> {
  // The disk check happens before the transaction opens.
  const logoOnDisk = typeof body.logo === 'string' ? await isOurUpload(body.logo, deps.images) : true;
  const now = deps.now();
  return withAdminActivity(
    deps.db,
    async (tx) => {
      const row = await selectSettingsRow(tx);
      const before = settingsFromJson(row?.data);
      if (!logoOnDisk && body.logo !== before.logo)
        throw badRequest(LOGO_INVALID, 'PICTURE_INVALID', [{ path: 'logo', message: LOGO_INVALID }]);
      const given = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
      const after: Settings = { ...before, ...given };
      const values = {
        data: JSON.stringify(after),
        configured_at: row?.configured_at ?? now.toISOString(),
        updated_at: now.toISOString(),
      };
      await saveSettingsRow(tx, row !== undefined, values);
      return {
        result: { ...after, configured: true },
        activity: {
          module: 'Komunitas',
          action: 'Ubah',
          activityInfo: row?.configured_at ? COMMUNITY_ACTIVITY.saved : COMMUNITY_ACTIVITY.firstRun,
          oldValue: before,
          newValue: after,
        },
      };
    },
    actor,
    now,
  );
}
