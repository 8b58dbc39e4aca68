import * as XLSX from '@e965/xlsx';

/**
 * One-sheet .xlsx exports (issue 18: 'Unduh Peserta', 'Unduh Pengguna'), written with the Excel library
 * the project already uses (@e965/xlsx, SheetJS CE; docs/decisions/006, 015). Memory stays bounded by
 * the output, never by the query: rows come from the database `pages` at a time (keyset or offset pages
 * of EXPORT_PAGE_SIZE) and are appended to a dense-mode sheet (arrays, not an object per cell). SheetJS
 * CE has no streaming .xlsx writer, so the finished sheet and the zipped file are held once; for 20,000
 * rows that is a few tens of MB (docs/decisions/015-exports-and-check-in.md), and only one export is
 * built at a time per process (`exportSlot`).
 * Every value is written as text or a number, never a formula: a name like '=HYPERLINK(...)' stays text.
 */
export const EXPORT_PAGE_SIZE = 1000;

export type Cell = string | number | null;

export async function buildXlsx(
  sheetName: string,
  header: readonly string[],
  pages: AsyncIterable<Cell[][]>,
  widths: readonly number[] = [],
): Promise<Buffer> {
  const sheet = XLSX.utils.aoa_to_sheet([[...header]], { dense: true });
  for await (const rows of pages) {
    if (rows.length > 0) XLSX.utils.sheet_add_aoa(sheet, rows, { origin: -1 });
  }
  sheet['!cols'] = header.map((_, i) => ({ wch: widths[i] ?? 16 }));
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, sheetName);
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}

/** One export at a time per process: the next waits for the previous one (bounds peak memory). */
let queue: Promise<unknown> = Promise.resolve();
export function exportSlot<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work, work);
  queue = run.catch(() => undefined);
  return run;
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A Content-Disposition value with an ASCII fallback and the UTF-8 name (RFC 6266 / 5987). */
export function attachment(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}
