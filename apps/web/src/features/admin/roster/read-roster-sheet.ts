import { ROSTER_IMPORT_COLUMNS, ROSTER_IMPORT_MAX_ROWS, type RosterImportField } from '@alumni/contract';
import type { CellObject, WorkSheet } from '@e965/xlsx';

/**
 * The yearbook sheet, read the way the user import reads its sheet (features/admin/users/import/read-sheet.ts):
 * the first sheet, the first non-blank row is the header, columns picked by their titles (case and spacing do
 * not matter, unknown columns ignored), blank rows skipped, each row keeping its real sheet row number so the
 * server's and the preview's messages ('baris 5') point at the right line.
 */
export type Xlsx = typeof import('@e965/xlsx');
export const loadXlsx = (): Promise<Xlsx> => import('@e965/xlsx');

export const ROSTER_SHEET_TEXT = {
  notExcel: 'File harus berformat Excel (.xlsx atau .xls).',
  unreadable: 'File tidak dapat dibaca. Pastikan file Excel tidak rusak.',
  noRows: 'File tidak berisi data teman seangkatan.',
  noName: "Kolom 'Nama' tidak ditemukan di baris judul.",
  tooMany: (n: number) =>
    `File berisi ${n.toLocaleString('id-ID')} baris; maksimal ${ROSTER_IMPORT_MAX_ROWS.toLocaleString('id-ID')} sekali impor.`,
};

export type RosterSheetRow = { row: number } & Record<RosterImportField, string>;
export type RosterSheet = { ok: true; rows: RosterSheetRow[] } | { ok: false; problem: string };

export const isExcelName = (name: string) => /\.(xlsx|xls)$/i.test(name);
const normal = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();
const FIELD_BY_TITLE = new Map<string, RosterImportField>(
  ROSTER_IMPORT_COLUMNS.map((c) => [normal(c.title), c.field]),
);

function cellText(cell: CellObject | undefined): string {
  if (!cell || cell.t === 'z' || cell.t === 'e') return '';
  if (cell.w !== undefined) return cell.w.trim();
  return String(cell.v ?? '').trim();
}

export function rosterRowsOfSheet(xlsx: Xlsx, ws: WorkSheet | undefined): RosterSheet {
  const ref = ws?.['!ref'];
  if (!ws || !ref) return { ok: false, problem: ROSTER_SHEET_TEXT.noRows };
  const range = xlsx.utils.decode_range(ref);
  const at = (r: number, c: number) =>
    cellText(ws[xlsx.utils.encode_cell({ r, c })] as CellObject | undefined);
  const blank = (r: number) => {
    for (let c = range.s.c; c <= range.e.c; c += 1) if (at(r, c) !== '') return false;
    return true;
  };
  let header = range.s.r;
  while (header <= range.e.r && blank(header)) header += 1;
  if (header > range.e.r) return { ok: false, problem: ROSTER_SHEET_TEXT.noRows };
  const columns: { c: number; field: RosterImportField }[] = [];
  for (let c = range.s.c; c <= range.e.c; c += 1) {
    const field = FIELD_BY_TITLE.get(normal(at(header, c)));
    if (field && !columns.some((x) => x.field === field)) columns.push({ c, field });
  }
  if (!columns.some((x) => x.field === 'name')) return { ok: false, problem: ROSTER_SHEET_TEXT.noName };
  const rows: RosterSheetRow[] = [];
  let count = 0;
  for (let r = header + 1; r <= range.e.r; r += 1) {
    const row: RosterSheetRow = { row: r + 1, name: '', nickname: '', className: '', school: '' };
    for (const { c, field } of columns) row[field] = at(r, c);
    if (columns.every(({ field }) => row[field] === '')) continue;
    count += 1;
    if (count <= ROSTER_IMPORT_MAX_ROWS) rows.push(row);
  }
  if (count === 0) return { ok: false, problem: ROSTER_SHEET_TEXT.noRows };
  if (count > ROSTER_IMPORT_MAX_ROWS) return { ok: false, problem: ROSTER_SHEET_TEXT.tooMany(count) };
  return { ok: true, rows };
}

/** The first sheet of a file's bytes; an unreadable file is a problem, never a throw. */
export function readRosterWorkbook(xlsx: Xlsx, data: ArrayBuffer): RosterSheet {
  try {
    const wb = xlsx.read(data, { type: 'array', sheets: 0, cellFormula: false, cellHTML: false });
    const name = wb.SheetNames[0];
    return rosterRowsOfSheet(xlsx, name === undefined ? undefined : wb.Sheets[name]);
  } catch {
    return { ok: false, problem: ROSTER_SHEET_TEXT.unreadable };
  }
}
