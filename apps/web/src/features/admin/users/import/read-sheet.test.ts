import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { IMPORT_TEXT as T } from './import-text.ts';
import { cellText, isExcelName, readWorkbook, rowsOfSheet, templateWorkbook } from './read-sheet.ts';

const HEADER = ['Nama', 'Nama Panggilan', 'Username', 'Telepon', 'Alamat', 'Email', 'SMA'];

/** A real workbook file's bytes, written by the library as Excel would save it. */
function file(rows: unknown[][], bookType: 'xlsx' | 'biff8' = 'xlsx', extraSheet = false): ArrayBuffer {
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(rows), 'Data');
  if (extraSheet) XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet([['Username'], ['lain']]), 'Lain');
  return XLSX.write(wb, { type: 'array', bookType }) as ArrayBuffer;
}

const ok = (r: ReturnType<typeof readWorkbook>) => {
  if (!r.ok) throw new Error(`expected rows, got: ${r.problem}`);
  return r.rows;
};

describe('readWorkbook', () => {
  it('maps the columns by title, keeps accents and non-Latin text, and numbers the rows like Excel', () => {
    const rows = ok(
      readWorkbook(
        XLSX,
        file([
          HEADER,
          ['Ñúñez Álvarez', 'Ñu', 'nunez', '0812-111', 'Jl. Ñ', 'nunez@example.com', 'SMA 1'],
          ['王小明', '小明', 'wang', '', '台北市', 'wang@example.com', ''],
        ]),
      ),
    );
    expect(rows).toEqual([
      {
        row: 2,
        name: 'Ñúñez Álvarez',
        nickname: 'Ñu',
        username: 'nunez',
        phoneNumber: '0812-111',
        address: 'Jl. Ñ',
        email: 'nunez@example.com',
        highSchool: 'SMA 1',
        city: '',
      },
      {
        row: 3,
        name: '王小明',
        nickname: '小明',
        username: 'wang',
        phoneNumber: '',
        address: '台北市',
        email: 'wang@example.com',
        highSchool: '',
        city: '',
      },
    ]);
  });

  it('tolerates case, spaces and column order, ignores unknown columns, reads .xls too', () => {
    for (const bookType of ['xlsx', 'biff8'] as const) {
      const rows = ok(
        readWorkbook(
          XLSX,
          file(
            [
              ['  EMAIL ', 'catatan', ' username', 'nama   panggilan', 'Ketut Ārya ignored?'],
              ['ketut@example.com', 'x', 'ketut.arya', 'Ketut', ''],
            ],
            bookType,
          ),
        ),
      );
      expect(rows).toEqual([
        {
          row: 2,
          name: '',
          nickname: 'Ketut',
          username: 'ketut.arya',
          phoneNumber: '',
          address: '',
          email: 'ketut@example.com',
          highSchool: '',
          city: '',
        },
      ]);
    }
  });

  it('skips blank rows but keeps the real sheet row numbers; reads only the first sheet', () => {
    const rows = ok(
      readWorkbook(
        XLSX,
        file(
          [
            HEADER,
            ['A', '', 'satu', '', '', 'a@example.com', ''],
            [],
            ['', '', '', '', '', '', ''],
            ['B', '', 'dua'],
          ],
          'xlsx',
          true,
        ),
      ),
    );
    expect(rows.map((r) => [r.row, r.username])).toEqual([
      [2, 'satu'],
      [5, 'dua'],
    ]);
  });

  it('finds a header below blank top rows and numbers rows from the sheet', () => {
    const ws = XLSX.utils.sheet_add_aoa(
      XLSX.utils.aoa_to_sheet([]),
      [HEADER, ['A', '', 'satu', '', '', 'a@example.com', '']],
      { origin: 'B3' },
    );
    const rows = ok(rowsOfSheet(XLSX, ws));
    expect(rows[0]?.row).toBe(4);
    expect(rows[0]?.username).toBe('satu');
  });

  it('turns phone numbers stored as numbers into text without losing digits', () => {
    const rows = ok(
      readWorkbook(
        XLSX,
        file([
          HEADER,
          ['A', '', 'a1', 81234567890, '', 'a1@example.com', ''],
          ['B', '', 'b1', 6281234567890, '', 'b1@example.com', ''],
          ['C', '', 'c1', '081234567890', '', 'c1@example.com', ''],
        ]),
      ),
    );
    expect(rows.map((r) => r.phoneNumber)).toEqual(['81234567890', '6281234567890', '081234567890']);
  });

  it('uses the formatted text of a numeric cell (leading zeros from a number format)', () => {
    expect(cellText({ t: 'n', v: 81234567890, w: '081234567890' })).toBe('081234567890');
    expect(cellText({ t: 'n', v: 6281234567890, w: '6.28123E+12' })).toBe('6281234567890');
    expect(cellText({ t: 'b', v: true })).toBe('true');
    expect(cellText({ t: 'e', v: 7, w: '#DIV/0!' })).toBe('');
    expect(cellText(undefined)).toBe('');
  });

  it('explains a file that is not a readable workbook or has the wrong shape', () => {
    expect(
      readWorkbook(
        XLSX,
        file([
          ['Foo', 'Bar'],
          ['1', '2'],
        ]),
      ),
    ).toEqual({ ok: false, problem: T.noHeader });
    expect(
      readWorkbook(
        XLSX,
        file([
          ['Nama', 'Username'],
          ['A', 'a'],
        ]),
      ),
    ).toEqual({
      ok: false,
      problem: T.missingColumn('Email'),
    });
    expect(readWorkbook(XLSX, file([HEADER, [], []]))).toEqual({ ok: false, problem: T.noRows });
    expect(readWorkbook(XLSX, file([]))).toEqual({ ok: false, problem: T.noRows });
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6, 7, 8]).buffer;
    expect(readWorkbook(XLSX, zip)).toEqual({ ok: false, problem: T.unreadable });
  });

  it(`refuses more than ${T.maxRows} data rows, saying how many there are`, () => {
    const data = Array.from({ length: T.maxRows + 1 }, (_, i) => ['', '', `u${i}`, '', '', `u${i}@x.id`, '']);
    expect(readWorkbook(XLSX, file([HEADER, ...data]))).toEqual({
      ok: false,
      problem: T.tooMany(T.maxRows + 1),
    });
    // Writing and reading 10,001 rows is CPU-bound: about 4 s on an idle machine, more on a busy one.
  }, 30_000);
});

describe('the Kota column', () => {
  it('reads an optional Kota column (docs/decisions/027) and leaves it empty when absent', () => {
    const rows = ok(
      readWorkbook(
        XLSX,
        file([
          [...HEADER, 'Kota'],
          ['Sari', '', 'sari', '', '', 'sari@example.com', '', 'Kota Surabaya'],
        ]),
      ),
    );
    expect(rows[0]?.city).toBe('Kota Surabaya');
  });
});

describe('template and file names', () => {
  it('the template reads back as one example row with the phone as text', () => {
    const bytes = XLSX.write(templateWorkbook(XLSX), { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
    const rows = ok(readWorkbook(XLSX, bytes));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ row: 2, username: 'budi.santoso', phoneNumber: '081234567890' });
  });

  it('accepts only .xlsx and .xls names', () => {
    expect(isExcelName('data.xlsx')).toBe(true);
    expect(isExcelName('DATA.XLS')).toBe(true);
    expect(isExcelName('data.csv')).toBe(false);
    expect(isExcelName('data.xlsx.exe')).toBe(false);
  });
});
