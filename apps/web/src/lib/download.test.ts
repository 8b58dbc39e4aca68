import { describe, expect, it } from 'vitest';
import { filenameFromDisposition } from './download.ts';

describe('filenameFromDisposition', () => {
  it('prefers the UTF-8 name', () => {
    expect(
      filenameFromDisposition(
        `attachment; filename="peserta-reuni.xlsx"; filename*=UTF-8''peserta-reuni%20akbar.xlsx`,
        'x.xlsx',
      ),
    ).toBe('peserta-reuni akbar.xlsx');
  });
  it('reads a plain quoted or bare name', () => {
    expect(filenameFromDisposition('attachment; filename="pengguna.xlsx"', 'x')).toBe('pengguna.xlsx');
    expect(filenameFromDisposition('attachment; filename=pengguna.xlsx', 'x')).toBe('pengguna.xlsx');
  });
  it('falls back when there is no usable name', () => {
    expect(filenameFromDisposition(null, 'cadangan.xlsx')).toBe('cadangan.xlsx');
    expect(filenameFromDisposition('attachment', 'cadangan.xlsx')).toBe('cadangan.xlsx');
    expect(filenameFromDisposition("attachment; filename*=UTF-8''%E0%A4%A", 'cadangan.xlsx')).toBe(
      'cadangan.xlsx',
    );
  });
});
