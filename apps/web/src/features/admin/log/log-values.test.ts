import { describe, expect, it } from 'vitest';
import { isUploadPath, PICTURE_WORD, VALUE_MAX, valueLines } from './log-values.ts';

describe('valueLines', () => {
  it('labels known fields and keeps unknown keys', () => {
    expect(valueLines({ name: 'Reuni', startDate: '10/10/2026 19:00', foo: 1 })).toEqual([
      { key: 'name', label: 'Nama', text: 'Reuni', full: undefined },
      { key: 'startDate', label: 'Tanggal Mulai', text: '10/10/2026 19:00', full: undefined },
      { key: 'foo', label: 'foo', text: '1', full: undefined },
    ]);
  });

  it('shows null, empty and booleans readably', () => {
    expect(valueLines({ quota: null, about: '', deleted: true }).map((l) => l.text)).toEqual([
      '-',
      '-',
      'Ya',
    ]);
    expect(valueLines(null)).toEqual([]);
  });

  it('cuts long values and keeps the whole text for the title', () => {
    const long = 'x'.repeat(VALUE_MAX + 10);
    const [line] = valueLines({ description: long });
    expect(line?.text).toBe(`${'x'.repeat(VALUE_MAX)}…`);
    expect(line?.full).toBe(long);
  });

  it('summarises objects and arrays', () => {
    const lines = valueLines({
      eventCategory: { id: 1, displayName: 'Olahraga' },
      workingExps: [{ id: 1 }, { id: 2 }],
      socials: { instagram: 'a', tiktok: 'b' },
    });
    expect(lines.map((l) => l.text)).toEqual(['Olahraga', '2 item', 'Instagram, TikTok']);
    expect(lines[0]?.full).toBe('{"id":1,"displayName":"Olahraga"}');
  });

  it('keeps hostile text as plain text', () => {
    expect(valueLines({ name: '<script>alert(1)</script>' })[0]?.text).toBe('<script>alert(1)</script>');
  });
});

describe('valueLines with pictures', () => {
  it('never shows a storage path: the line carries the picture for a thumbnail instead', () => {
    const lines = valueLines({ picture: '/uploads/ab/cdef0123.webp', imageUrl: null });
    expect(lines[0]).toEqual({
      key: 'picture',
      label: 'Foto',
      text: PICTURE_WORD,
      image: '/uploads/ab/cdef0123.webp',
    });
    expect(lines[1]).toMatchObject({ key: 'imageUrl', label: 'Gambar', text: '-' });
    expect(lines[1]?.image).toBeUndefined();
  });

  it('hides paths inside summarised objects too', () => {
    const [line] = valueLines({
      eventGroup: { name: 'Reuni', imageUrl: 'http://127.0.0.1:3000/uploads/x/y.webp' },
    });
    expect(line?.text).toBe('Reuni');
    expect(line?.full).toBe(`{"name":"Reuni","imageUrl":"${PICTURE_WORD}"}`);
    expect(line?.full).not.toContain('/uploads/');
  });

  it('treats only upload addresses as pictures', () => {
    expect(isUploadPath('/uploads/a.webp')).toBe(true);
    expect(isUploadPath('https://alumni86.id/uploads/a/b.webp')).toBe(true);
    expect(isUploadPath('Jl. Uploads 5')).toBe(false);
    expect(isUploadPath('/upload/a.webp')).toBe(false);
    expect(isUploadPath(42)).toBe(false);
  });
});

describe('valueLines without technical words (docs/decisions/022)', () => {
  it('leaves out an internal user id when the row names the user, and shows instants in the community zone', () => {
    const lines = valueLines({ userId: 40, username: 'budi86', checkedInAt: '2026-11-26T12:07:00.000Z' });
    expect(lines.map((l) => l.key)).toEqual(['username', 'checkedInAt']);
    expect(lines[1]).toMatchObject({ label: 'Waktu Hadir' });
    expect(lines[1]?.text).toContain('26 November 2026');
    expect(lines[1]?.text).toContain('19');
    expect(lines.map((l) => l.text).join(' ')).not.toMatch(/userId|2026-11-26T|\bZ\b/);
  });

  it('shows statuses, roles and event kinds in Indonesian words', () => {
    const lines = valueLines({ status: 'PUBLISH', role: 'ROLE_USER', eventType: 'ONLINE' });
    expect(lines.map((l) => `${l.label}: ${l.text}`)).toEqual([
      'Status: Terbit',
      'Peran: Anggota',
      'Jenis Acara: Daring',
    ]);
    expect(valueLines({ status: 'DRAFT' })[0]?.text).toBe('Draf');
  });

  it('keeps an id when nothing else names the thing', () => {
    expect(valueLines({ userId: 40 }).map((l) => l.key)).toEqual(['userId']);
  });
});
