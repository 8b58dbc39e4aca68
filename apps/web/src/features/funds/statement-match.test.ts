import type { FundPayment } from '@alumni/contract';
import { describe, expect, it } from 'vitest';
import { guessAmountColumn, matchStatement, parseAmountCell } from './statement-match.ts';

const payment = (id: number, uniqueAmount: number, fundId = 1): FundPayment => ({
  id,
  fundId,
  fundName: `Iuran ${fundId}`,
  userId: id,
  userName: `Anggota ${id}`,
  amount: uniqueAmount - (uniqueAmount % 1000),
  uniqueCode: uniqueAmount % 1000,
  uniqueAmount,
  proofUrl: null,
  anonymous: false,
  method: 'TRANSFER',
  status: 'PENDING',
  reason: null,
  receiptNo: null,
  verifiedBy: null,
  verifiedAt: null,
  createdAt: '2026-11-26T00:00:00.000Z',
});

describe('parseAmountCell', () => {
  it('reads the ways banks write rupiah', () => {
    expect(parseAmountCell(250137)).toBe(250137);
    expect(parseAmountCell('250.137')).toBe(250137);
    expect(parseAmountCell('250,137.00')).toBe(250137);
    expect(parseAmountCell('250.137,00')).toBe(250137);
    expect(parseAmountCell('Rp 250.137 CR')).toBe(250137);
  });
  it('refuses debits, cents, empty cells and text', () => {
    expect(parseAmountCell('-250.137')).toBeNull();
    expect(parseAmountCell('250,137.00 DB')).toBeNull();
    expect(parseAmountCell('250.137,50')).toBeNull();
    expect(parseAmountCell(1.5)).toBeNull();
    expect(parseAmountCell('')).toBeNull();
    expect(parseAmountCell('TRSF E-BANKING')).toBeNull();
    expect(parseAmountCell(null)).toBeNull();
  });
});

describe('matchStatement', () => {
  it('matches credits to waiting payments by amount; the rest is listed', () => {
    const rows = [
      ['Tanggal', 'Keterangan', 'Kredit'],
      ['26/11', 'TRSF YUSUF', '250.137,00'],
      ['26/11', 'TRSF LINA', '250.412'],
      ['26/11', 'TRSF ENTAH', '99.000'],
      ['26/11', 'TRSF YUSUF LAGI', '250.137'],
    ];
    const result = matchStatement(rows, guessAmountColumn(rows[0] ?? []), [
      payment(1, 250137),
      payment(2, 250412),
      payment(3, 250999),
    ]);
    expect(result.matched.map((m) => [m.line.line, m.payment.id])).toEqual([
      [2, 1],
      [3, 2],
    ]);
    expect(result.unmatched.map((l) => l.line)).toEqual([4, 5]);
  });
  it('leaves an amount two funds share for the treasurer', () => {
    const rows = [['Kredit'], ['100.500']];
    const result = matchStatement(rows, 0, [payment(1, 100500, 1), payment(2, 100500, 2)]);
    expect(result.matched).toEqual([]);
    expect(result.unmatched).toHaveLength(1);
  });
});
