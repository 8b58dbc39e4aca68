import type { UserListItemAdmin } from '@alumni/contract';
import { describe, expect, it } from 'vitest';
import { inviteQuestion, inviteResult, inviteTarget, lastInvitedLabel } from './invitation-text.ts';

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

describe('lastInvitedLabel', () => {
  it('shows the Jakarta day of the last invitation, or that there was none', () => {
    expect(lastInvitedLabel(null)).toBe('Belum pernah diundang');
    expect(lastInvitedLabel('2026-11-22T20:00:00.000Z')).toBe('Diundang 23 November 2026');
  });
});
