import ExcelJS from 'exceljs';

/**
 * Reads an exported .xlsx back with exceljs, a different reader from the writer (SheetJS), so a test
 * proves the file opens in another implementation, not only that SheetJS agrees with itself.
 * Rows as arrays of cell text ('' for empty), the header first.
 */
export async function readXlsx(file: Buffer): Promise<{ sheetName: string; rows: string[][] }> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(file as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  const rows: string[][] = [];
  const width = sheet.columnCount;
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    for (let c = 1; c <= width; c += 1) {
      const v = row.getCell(c).value;
      cells.push(v === null || v === undefined ? '' : String(v));
    }
    rows.push(cells);
  });
  return { sheetName: sheet.name, rows };
}
