import type { Readable } from 'node:stream';
import { CASHBOOK_EXPORT_COLUMNS, cashbookExportRows } from '@alumni/contract';
import type { Db } from '../../db/index.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { streamXlsx } from '../../lib/xlsx-export.ts';
import { readCashbook } from './funds.service.ts';

/**
 * GET /cashbook/export (every member, docs/decisions/028-iuran-keuangan-buku-kas.md): 'Buku Kas' as .xlsx, with
 * exactly the names the reader sees on screen ('Hamba Allah' for an anonymous donor unless they keep the books),
 * oldest first with the running balance; for a month, an opening balance line and that month.
 */
export async function exportCashbook(
  db: Db,
  viewer: AuthUser,
  month: string | undefined,
): Promise<{ file: Readable; filename: string }> {
  const book = await readCashbook(db, viewer, undefined);
  const rows = cashbookExportRows(book.datas, month);
  const file = streamXlsx(
    'Buku Kas',
    CASHBOOK_EXPORT_COLUMNS,
    (async function* () {
      yield rows;
    })(),
    [12, 40, 24, 24, 14, 14, 16],
  );
  return { file, filename: `buku-kas${month ? `-${month}` : ''}.xlsx` };
}
