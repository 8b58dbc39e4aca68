import { CreateEventBody, type EventDetail, UpdateEventBody } from '@alumni/contract';
import { describe, expect, it } from 'vitest';
import {
  buildCreateBody,
  buildUpdateBody,
  type EventFormValues,
  emptyFormValues,
  fromEventDateText,
  maxCompanionsToBody,
  quotaLabel,
  quotaToBody,
  readFormDate,
  readFormTime,
  toEventDateText,
  toFormValues,
} from './event-form-model.ts';
import { EVENT_FORM_TEXT } from './event-form-text.ts';
import { hasPasswordMismatch, serverFieldErrors, validateEventForm } from './event-form-validate.ts';

const NO_IMAGES = { imageUrl: null, groupImageUrl: null };
const IMG = `/uploads/${'a'.repeat(32)}.webp`;
const GROUP_IMG = `/uploads/${'b'.repeat(32)}.webp`;

/** A complete, valid NEW form with an existing creator. */
function filled(over: Partial<EventFormValues> = {}): EventFormValues {
  return {
    ...emptyFormValues(),
    groupName: 'reuni-akbar',
    groupDisplayName: 'Reuni Akbar',
    name: 'Reuni Akbar 2026',
    location: 'Gedung Serbaguna, Jakarta',
    categoryId: '3',
    startDate: '14/03/2026',
    startTime: '19:00',
    creator: { id: 42, name: 'Siti', username: 'siti', picture: null },
    ...over,
  };
}

const detail: EventDetail = {
  id: 7,
  name: 'Reuni',
  imageUrl: IMG,
  startDate: '14/03/2026 19:00',
  endDate: '14/03/2026 22:00',
  location: 'Jakarta',
  description: 'Baris 1\nBaris 2',
  quota: 50,
  status: 'DRAFT',
  isFinished: false,
  totalParticipant: 1,
  totalViewer: 0,
  eventType: 'OFFLINE',
  eventCreationType: 'NEW',
  eventCategory: { id: 3, displayName: 'Reuni', iconUrl: null },
  eventGroup: { id: 9, name: 'g', displayName: 'G', imageUrl: null },
  user: { id: 42, name: 'Siti', username: 'siti', picture: null },
  eventCategoryId: 3,
  eventUserId: 42,
  createdDate: '2026-01-01T00:00:00.000Z',
  isRegistered: false,
  waitlistPosition: null,
  maxCompanions: 0,
  companions: null,
  companionNames: null,
  waitlistCompanions: null,
  waitlistCompanionNames: null,
  lineWaiting: false,
  seatsHeld: 0,
};

describe('date conversion (form DD/MM/YYYY + 24-hour HH:mm <-> contract, WIB wall clock)', () => {
  it('joins the typed or picked date and time into the contract format', () => {
    expect(toEventDateText('14/03/2026', '19:00')).toBe('14/03/2026 19:00');
    expect(toEventDateText('5/1/2026', '7:05')).toBe('05/01/2026 07:05');
    expect(toEventDateText('05/01/2026', '19.30')).toBe('05/01/2026 19:30');
  });
  it('refuses missing parts, days that do not exist, other orders and 12-hour times', () => {
    expect(toEventDateText('', '19:00')).toBeNull();
    expect(toEventDateText('14/03/2026', '')).toBeNull();
    expect(toEventDateText('31/02/2026', '10:00')).toBeNull();
    expect(toEventDateText('14/03/2026', '24:00')).toBeNull();
    expect(toEventDateText('2026-03-14', '19:00')).toBeNull();
    expect(toEventDateText('03/14/2026', '19:00')).toBeNull();
    expect(toEventDateText('14/03/2026', '7:00 PM')).toBeNull();
  });
  it('reads the parts on their own', () => {
    expect(readFormDate('14/03/2026')).toEqual({ day: 14, month: 3, year: 2026 });
    expect(readFormDate('29/02/2027')).toBeNull();
    expect(readFormTime('9:05')).toBe('09:05');
    expect(readFormTime('23:60')).toBeNull();
  });
  it('splits the contract format back for the fields, whatever the device zone or language', () => {
    expect(fromEventDateText('14/03/2026 19:00')).toEqual({ date: '14/03/2026', time: '19:00' });
    expect(fromEventDateText('31/12/2026 23:59')).toEqual({ date: '31/12/2026', time: '23:59' });
    expect(fromEventDateText('garbage')).toEqual({ date: '', time: '' });
    expect(fromEventDateText(null)).toEqual({ date: '', time: '' });
  });
});

describe('quota', () => {
  it('empty is unlimited (null), digits a number, anything else is left for the contract to refuse', () => {
    expect(quotaToBody('')).toBeNull();
    expect(quotaToBody('  ')).toBeNull();
    expect(quotaToBody(' 50 ')).toBe(50);
    expect(quotaToBody('-3')).toBe('-3');
    expect(quotaLabel('')).toBe('Tanpa batas');
    expect(quotaLabel('1500')).toBe('Maksimal 1.500 peserta');
    expect(quotaLabel('0')).toBe('');
  });
});

