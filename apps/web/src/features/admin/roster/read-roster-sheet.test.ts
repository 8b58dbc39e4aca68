import { checkRosterRows } from '@alumni/contract';
import * as xlsx from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { ROSTER_SHEET_TEXT, rosterRowsOfSheet } from './read-roster-sheet.ts';

const sheet = (rows: unknown[][]) => xlsx.utils.aoa_to_sheet(rows);

describe('the yearbook sheet', () => {
  it('picks columns by their titles, skips blank rows and keeps sheet row numbers', () => {
    const res = rosterRowsOfSheet(
      xlsx,
      sheet([
        [],
        ['No', ' KELAS ', 'nama', 'Sekolah', 'Catatan'],
        [1, 'IPA 2', 'Dewi Lestari', 'SMA 3', 'x'],
        [],
        [2, 'IPS 1', 'Agus Salim', '', ''],
      ]),
    );
    expect(res).toEqual({
      ok: true,
      rows: [
        { row: 3, name: 'Dewi Lestari', nickname: '', className: 'IPA 2', school: 'SMA 3' },
        { row: 5, name: 'Agus Salim', nickname: '', className: 'IPS 1', school: '' },
      ],
    });
  });

  it('needs a Nama column and some rows', () => {
    expect(rosterRowsOfSheet(xlsx, sheet([['Kelas'], ['IPA 1']]))).toEqual({
      ok: false,
      problem: ROSTER_SHEET_TEXT.noName,
    });
    expect(rosterRowsOfSheet(xlsx, sheet([['Nama']]))).toEqual({
      ok: false,
      problem: ROSTER_SHEET_TEXT.noRows,
    });
  });

  it("the preview's checks are the server's: empty names and the same name twice in a class", () => {
    const { errors, entries } = checkRosterRows([
      { row: 2, name: 'Dewi', className: 'IPA 2' },
      { row: 3, name: '', className: 'IPA 2' },
      { row: 4, name: 'dewi', className: 'ipa  2' },
      { row: 5, name: 'Dewi', className: 'IPA 3' },
    ]);
    expect(errors.map((e) => e.row)).toEqual([3, 4]);
    expect(entries.map((e) => e.row)).toEqual([2, 5]);
  });
});
