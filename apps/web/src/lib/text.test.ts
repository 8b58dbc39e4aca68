import { describe, expect, it } from 'vitest';
import { randomId8 } from './random-id.ts';
import { EVENT_NAME_CUT, initials, truncateEventName } from './text.ts';

describe('initials', () => {
  it.each([
    ['Siti Rahmawati', 'SR'],
    ['budi', 'B'],
    ['  Ahmad   Yani  Saputra ', 'AS'],
    ['dr. Made Wirawan', 'DW'],
    ['Ñoño élan', 'ÑÉ'],
    ['', '?'],
    ['   ', '?'],
    ['- -', '?'],
  ])('%j -> %s', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});

describe('randomId8', () => {
  it('is 8 letters or digits and differs between calls', () => {
    const ids = new Set(Array.from({ length: 200 }, () => randomId8()));
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{8}$/);
    expect(ids.size).toBe(200);
  });
});

describe('truncateEventName', () => {
  const chars = (n: number) => 'abcdefghij'.repeat(5).slice(0, n);

  it('keeps names of 40 characters or fewer whole', () => {
    expect(truncateEventName('Reuni Akbar')).toBe('Reuni Akbar');
    expect(truncateEventName(chars(36))).toBe(chars(36));
    expect(truncateEventName(chars(40))).toBe(chars(40));
    expect(truncateEventName('')).toBe('');
  });

  it('cuts longer names to 35 characters and an ellipsis', () => {
    expect(truncateEventName(chars(41))).toBe(`${chars(35)}…`);
    expect(truncateEventName(chars(50))).toBe(`${chars(35)}…`);
    expect(Array.from(truncateEventName(chars(50)))).toHaveLength(EVENT_NAME_CUT + 1);
  });

  it('drops a space left at the cut', () => {
    const name = `${'a'.repeat(34)} berikutnya dan seterusnya`;
    expect(truncateEventName(name)).toBe(`${'a'.repeat(34)}…`);
  });

  it('counts characters, never splitting an emoji', () => {
    const name = `${'🎉'.repeat(41)}`;
    expect(truncateEventName(name)).toBe(`${'🎉'.repeat(35)}…`);
    expect(truncateEventName('🎉'.repeat(40))).toBe('🎉'.repeat(40));
  });

  it('is applied to a real long name', () => {
    expect(truncateEventName('Webinar Kesehatan: Mengenal Diabetes dan Hipertensi Sejak Dini')).toBe(
      'Webinar Kesehatan: Mengenal Diabete…',
    );
  });
});
