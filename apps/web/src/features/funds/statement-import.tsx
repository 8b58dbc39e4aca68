import type { FundPayment } from '@alumni/contract';
import { useQueryClient } from '@tanstack/react-query';
import { FileSpreadsheet } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { api } from '#web/lib/api.ts';
import { rupiah } from './fund-parts.tsx';
import { FUNDS_ROOT_KEY } from './funds-api.ts';
import { FUND_TEXT as T } from './funds-text.ts';
import { guessAmountColumn, matchStatement } from './statement-match.ts';

/**
 * 'Impor mutasi bank' (docs/decisions/028): a CSV or .xlsx statement read in the browser (the member import's
 * reader, docs/decisions/006, loaded only here), the amount column chosen on screen, credits matched to waiting
 * payments by their unique amount; the matches are verified together in one step, the rest listed.
 */
export function StatementImport({ pending }: { pending: FundPayment[] }) {
  const id = useId();
  const toast = useToast();
  const client = useQueryClient();
  const [rows, setRows] = useState<unknown[][] | null>(null);
  const [column, setColumn] = useState(0);
  const [busy, setBusy] = useState(false);
  const read = async (file: File) => {
    try {
      const XLSX = await import('@e965/xlsx');
      const book = XLSX.read(await file.arrayBuffer(), { type: 'array', raw: true });
      const sheet = book.Sheets[book.SheetNames[0] ?? ''];
      const data = sheet
        ? XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, defval: '' })
        : [];
      if (data.length < 2) throw new Error(T.statementEmpty);
      setRows(data);
      setColumn(guessAmountColumn(data[0] ?? []));
    } catch (err) {
      toast.show({
        type: 'error',
        title: T.failedTitle,
        message: err instanceof Error ? err.message : T.statementEmpty,
      });
    }
  };
  const result = rows ? matchStatement(rows, column, pending) : null;
  const verifyAll = async () => {
    if (!result || result.matched.length === 0) return;
    setBusy(true);
    try {
      await api('/api/v1/fund-payment/verify', {
        method: 'POST',
        body: { ids: result.matched.map((m) => m.payment.id) },
      });
      toast.show({ type: 'success', title: T.verified, message: T.statementVerified(result.matched.length) });
      setRows(null);
      await client.invalidateQueries({ queryKey: FUNDS_ROOT_KEY });
    } catch (err) {
      toast.show({ type: 'error', title: T.failedTitle, message: err instanceof Error ? err.message : '' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="mt-6 rounded-xl bg-white p-4 ring-1 ring-slate-200" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="flex items-center gap-2 font-semibold text-primary-900 text-xl">
        <FileSpreadsheet aria-hidden="true" className="size-6" />
        {T.statementTitle}
      </h2>
      <p className="mt-1 text-slate-700">{T.statementIntro}</p>
      <label htmlFor={`${id}-file`} className="mt-3 block font-semibold text-slate-900">
        {T.statementFile}
      </label>
      <input
        id={`${id}-file`}
        type="file"
        accept=".csv,.xlsx,.xls,text/csv"
        className="mt-1 block min-h-11 w-full text-base"
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          if (file) void read(file);
        }}
      />
      {rows && result && (
        <div className="mt-4">
          <label className="flex flex-col gap-1.5">
            <span className="font-semibold text-slate-900">{T.statementColumn}</span>
            <select
              value={column}
              onChange={(e) => setColumn(Number(e.currentTarget.value))}
              className="min-h-12 rounded-lg border border-slate-300 bg-white px-3 text-base"
            >
              {(rows[0] ?? []).map((h, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: columns are positions
                <option key={i} value={i}>
                  {String(h ?? '') || `Kolom ${i + 1}`}
                </option>
              ))}
            </select>
          </label>
          <h3 className="mt-4 font-semibold text-green-800">{T.statementMatched(result.matched.length)}</h3>
          <ul className="mt-1 flex flex-col gap-1" data-testid="statement-matched">
            {result.matched.map((m) => (
              <li key={m.payment.id} className="rounded-lg bg-green-50 p-2 text-slate-900">
                {rupiah(m.payment.uniqueAmount)} · {m.payment.userName} · {m.payment.fundName}
              </li>
            ))}
          </ul>
          <h3 className="mt-4 font-semibold text-slate-900">
            {T.statementUnmatched(result.unmatched.length)}
          </h3>
          <ul className="mt-1 flex flex-col gap-1" data-testid="statement-unmatched">
            {result.unmatched.map((l) => (
              <li key={l.line} className="rounded-lg bg-slate-100 p-2 text-slate-800">
                {T.statementLine(l.line)}: {l.text}
              </li>
            ))}
          </ul>
          <Button className="mt-4" loading={busy} disabled={result.matched.length === 0} onClick={verifyAll}>
            {T.statementVerify(result.matched.length)}
          </Button>
        </div>
      )}
    </section>
  );
}
