import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';

/**
 * One-sheet .xlsx exports (docs/decisions/015: 'Unduh Peserta', 'Unduh Pengguna'), STREAMED: rows come from the
 * database `pages` at a time (keyset or offset pages of EXPORT_PAGE_SIZE), each row is written and
 * committed to exceljs's streaming workbook writer, and the zipped file flows to the HTTP answer as it is
 * made, so memory stays bounded by a page whatever the row count (20,000 members: a few MB, not the whole
 * file). SheetJS CE (the import's reader, docs/decisions/006) has no streaming .xlsx writer, hence exceljs
 * for writing (docs/decisions/015-check-in-tickets-and-exports.md). No shared-strings table (it would grow
 * with the rows) and no styles. Every value is written as text or a number, never a formula: a name like
 * '=HYPERLINK(...)' stays text. A failure after the first bytes ends the download (the browser reports it).
 */
export const EXPORT_PAGE_SIZE = 1000;

export type Cell = string | number | null;

/** What XML 1.0 cannot hold (C0 controls but tab, LF and CR; U+FFFE, U+FFFF; lone surrogates). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching these control characters is the point.
const XML_INVALID = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|\p{Cs}/gu;

/**
 * Text as a well-formed XML 1.0 document can hold it: each character XML forbids becomes U+FFFD. The door
 * refuses them in every text field (lib/nul-guard.ts), but rows stored earlier (or written by an import or a
 * script) may hold one, and a single one made the whole file unreadable (docs/decisions/020, "Exports").
 */
export function xmlSafe(text: string): string {
  return text.replace(XML_INVALID, '\uFFFD');
}

const safeCell = (c: Cell) => (typeof c === 'string' ? xmlSafe(c) : (c ?? ''));

export function streamXlsx(
  sheetName: string,
  header: readonly string[],
  pages: AsyncIterable<Cell[][]>,
  widths: readonly number[] = [],
): Readable {
  const out = new PassThrough();
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = book.addWorksheet(xmlSafe(sheetName));
  sheet.columns = header.map((_, i) => ({ width: widths[i] ?? 16 }));
  const write = async () => {
    sheet.addRow(header.map(xmlSafe)).commit();
    for await (const rows of pages) {
      for (const row of rows) sheet.addRow(row.map(safeCell)).commit();
      // Let the zip stream compress and send what this page added, and wait while the reader is behind
      // (a slow phone connection): about one page is held at a time, never the whole file.
      await new Promise((resolve) => setImmediate(resolve));
      while (out.writableNeedDrain && !out.destroyed)
        await Promise.race([once(out, 'drain'), once(out, 'close')]);
      if (out.destroyed) return; // the download was abandoned: stop reading the database
    }
    sheet.commit();
    await book.commit();
  };
  write().catch((err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))));
  return out;
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A Content-Disposition value with an ASCII fallback and the UTF-8 name (RFC 6266 / 5987). */
export function attachment(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}
