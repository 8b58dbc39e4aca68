import * as XLSX from '@e965/xlsx';

/**
 * Reads an exported .xlsx back with SheetJS, a different implementation from the writer (exceljs's
 * streaming writer, lib/xlsx-export.ts), so a test proves the file opens elsewhere, not only that the writer
 * agrees with itself. Rows as arrays of cell text ('' for empty), the header first.
 */
export async function readXlsx(file: Buffer): Promise<{ sheetName: string; rows: string[][] }> {
  const book = XLSX.read(file, { type: 'buffer', dense: true });
  const sheetName = book.SheetNames[0];
  const sheet = sheetName ? book.Sheets[sheetName] : undefined;
  if (!sheetName || !sheet) throw new Error('no sheet');
  const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, {
    header: 1,
    raw: true,
    defval: '',
    blankrows: false,
  });
  const width = Math.max(0, ...rows.map((r) => r.length));
  return {
    sheetName,
    rows: rows.map((r) => Array.from({ length: width }, (_, i) => (r[i] === undefined ? '' : String(r[i])))),
  };
}
