import type { Readable } from 'node:stream';
import {
  EVENT_NOT_FOUND,
  EXPORT_NO,
  EXPORT_YES,
  PARTICIPANT_EXPORT_COLUMNS,
  PARTICIPANT_PAYMENT_LABEL,
  PARTICIPANT_STATUS_LABEL,
  type ParticipantPaymentState,
} from '@alumni/contract';
import type { Executor } from '../../db/index.ts';
import { parseCompanionNames } from '../../lib/companion-names.ts';
import { formatEventDate } from '../../lib/dates.ts';
import { notFound } from '../../lib/errors.ts';
import { type Cell, EXPORT_PAGE_SIZE, streamXlsx } from '../../lib/xlsx-export.ts';
import { eventPaymentStates } from '../funds/fund-standing.service.ts';
import { liveEventName } from './check-in.repo.ts';
import { participantRowsAfter, waitlistRowsAfter } from './participants-export.repo.ts';

/** One exported row before formatting: a participant (or someone in line) and their attendance. */
export interface ParticipantExportRow {
  status: keyof typeof PARTICIPANT_STATUS_LABEL;
  id: number;
  user_id: number;
  name: string;
  username: string;
  email: string;
  phone_number: string | null;
  created_at: string;
  checked_in_at: string | null;
  /** The party (docs/decisions/031-companions.md): companions, their names (JSON array), how many arrived. */
  companions: number;
  companion_names: string | null;
  arrived: number | null;
  /** The event's fee (docs/decisions/028); absent when the event has none. */
  payment?: ParticipantPaymentState;
}

/** Pages of `pageSize` rows by keyset on an ever-growing id, so each page costs the same and no query holds them all. */
async function* keysetPages<R extends { id: number }>(
  page: (after: number, pageSize: number) => Promise<R[]>,
  pageSize: number,
): AsyncGenerator<R[]> {
  let after = 0;
  for (;;) {
    const rows = await page(after, pageSize);
    if (rows.length > 0) yield rows;
    if (rows.length < pageSize) return;
    after = rows[rows.length - 1]?.id ?? after;
  }
}

/** The event's participants in registration order, on event_participants' (event_id, id) index. */
export async function* participantExportPages(
  db: Executor,
  eventId: number,
  pageSize = EXPORT_PAGE_SIZE,
): AsyncGenerator<ParticipantExportRow[]> {
  const pages = keysetPages((after, size) => participantRowsAfter(db, eventId, after, size), pageSize);
  for await (const rows of pages) yield rows.map((r) => ({ ...r, status: 'REGISTERED' as const }));
}

/** The event's waitlist in line order (keyset on event_waitlist's id). */
export async function* waitlistExportPages(
  db: Executor,
  eventId: number,
  pageSize = EXPORT_PAGE_SIZE,
): AsyncGenerator<ParticipantExportRow[]> {
  const pages = keysetPages((after, size) => waitlistRowsAfter(db, eventId, after, size), pageSize);
  for await (const rows of pages)
    yield rows.map((r) => ({
      ...r,
      checked_in_at: null,
      arrived: null,
      status: 'WAITLISTED' as const,
    }));
}

/**
 * One row of 'Unduh Peserta' in PARTICIPANT_EXPORT_COLUMNS order: 'Terdaftar' for a seat, 'Daftar Tunggu'
 * for someone in the waitlist (docs/decisions/013), whose 'Tanggal Daftar' is when they joined the line.
 */
export function participantCells(r: ParticipantExportRow, timeZone: string): Cell[] {
  return [
    r.name,
    r.username,
    r.email,
    r.phone_number ?? '',
    formatEventDate(r.created_at, timeZone),
    PARTICIPANT_STATUS_LABEL[r.status],
    r.checked_in_at ? EXPORT_YES : EXPORT_NO,
    r.checked_in_at ? formatEventDate(r.checked_in_at, timeZone) : '',
    r.payment ? PARTICIPANT_PAYMENT_LABEL[r.payment] : '',
    r.companions,
    parseCompanionNames(r.companion_names)?.join(', ') ?? '',
    r.checked_in_at ? (r.arrived ?? 1 + r.companions) : '',
  ];
}

/** GET /export/participants (admin): the .xlsx and its file name. Admins export any live event, drafts too. */
export async function exportParticipants(
  deps: { db: Executor; timeZone: string },
  eventId: number,
): Promise<{ file: Readable; filename: string }> {
  const event = await liveEventName(deps.db, eventId);
  if (!event) throw notFound(EVENT_NOT_FOUND, 'EVENT_NOT_FOUND');
  const file = streamXlsx(
    'Peserta',
    PARTICIPANT_EXPORT_COLUMNS,
    (async function* () {
      // One payment lookup per page of rows (docs/decisions/028), not per row.
      const withPayment = async (page: ParticipantExportRow[]) => {
        const states = await eventPaymentStates(
          deps.db,
          event.id,
          page.map((r) => r.user_id),
        );
        return page.map((r) =>
          participantCells(states ? { ...r, payment: states.get(r.user_id) ?? 'NONE' } : r, deps.timeZone),
        );
      };
      for await (const page of participantExportPages(deps.db, event.id)) yield withPayment(page);
      for await (const page of waitlistExportPages(deps.db, event.id)) yield withPayment(page);
    })(),
    [28, 18, 30, 16, 18, 12, 8, 18, 18],
  );
  return { file, filename: `peserta-${fileSlug(event.name)}-${event.id}.xlsx` };
}

/** A readable, safe file-name part: letters, digits and dashes. */
export function fileSlug(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return slug || 'acara';
}
