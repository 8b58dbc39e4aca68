import { uploadBudgetMessage } from '@alumni/contract';
import type { Db } from '../../db/index.ts';
import { AppError } from '../../lib/errors.ts';
import type { ImageStore } from './image-store.service.ts';
import { dateUpload, deleteUploadEventsBefore, insertUploadEvent, sumUploadEvents } from './uploads.repo.ts';

/**
 * The per-member upload budget (docs/decisions/020, "Uploads"): in any 24 hours at most `maxCount` accepted
 * uploads and `maxBytes` received, whatever the member's role. Checked before the picture is decoded (the
 * count before the form is read, the bytes once its size is known); an accepted upload is recorded after it
 * was stored. Two uploads racing past the check can both pass: the per-IP rate limit (30 a minute) bounds that.
 */
export interface UploadBudget {
  maxCount: number;
  maxBytes: number;
}

const DAY_MS = 86_400_000;

const overBudget = (budget: UploadBudget) =>
  new AppError(
    429,
    'UPLOAD_BUDGET',
    uploadBudgetMessage(budget.maxCount, Math.round(budget.maxBytes / 1048576)),
  );

/** What the member used in the 24 hours before `now`. */
export async function uploadUsage(
  db: Db,
  userId: number,
  now: Date,
): Promise<{ count: number; bytes: number }> {
  return sumUploadEvents(db, userId, new Date(now.getTime() - DAY_MS).toISOString());
}

/** 429 when one more upload of `bytes` (0 = size not known yet) would pass the budget. */
export async function assertWithinBudget(
  db: Db,
  userId: number,
  bytes: number,
  budget: UploadBudget,
  now: Date,
): Promise<void> {
  const used = await uploadUsage(db, userId, now);
  if (used.count + 1 > budget.maxCount || used.bytes + bytes > budget.maxBytes) throw overBudget(budget);
}

/**
 * An accepted upload: counted against the member's budget, and its picture dated for the cleanup job (an upload
 * of a picture already stored starts its grace period again). Rows older than a day are dropped as it goes.
 */
export async function recordUpload(
  db: Db,
  userId: number,
  picture: string,
  bytes: number,
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  const name = picture.slice('/uploads/'.length);
  await db.transaction().execute(async (tx) => {
    await insertUploadEvent(tx, { user_id: userId, bytes, created_at: at });
    await dateUpload(tx, name, at);
    await deleteUploadEventsBefore(tx, userId, new Date(now.getTime() - 2 * DAY_MS).toISOString());
  });
}

/**
 * The admin dashboard's storage card: every stored object (pictures and copies) and the uploads of the last 24
 * hours. Listing a large bucket takes a while, so one answer serves this instance for a minute.
 */
let kept: { at: number; store: ImageStore; value: { files: number; bytes: number } } | undefined;
export async function storageUsage(db: Db, images: ImageStore, now: Date) {
  if (!kept || kept.store !== images || Math.abs(now.getTime() - kept.at) > 60_000)
    kept = { at: now.getTime(), store: images, value: await images.usage() };
  const day = await sumUploadEvents(db, null, new Date(now.getTime() - DAY_MS).toISOString());
  return { ...kept.value, uploadsLastDay: day.count, bytesLastDay: day.bytes };
}