describe('buildCreateBody', () => {
  it('NEW with an existing creator: group fields, DRAFT, end null when the option is off', () => {
    const body = buildCreateBody(filled(), { imageUrl: IMG, groupImageUrl: GROUP_IMG });
    expect(body).toEqual({
      eventCreationType: 'NEW',
      eventGroup: { name: 'reuni-akbar', displayName: 'Reuni Akbar', imageUrl: GROUP_IMG },
      name: 'Reuni Akbar 2026',
      eventType: 'OFFLINE',
      location: 'Gedung Serbaguna, Jakarta',
      quota: null,
      maxCompanions: 0,
      description: null,
      eventCategoryId: 3,
      startDate: '14/03/2026 19:00',
      endDate: null,
      status: 'DRAFT',
      imageUrl: IMG,
      eventUserId: 42,
    });
    expect(CreateEventBody.safeParse(body).success).toBe(true);
  });

  it('CONTINUED with a new inline creator: eventGroup {id}, user {...}, no eventUserId, the end kept', () => {
    const body = buildCreateBody(
      filled({
        creationType: 'CONTINUED',
        groupId: '9',
        quota: '25',
        hasEnd: true,
        endDate: '15/03/2026',
        endTime: '01:30',
        creatorMode: 'new',
        userName: 'Budi',
        userNickname: 'Bud',
        userUsername: 'budi86',
        userEmail: 'budi@example.com',
        userPassword: 'rahasia-123',
        userRepassword: 'rahasia-123',
      }),
      NO_IMAGES,
    );
    expect(body).toMatchObject({
      eventCreationType: 'CONTINUED',
      eventGroup: { id: 9 },
      quota: 25,
      endDate: '15/03/2026 01:30',
      user: { username: 'budi86', repassword: 'rahasia-123' },
    });
    expect(body).not.toHaveProperty('eventUserId');
    expect(CreateEventBody.safeParse(body).success).toBe(true);
  });
});

describe('toFormValues and buildUpdateBody', () => {
  it('loads an event: end option on when end differs, off (fields empty) when end = start', () => {
    const v = toFormValues(detail);
    expect(v).toMatchObject({
      startDate: '14/03/2026',
      startTime: '19:00',
      hasEnd: true,
      endDate: '14/03/2026',
      endTime: '22:00',
      quota: '50',
      categoryId: '3',
      groupId: '9',
      image: { kind: 'saved', url: IMG },
      creator: { id: 42 },
    });
    const same = toFormValues({ ...detail, endDate: detail.startDate, quota: null });
    expect(same).toMatchObject({ hasEnd: false, endDate: '', endTime: '', quota: '' });
  });

  it('sends only the id when nothing changed', () => {
    const v = toFormValues(detail);
    expect(buildUpdateBody(7, v, { ...v }, { imageUrl: IMG, groupImageUrl: null })).toEqual({ id: 7 });
  });

  it('sends the changed fields; start and end together; option off = end null', () => {
    const initial = toFormValues(detail);
    const next: EventFormValues = {
      ...initial,
      status: 'PUBLISH',
      location: 'Bandung',
      quota: '',
      hasEnd: false,
      creator: { id: 5, name: 'Ani', username: 'ani', picture: null },
      groupId: '11',
    };
    const body = buildUpdateBody(7, initial, next, { imageUrl: null, groupImageUrl: null });
    expect(body).toEqual({
      id: 7,
      status: 'PUBLISH',
      location: 'Bandung',
      quota: null,
      eventUserId: 5,
      eventGroupId: 11,
      imageUrl: null,
      startDate: '14/03/2026 19:00',
      endDate: null,
    });
    expect(UpdateEventBody.safeParse(body).success).toBe(true);
  });
});

describe("'Pendamping per anggota' (docs/decisions/031-companions.md)", () => {
  it('loads, sends digits as a number, blank as 0, and only when changed', () => {
    expect(maxCompanionsToBody('2')).toBe(2);
    expect(maxCompanionsToBody(' ')).toBe(0);
    expect(maxCompanionsToBody('dua')).toBe('dua');
    const initial = toFormValues({ ...detail, maxCompanions: 1 });
    expect(initial.maxCompanions).toBe('1');
    expect(buildUpdateBody(7, initial, { ...initial }, { imageUrl: IMG, groupImageUrl: null })).toEqual({
      id: 7,
    });
    const body = buildUpdateBody(
      7,
      initial,
      { ...initial, maxCompanions: '2' },
      { imageUrl: IMG, groupImageUrl: null },
    );
    expect(body).toEqual({ id: 7, maxCompanions: 2 });
    expect(UpdateEventBody.safeParse(body).success).toBe(true);
  });

  it('refuses more than 10 beside the field', () => {
    const errors = validateEventForm({ ...toFormValues(detail), maxCompanions: '11' }, 'edit');
    expect(errors.maxCompanions).toBe('Pendamping per anggota harus bilangan bulat 0–10');
  });
});

