import { IMPORT_COLUMNS, IMPORT_MAX_ROWS, type ImportField } from '@alumni/contract';
import type { CellObject, WorkSheet } from '@e965/xlsx';
import { IMPORT_TEXT as T } from './import-text.ts';

/** The SheetJS module, passed in: the panel loads it lazily, the tests import it directly. */
export type Xlsx = typeof import('@e965/xlsx');

/** Loads SheetJS as its own chunk, only when a file is read or the template is made. */
export const loadXlsx = (): Promise<Xlsx> => import('@e965/xlsx');

/** One data row of the sheet: the sheet's row number (header = 1 when it sits in row 1) and cell texts. */
export type SheetRow = { row: number } & Record<ImportField, string>;

export type SheetResult = { ok: true; rows: SheetRow[] } | { ok: false; problem: string };

const EXCEL_NAME = /\.(xlsx|xls)$/i;
export const IMPORT_ACCEPT =
  '.xlsx,.xls,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel';

/** Only .xlsx and .xls files (docs/spec.md §5); the 10 MB label is not enforced. */
export const isExcelName = (name: string) => EXCEL_NAME.test(name);

const normalTitle = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();
const FIELD_BY_TITLE = new Map<string, ImportField>(
  IMPORT_COLUMNS.map((c) => [normalTitle(c.title), c.field]),
);

/**
 * A cell as text, as the sheet shows it. A number typed into a cell (a phone number without its leading
 * 0, say) comes out with all its digits: the formatted text when it has no exponent, else the integer
 * written out (Excel's General format shows 6281234567890 as 6.28123E+12).
 */
export function cellText(cell: CellObject | undefined): string {
  if (!cell || cell.t === 'z' || cell.t === 'e') return '';
  if (cell.t === 'n' && typeof cell.v === 'number') {
    if (cell.w !== undefined && !/e/i.test(cell.w)) return cell.w.trim();
    return Number.isInteger(cell.v) && Math.abs(cell.v) < 1e21 ? cell.v.toFixed(0) : String(cell.v);
  }
  if (cell.w !== undefined) return cell.w.trim();
  return String(cell.v ?? '').trim();
}

/**
 * The rows of a worksheet: the first non-blank row is the header, mapped by column title (case and
 * surrounding spaces do not matter; unknown columns are ignored); Username and Email columns must be
 * there. Blank rows are skipped, and every row keeps its real sheet row number.
 */
export function rowsOfSheet(xlsx: Xlsx, ws: WorkSheet | undefined): SheetResult {
  const ref = ws?.['!ref'];
  if (!ws || !ref) return { ok: false, problem: T.noRows };
  const range = xlsx.utils.decode_range(ref);
  const textAt = (r: number, c: number) =>
    cellText(ws[xlsx.utils.encode_cell({ r, c })] as CellObject | undefined);

  let headerRow = range.s.r;
  const blank = (r: number) => {
    for (let c = range.s.c; c <= range.e.c; c += 1) if (textAt(r, c) !== '') return false;
    return true;
  };
  while (headerRow <= range.e.r && blank(headerRow)) headerRow += 1;
  if (headerRow > range.e.r) return { ok: false, problem: T.noRows };

  const columns: { c: number; field: ImportField }[] = [];
  for (let c = range.s.c; c <= range.e.c; c += 1) {
    const field = FIELD_BY_TITLE.get(normalTitle(textAt(headerRow, c)));
    if (field && !columns.some((x) => x.field === field)) columns.push({ c, field });
  }
  if (columns.length === 0) return { ok: false, problem: T.noHeader };
  for (const required of ['username', 'email'] as const) {
    if (!columns.some((x) => x.field === required)) {
      const title = IMPORT_COLUMNS.find((x) => x.field === required)?.title ?? required;
      return { ok: false, problem: T.missingColumn(title) };
    }
  }

  const rows: SheetRow[] = [];
  let dataRows = 0;
  for (let r = headerRow + 1; r <= range.e.r; r += 1) {
    const row: SheetRow = {
      row: r + 1,
      name: '',
      nickname: '',
      username: '',
      phoneNumber: '',
      address: '',
      email: '',
      highSchool: '',
      city: '',
    };
    for (const { c, field } of columns) row[field] = textAt(r, c);
    if (columns.every(({ field }) => row[field] === '')) continue;
    dataRows += 1;
    // Keep counting past the limit (to tell the admin how big the file is) without keeping the rows.
    if (dataRows <= IMPORT_MAX_ROWS) rows.push(row);
  }
  if (dataRows === 0) return { ok: false, problem: T.noRows };
  if (dataRows > IMPORT_MAX_ROWS) return { ok: false, problem: T.tooMany(dataRows) };
  return { ok: true, rows };
}

/** Reads the first sheet of a workbook file's bytes; an unreadable file is a problem, never a throw. */
export function readWorkbook(xlsx: Xlsx, data: ArrayBuffer): SheetResult {
  let first: WorkSheet | undefined;
  try {
    const wb = xlsx.read(data, {
      type: 'array',
      sheets: 0,
      dense: false,
      cellFormula: false,
      cellHTML: false,
    });
    const name = wb.SheetNames[0];
    first = name === undefined ? undefined : wb.Sheets[name];
  } catch {
    return { ok: false, problem: T.unreadable };
  }
  return rowsOfSheet(xlsx, first);
}

/** The downloadable template: the header row and one example row (phone kept as text). */
export function templateWorkbook(xlsx: Xlsx) {
  const example = [
    'Budi Santoso',
    'Budi',
    'budi.santoso',
    '081234567890',
    'Jl. Merdeka No. 1, Bandung',
    'budi.santoso@example.com',
    'SMA Negeri 3 Bandung',
    'Kota Bandung',
  ];
  const ws = xlsx.utils.aoa_to_sheet([IMPORT_COLUMNS.map((c) => c.title), example]);
  ws['!cols'] = example.map((v) => ({ wch: Math.max(16, v.length + 2) }));
  const wb = xlsx.utils.book_new();
  xlsx.utils.book_append_sheet(wb, ws, 'Pengguna');
  return wb;
}
