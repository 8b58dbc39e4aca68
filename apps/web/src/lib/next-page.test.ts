import { describe, expect, it } from 'vitest';
import { nextPage } from './next-page.ts';

const page = (n: number, total: number) => ({
  total,
  datas: Array.from({ length: n }, (_, i) => ({
    id: i,
    username: `u${i}`,
    name: `Nama ${i}`,
    nickname: null,
    picture: null,
    city: null,
    occupation: null,
    highSchool: null,
    deceased: false,
  })),
});

describe('nextPage (Muat lagi)', () => {
  it('asks for the following page while matches remain', () => {
    expect(nextPage([page(20, 45)], 20)).toBe(2);
    expect(nextPage([page(20, 45), page(20, 45)], 20)).toBe(3);
  });
  it('stops when everything is loaded or a page came back empty', () => {
    expect(nextPage([page(20, 45), page(20, 45), page(5, 45)], 20)).toBeUndefined();
    expect(nextPage([page(0, 0)], 20)).toBeUndefined();
    expect(nextPage([page(20, 45), page(0, 45)], 20)).toBeUndefined();
  });
});
