import { describe, expect, it } from 'vitest';
import { clampPage, pageCount, pageWindow } from './pagination.ts';

describe('pageCount', () => {
  it('is the ceiling of total / limit', () => {
    expect(pageCount(0, 10)).toBe(0);
    expect(pageCount(1, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(95, 9)).toBe(11);
  });

  it('is 0 for a missing or nonsensical limit or total', () => {
    expect(pageCount(10, 0)).toBe(0);
    expect(pageCount(10, -5)).toBe(0);
    expect(pageCount(-3, 10)).toBe(0);
    expect(pageCount(Number.NaN, 10)).toBe(0);
  });
});

describe('clampPage', () => {
  it('keeps a page inside 1..totalPages', () => {
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(-2, 5)).toBe(1);
    expect(clampPage(3, 5)).toBe(3);
    expect(clampPage(9, 5)).toBe(5);
  });

  it('reads no pages as page 1 and a broken number as 1', () => {
    expect(clampPage(4, 0)).toBe(1);
    expect(clampPage(Number.NaN, 5)).toBe(1);
    expect(clampPage(2.7, 5)).toBe(2);
  });
});

describe('pageWindow', () => {
  it('shows nothing without pages', () => {
    expect(pageWindow(1, 0)).toEqual([]);
    expect(pageWindow(1, -1)).toEqual([]);
  });

  it('shows the single page', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
  });

  it('shows every page up to 7', () => {
    expect(pageWindow(1, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageWindow(7, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageWindow(4, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('switches to ellipses at 8 pages', () => {
    expect(pageWindow(1, 8)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 8]);
    expect(pageWindow(4, 8)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 8]);
    expect(pageWindow(5, 8)).toEqual([1, 'ellipsis', 4, 5, 6, 7, 8]);
    expect(pageWindow(8, 8)).toEqual([1, 'ellipsis', 4, 5, 6, 7, 8]);
  });

  it('puts the current page between its neighbours in the middle of 20 pages', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 20]);
    expect(pageWindow(5, 20)).toEqual([1, 'ellipsis', 4, 5, 6, 'ellipsis', 20]);
    expect(pageWindow(10, 20)).toEqual([1, 'ellipsis', 9, 10, 11, 'ellipsis', 20]);
    expect(pageWindow(16, 20)).toEqual([1, 'ellipsis', 15, 16, 17, 'ellipsis', 20]);
    expect(pageWindow(17, 20)).toEqual([1, 'ellipsis', 16, 17, 18, 19, 20]);
    expect(pageWindow(20, 20)).toEqual([1, 'ellipsis', 16, 17, 18, 19, 20]);
  });

  it('is always 7 slots wide beyond 7 pages, with the current page, first and last in it', () => {
    for (const total of [8, 9, 12, 20, 137]) {
      for (let current = 1; current <= total; current++) {
        const w = pageWindow(current, total);
        expect(w).toHaveLength(7);
        expect(w[0]).toBe(1);
        expect(w[6]).toBe(total);
        expect(w).toContain(current);
        const pages = w.filter((s): s is number => s !== 'ellipsis');
        expect(pages).toEqual([...pages].sort((a, b) => a - b));
        expect(new Set(pages).size).toBe(pages.length);
      }
    }
  });

  it('treats an out-of-range current page as the nearest end', () => {
    expect(pageWindow(0, 20)).toEqual(pageWindow(1, 20));
    expect(pageWindow(99, 20)).toEqual(pageWindow(20, 20));
  });
});
