import { describe, expect, it } from 'vitest';
import { randomId8 } from './random-id.ts';
import { initials } from './text.ts';

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
