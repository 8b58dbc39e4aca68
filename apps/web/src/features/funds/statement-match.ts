import type { FundPayment } from '@alumni/contract';

/**
 * The bank-statement import of 'Keuangan' (docs/decisions/028): the browser reads the statement (CSV or .xlsx, the
 * same reader as the member import, docs/decisions/006), the treasurer picks the amount column, and each credit
 * is matched to the one waiting payment whose amount to transfer (code included) it equals.
 */

/** A statement cell as whole rupiah, or null (empty, a debit, cents other than ,00, not a number). */
export function parseAmountCell(value: unknown): number | null {
  if (typeof value === 'number') return Number.isInteger(value) && value > 0 ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim().toUpperCase();
  if (text === '' || text.startsWith('-') || /\bD[BR]\b|DEBET|DEBIT/.test(text)) return null;
  let digits = text.replace(/[^0-9.,]/g, '');
  const cents = /[.,](\d{1,2})$/.exec(digits);
  if (cents) {
    if (Number(cents[1]) !== 0) return null;
    digits = digits.slice(0, cents.index);
  }
  digits = digits.replace(/[.,]/g, '');
  if (!/^\d+$/.test(digits)) return null;
  const n = Number(digits);
  return n > 0 && Number.isSafeInteger(n) ? n : null;
}

export interface StatementLine {
  /** 1-based line number in the file (the header is line 1). */
  line: number;
  amount: number | null;
  text: string;
}

export interface StatementMatch {
  matched: { line: StatementLine; payment: FundPayment }[];
  unmatched: StatementLine[];
}

/**
 * Credits to waiting payments by amount: a line matches when exactly one PENDING payment (over all funds) has that
 * amount to transfer and no earlier line took it; anything else (no payment, two payments with the same amount
 * in different funds, a repeated line) is listed as unmatched for the treasurer to look at.
 */
export function matchStatement(rows: unknown[][], column: number, pending: FundPayment[]): StatementMatch {
  const byAmount = new Map<number, FundPayment[]>();
  for (const p of pending) {
    if (p.status !== 'PENDING') continue;
    byAmount.set(p.uniqueAmount, [...(byAmount.get(p.uniqueAmount) ?? []), p]);
  }
  const taken = new Set<number>();
  const out: StatementMatch = { matched: [], unmatched: [] };
  rows.slice(1).forEach((row, i) => {
    const amount = parseAmountCell(row[column]);
    const line: StatementLine = {
      line: i + 2,
      amount,
      text: row.map((c) => (c === null || c === undefined ? '' : String(c))).join(' · '),
    };
    if (amount === null) {
      if (line.text.replace(/[ ·]/g, '') !== '') out.unmatched.push(line);
      return;
    }
    const candidates = byAmount.get(amount) ?? [];
    const payment = candidates.length === 1 ? candidates[0] : undefined;
    if (payment && !taken.has(payment.id)) {
      taken.add(payment.id);
      out.matched.push({ line, payment });
    } else out.unmatched.push(line);
  });
  return out;
}

/** The column that most likely holds the credits: a header naming it, else the last column. */
export function guessAmountColumn(header: unknown[]): number {
  const names = header.map((h) => String(h ?? '').toLowerCase());
  const found = names.findIndex((n) => /kredit|credit|mutasi masuk|jumlah|nominal|amount/.test(n));
  return found >= 0 ? found : Math.max(0, names.length - 1);
}
