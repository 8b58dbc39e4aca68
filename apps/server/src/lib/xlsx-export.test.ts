import { describe, expect, it } from 'vitest';
import { readXlsx } from '../modules/exports/exports.test-support.ts';
import { type Cell, streamXlsx } from './xlsx-export.ts';

/** The export writer streams (docs/decisions/015): bytes leave before the last page is read, and the file is whole. */
describe('streamXlsx', () => {
  it('sends its first bytes while most pages are still unread, and the file holds every row', async () => {
    const PAGES = 40;
    const PER_PAGE = 1000;
    let served = 0;
    async function* pages(): AsyncGenerator<Cell[][]> {
      for (let p = 0; p < PAGES; p += 1) {
        served += 1;
        yield Array.from({ length: PER_PAGE }, (_, i) => [
          `Anggota ${p * PER_PAGE + i}`,
          p * PER_PAGE + i,
          null,
        ]);
      }
    }
    const stream = streamXlsx('Uji', ['Nama', 'Nomor', 'Kosong'], pages());
    let servedAtFirstByte = -1;
    const chunks: Buffer[] = [];
    for await (const chunk of stream) {
      if (servedAtFirstByte < 0) servedAtFirstByte = served;
      chunks.push(chunk as Buffer);
    }
    expect(servedAtFirstByte).toBeGreaterThan(0);
    expect(servedAtFirstByte).toBeLessThan(PAGES / 2);
    const { sheetName, rows } = await readXlsx(Buffer.concat(chunks));
    expect(sheetName).toBe('Uji');
    expect(rows).toHaveLength(PAGES * PER_PAGE + 1);
    expect(rows[0]).toEqual(['Nama', 'Nomor', 'Kosong']);
    expect(rows[PAGES * PER_PAGE]).toEqual([
      `Anggota ${PAGES * PER_PAGE - 1}`,
      String(PAGES * PER_PAGE - 1),
      '',
    ]);
  });

  it('keeps formula-looking text as text', async () => {
    const stream = streamXlsx(
      'Uji',
      ['Nama'],
      (async function* () {
        yield [['=HYPERLINK("x")'], ['+62 812']];
      })(),
    );
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    expect((await readXlsx(Buffer.concat(chunks))).rows).toEqual([
      ['Nama'],
      ['=HYPERLINK("x")'],
      ['+62 812'],
    ]);
  });
});