describe('validateEventForm', () => {
  it('a complete form has no errors', () => {
    expect(validateEventForm(filled(), 'add')).toEqual({});
    expect(validateEventForm(toFormValues(detail), 'edit')).toEqual({});
  });

  it('an empty add form names every missing field with the contract messages', () => {
    const e = validateEventForm(emptyFormValues(), 'add');
    expect(e).toEqual({
      name: 'Nama acara harus diisi',
      location: 'Lokasi acara harus diisi',
      categoryId: 'Kategori acara harus dipilih',
      startDate: 'Tanggal mulai harus diisi',
      startTime: 'Jam mulai harus diisi',
    });
    // The group and the creator have defaults (docs/decisions/023); on edit the creator is still needed.
    expect(validateEventForm(emptyFormValues(), 'edit')).toMatchObject({
      creator: 'Pilih pembuat acara atau buat pengguna baru',
    });
  });

  it('a NEW group left blank is named by the server; half a name fills the other half', () => {
    const none = { imageUrl: null, groupImageUrl: null };
    const blank = buildCreateBody(filled({ groupName: '', groupDisplayName: '', creator: null }), none);
    expect(blank).not.toHaveProperty('eventGroup');
    expect(blank).not.toHaveProperty('eventUserId');
    expect(buildCreateBody(filled({ groupName: 'reuni', groupDisplayName: ' ' }), none)).toMatchObject({
      eventGroup: { name: 'reuni', displayName: 'reuni' },
    });
    expect(
      buildCreateBody(filled({ groupName: '', groupDisplayName: '' }), {
        imageUrl: null,
        groupImageUrl: '/uploads/g.webp',
      }),
    ).toMatchObject({ eventGroup: { name: filled().name, imageUrl: '/uploads/g.webp' } });
    expect(buildCreateBody(filled(), none, true)).toMatchObject({ publish: true, status: 'DRAFT' });
    expect(buildCreateBody(filled(), none)).not.toHaveProperty('publish');
  });

  it('a half-filled or unreadable date or time names the part, not the wire format', () => {
    expect(validateEventForm(filled({ startTime: '' }), 'add')).toEqual({
      startTime: 'Jam mulai harus diisi',
    });
    expect(validateEventForm(filled({ hasEnd: true, endDate: '15/03/2026' }), 'add')).toEqual({
      endTime: 'Jam selesai harus diisi',
    });
    expect(validateEventForm(filled({ startDate: '30/02/2026' }), 'add')).toEqual({
      startDate: EVENT_FORM_TEXT.messages.dateInvalid,
    });
    expect(validateEventForm(filled({ startTime: '7 malam' }), 'add')).toEqual({
      startTime: EVENT_FORM_TEXT.messages.timeInvalid,
    });
  });

  it('refuses an end before the start, at the end field', () => {
    const e = validateEventForm(filled({ hasEnd: true, endDate: '14/03/2026', endTime: '18:59' }), 'add');
    expect(e).toEqual({ endDate: 'Tanggal selesai tidak boleh sebelum tanggal mulai.' });
  });

  it('refuses a bad quota, an offline-only location for ONLINE, a missing CONTINUED group', () => {
    const e = validateEventForm(
      filled({ quota: '0', eventType: 'ONLINE', location: 'Jakarta', creationType: 'CONTINUED' }),
      'add',
    );
    expect(e.quota).toMatch(/^Kuota harus berupa bilangan bulat/);
    expect(e.location).toMatch(/^Lokasi acara online harus berupa tautan/);
    expect(e.groupId).toBe('Grup acara harus dipilih');
  });

  it('checks the new creator: fields and the password confirmation', () => {
    const e = validateEventForm(
      filled({
        creator: null,
        creatorMode: 'new',
        userName: 'Budi',
        userUsername: 'b',
        userEmail: 'bukan-email',
        userPassword: 'rahasia-123',
        userRepassword: 'rahasia-456',
      }),
      'add',
    );
    expect(e).toEqual({
      userRepassword: 'Kata sandi berbeda',
      userUsername: 'Username minimal 3 karakter',
      userEmail: 'Format email tidak valid',
    });
    expect(hasPasswordMismatch(e)).toBe(true);
  });
});

describe('serverFieldErrors', () => {
  it('maps errors[].path and 409 codes to the form fields', () => {
    expect(
      serverFieldErrors(
        {
          code: 'VALIDATION_ERROR',
          message: 'x',
          errors: [
            { path: 'eventGroup.displayName', message: 'a' },
            { path: 'quota', message: 'b' },
            { path: 'endDate', message: 'c' },
          ],
        },
        { hasEnd: true },
      ),
    ).toEqual({ groupDisplayName: 'a', quota: 'b', endDate: 'c' });
    expect(
      serverFieldErrors(
        { code: 'USERNAME_TAKEN', message: 'Username sudah dipakai', errors: [] },
        { hasEnd: false },
      ),
    ).toEqual({ userUsername: 'Username sudah dipakai' });
    // No end field when the option is off: the start is what to fix.
    expect(
      serverFieldErrors(
        { code: 'X', message: 'm', errors: [{ path: 'endDate', message: 'c' }] },
        { hasEnd: false },
      ),
    ).toEqual({ startDate: 'c' });
  });
});
