import type { UserListItemAdmin } from '@alumni/contract';
import { describe, expect, it } from 'vitest';
import {
  inviteQuestion,
  inviteResult,
  inviteResultTitle,
  inviteTarget,
  lastInvitedLabel,
  mailStatusLabel,
} from './invitation-text.ts';

const row = (id: number, active: boolean): UserListItemAdmin => ({
  id,
  name: `Anggota ${id}`,
  username: `anggota${id}`,
  picture: null,
  email: `a${id}@example.com`,
  phoneNumber: null,
  role: 'ROLE_USER',
  createdDate: '2026-11-22T08:18:46.000Z',
  active,
  lastInvitedAt: null,
  lastInvitationState: null,
  deceased: false,
});

describe('inviteTarget', () => {
  const rows = [row(1, false), row(2, true), row(3, false)];

  it('targets every listed not-yet-active member when nothing is selected', () => {
    expect(inviteTarget(rows, [], 'budi')).toEqual({ kind: 'all', search: 'budi' });
  });

  it('targets the selection and counts the active members it skips', () => {
    expect(inviteTarget(rows, [1, 2, 3], '')).toEqual({
      kind: 'selected',
      userIds: [1, 2, 3],
      inactive: 2,
      active: 1,
    });
    // Ids no longer on the page are not sent.
    expect(inviteTarget(rows, [3, 99], '')).toEqual({
      kind: 'selected',
      userIds: [3],
      inactive: 1,
      active: 0,
    });
  });

  it('never targets a classmate who has passed away (docs/decisions/024)', () => {
    const withMemorial = [...rows, { ...row(4, false), deceased: true }];
    expect(inviteTarget(withMemorial, [1, 4], '')).toEqual({
      kind: 'selected',
      userIds: [1],
      inactive: 1,
      active: 0,
    });
  });
});

describe('inviteQuestion', () => {
  it('says how many are invited, for the selection or the whole list', () => {
    expect(inviteQuestion({ kind: 'all', search: '' }, 120)).toBe(
      'Kirim undangan aktivasi ke 120 anggota belum aktif di daftar ini? Setiap anggota menerima email berisi tautan yang berlaku 7 hari dan hanya sekali pakai.',
    );
    expect(inviteQuestion({ kind: 'selected', userIds: [1, 2, 3], inactive: 2, active: 1 }, 2)).toBe(
      'Kirim undangan aktivasi ke 2 anggota terpilih yang belum aktif? Setiap anggota menerima email berisi tautan yang berlaku 7 hari dan hanya sekali pakai. 1 anggota terpilih sudah aktif dan tidak diundang.',
    );
  });
});

describe('inviteResult', () => {
  it('says plainly when e-mail is not configured', () => {
    expect(inviteResult({ invited: 3, skippedActive: 0, emailConfigured: true })).toBe(
      '3 undangan masuk antrean dan segera dikirim.',
    );
    expect(inviteResult({ invited: 2, skippedActive: 1, emailConfigured: false })).toBe(
      '2 undangan disimpan di antrean, tetapi e-mail belum dikonfigurasi: belum ada yang terkirim. Gunakan "Kirim via WhatsApp". 1 anggota sudah aktif dan dilewati.',
    );
  });
});

describe('lastInvitedLabel (docs/decisions/022: what really happened)', () => {
  const at = '2026-11-22T20:00:00.000Z';
  it('shows the Jakarta day of the last invitation and its fate, or that there was none', () => {
    expect(lastInvitedLabel(null, null, true)).toBe('Belum pernah diundang');
    expect(lastInvitedLabel(at, 'sent', true)).toBe('Undangan terkirim 23 November 2026');
    expect(lastInvitedLabel(at, 'queued', true)).toBe('Undangan dalam antrean sejak 23 November 2026');
    expect(lastInvitedLabel(at, 'whatsapp', false)).toBe('Tautan WhatsApp dibuat 23 November 2026');
    expect(lastInvitedLabel(at, 'failed', true)).toBe('Undangan gagal terkirim, dibuat 23 November 2026');
  });

  it('never says "Diundang" or "terkirim" for a mail waiting for e-mail to be configured', () => {
    const label = lastInvitedLabel(at, 'queued', false);
    expect(label).toBe('Undangan belum terkirim (menunggu e-mail diatur), dibuat 23 November 2026');
    expect(mailStatusLabel('queued', false)).toBe('menunggu e-mail diatur');
    expect(mailStatusLabel('queued', true)).toBe('antre');
  });
});

describe('without e-mail the dialog and the toast promise no mail', () => {
  it('asks to keep the invitations in the queue and titles the result "belum terkirim"', () => {
    const q = inviteQuestion({ kind: 'all', search: '' }, 5, false);
    expect(q).not.toContain('menerima email berisi');
    expect(q).toContain('belum ada yang menerima email');
    expect(inviteResultTitle(false)).toBe('Undangan belum terkirim');
    expect(inviteResultTitle(true)).toBe('Undangan dikirim');
  });
});
