import { type CashEntry, cashbookMonthReport, type Fund, monthLabel } from '@alumni/contract';
import { BookOpen, ClipboardCopy, Download, Plus, Undo2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useCommunity } from '#web/api/get-community.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { SidePanel } from '#web/components/ui/side-panel.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { ApiError } from '#web/lib/api.ts';
import { downloadFile } from '#web/lib/download.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { PhotoPicker, rupiah } from './fund-parts.tsx';
import { useAddExpense, useCashbook, useFunds, useReverse } from './funds-api.ts';
import { parseRupiahInput, FUND_TEXT as T } from './funds-text.ts';
import { ReasonPanel } from './reason-panel.tsx';

const day = (iso: string) => iso.split('-').reverse().join('/');

/**
 * /buku-kas 'Buku Kas' (docs/decisions/028): every member reads the balance, the per-fund totals and every entry
 * (anonymous donors as 'Hamba Allah'); the treasurer adds an expense with its receipt photo or reverses an
 * entry. 'Salin laporan' copies the month's summary as WhatsApp-ready text.
 */
export function CashbookPage() {
  useDocumentTitle(T.bookTitle);
  const book = useCashbook();
  const [expenseOpen, setExpenseOpen] = useState(false);
  const [reversing, setReversing] = useState<CashEntry | null>(null);
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:py-12">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="flex items-center gap-3 font-bold text-2xl text-primary-900 sm:text-3xl">
            <BookOpen aria-hidden="true" className="size-8 text-primary-700" />
            {T.bookTitle}
          </h1>
          <p className="mt-3 max-w-2xl text-lg text-slate-700">{T.bookIntro}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <ExportButton />
          {book.data?.canWrite && (
            <Button size="lg" onClick={() => setExpenseOpen(true)}>
              <Plus aria-hidden="true" className="size-5" />
              {T.addExpense}
            </Button>
          )}
        </div>
      </div>
      {book.isPending ? (
        <Skeleton className="mt-6 h-60 w-full" />
      ) : book.isError ? (
        <div role="alert" className="mt-6 rounded-lg bg-red-50 p-4 text-red-800 ring-1 ring-red-200">
          <p>{T.loadFailed}</p>
          <Button variant="secondary" className="mt-3" onClick={() => void book.refetch()}>
            {T.retry}
          </Button>
        </div>
      ) : (
        <>
          <section className="mt-6 grid gap-4 sm:grid-cols-[1fr_2fr]">
            <div className="rounded-xl bg-primary-800 p-5 text-white">
              <p className="text-primary-100">{T.balance}</p>
              <p className="mt-1 font-bold text-3xl tabular-nums" data-testid="cash-balance">
                {rupiah(book.data.balance)}
              </p>
              <Report entries={book.data.datas} />
            </div>
            <div className="rounded-xl bg-white p-5 ring-1 ring-slate-200">
              <h2 className="font-semibold text-lg text-primary-900">{T.perFund}</h2>
              <ul className="mt-2 divide-y divide-slate-100">
                {book.data.totals.map((t) => (
                  <li key={t.fundId ?? 0} className="flex flex-wrap justify-between gap-2 py-2">
                    <span className="font-semibold text-slate-900">{t.fundName}</span>
                    <span className="text-slate-700 tabular-nums">
                      {T.income} {rupiah(t.in)} · {T.expense} {rupiah(t.out)}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          </section>
          <h2 className="mt-8 font-semibold text-primary-900 text-xl">{T.entriesTitle}</h2>
          {book.data.datas.length === 0 ? (
            <EmptyState icon={BookOpen} title={T.noEntries} description="" />
          ) : (
            <ul className="mt-3 flex flex-col gap-3">
              {book.data.datas.map((e) => (
                <EntryRow
                  key={e.id}
                  entry={e}
                  canWrite={book.data.canWrite}
                  onReverse={() => setReversing(e)}
                />
              ))}
            </ul>
          )}
        </>
      )}
      {expenseOpen && <ExpenseForm onClose={() => setExpenseOpen(false)} />}
      {reversing && <ReverseForm entry={reversing} onClose={() => setReversing(null)} />}
    </div>
  );
}

function EntryRow({
  entry,
  canWrite,
  onReverse,
}: {
  entry: CashEntry;
  canWrite: boolean;
  onReverse: () => void;
}) {
  const incoming = entry.direction === 'IN';
  return (
    <li className="rounded-xl bg-white p-4 ring-1 ring-slate-200" data-testid="cash-entry">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-slate-600 text-sm">
            {day(entry.date)}
            {entry.fundName ? ` · ${entry.fundName}` : ''}
          </p>
          <p className="font-semibold text-slate-900">{entry.description}</p>
          {entry.name && <p className="text-slate-700">{entry.name}</p>}
          <div className="mt-1 flex flex-wrap gap-2">
            {entry.reversesEntryId !== null && <Badge color="purple">{T.reversal}</Badge>}
            {entry.reversedByEntryId !== null && <Badge color="grey">{T.reversed}</Badge>}
          </div>
        </div>
        <p className={`font-bold text-lg tabular-nums ${incoming ? 'text-green-700' : 'text-red-700'}`}>
          {incoming ? '+' : '−'}
          {rupiah(entry.amount)}
        </p>
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        {entry.receiptUrl && (
          <a
            href={entry.receiptUrl}
            target="_blank"
            rel="noreferrer"
            className="inline-flex min-h-11 items-center font-semibold text-primary-800 underline"
          >
            {T.receiptAlt}
          </a>
        )}
        {canWrite && entry.reversesEntryId === null && entry.reversedByEntryId === null && (
          <Button variant="ghost" onClick={onReverse}>
            <Undo2 aria-hidden="true" className="size-5" />
            {T.reverse}
          </Button>
        )}
      </div>
    </li>
  );
}

/** 'Unduh .xlsx': the whole book with the running balance, the names as this reader sees them. */
function ExportButton() {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      size="lg"
      variant="secondary"
      loading={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await downloadFile('/api/v1/cashbook/export', {}, 'buku-kas.xlsx');
        } catch (err) {
          toast.show({ type: 'error', title: T.exportFailed, message: (err as Error).message });
        } finally {
          setBusy(false);
        }
      }}
    >
      <Download aria-hidden="true" className="size-5" />
      {T.exportXlsx}
    </Button>
  );
}

function Report({ entries }: { entries: CashEntry[] }) {
  const { community } = useCommunity();
  const toast = useToast();
  const pre = useRef<HTMLPreElement>(null);
  const [shown, setShown] = useState(false);
  const month = new Date().toISOString().slice(0, 7);
  const text = cashbookMonthReport(entries, month, community.shortName || community.name);
  return (
    <div className="mt-4">
      <Button
        variant="accent"
        onClick={async () => {
          setShown(true);
          try {
            await navigator.clipboard.writeText(text);
            toast.show({ type: 'success', title: T.copyReport, message: T.reportCopied });
          } catch {
            toast.show({ type: 'error', title: T.copyReport, message: T.reportFailed });
          }
        }}
      >
        <ClipboardCopy aria-hidden="true" className="size-5" />
        {T.copyReport}
      </Button>
      {shown && (
        <>
          <p className="mt-3 font-semibold text-primary-100">{`${T.reportTitle}: ${monthLabel(month)}`}</p>
          <pre
            ref={pre}
            className="mt-3 whitespace-pre-wrap break-words rounded-lg bg-white p-3 text-slate-900 text-sm"
          >
            {text}
          </pre>
        </>
      )}
    </div>
  );
}

function fieldErrors(err: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (err instanceof ApiError) for (const e of err.errors) out[e.path] = e.message;
  return out;
}

function ExpenseForm({ onClose }: { onClose: () => void }) {
  const add = useAddExpense();
  const funds = useFunds();
  const toast = useToast();
  const [amount, setAmount] = useState('');
  const [date, setDate] = useState(new Date().toISOString().slice(0, 10));
  const [description, setDescription] = useState('');
  const [fundId, setFundId] = useState('');
  const [receiptUrl, setReceiptUrl] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = () => {
    const value = parseRupiahInput(amount);
    const missing: Record<string, string> = {};
    if (!value) missing.amount = 'Nominal wajib diisi';
    if (!description.trim()) missing.description = 'Keterangan wajib diisi';
    if (!receiptUrl) missing.receiptUrl = 'Upload foto kuitansi';
    setErrors(missing);
    if (Object.keys(missing).length > 0 || !value || !receiptUrl) return;
    add.mutate(
      { amount: value, date, description, receiptUrl, fundId: fundId ? Number(fundId) : null },
      {
        onSuccess: () => {
          toast.show({ type: 'success', title: T.saved, message: '' });
          onClose();
        },
        onError: (err) => {
          setErrors(fieldErrors(err));
          toast.show({ type: 'error', title: T.failedTitle, message: err.message });
        },
      },
    );
  };
  return (
    <SidePanel
      open
      title={T.addExpense}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={add.isPending}>
            {T.cancel}
          </Button>
          <Button onClick={save} loading={add.isPending}>
            {T.save}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <TextField
          label={T.expenseDate}
          type="date"
          value={date}
          error={errors.date}
          onChange={(e) => setDate(e.currentTarget.value)}
        />
        <TextField
          label={T.expenseAmount}
          inputMode="numeric"
          hint={T.amountHint}
          value={amount}
          error={errors.amount}
          onChange={(e) => setAmount(e.currentTarget.value)}
        />
        <TextField
          label={T.expenseDescription}
          maxLength={300}
          value={description}
          error={errors.description}
          onChange={(e) => setDescription(e.currentTarget.value)}
        />
        <FundSelect funds={funds.data?.datas ?? []} value={fundId} onChange={setFundId} />
        <div>
          <p className="mb-2 font-semibold text-slate-900">{T.receipt}</p>
          {receiptUrl && (
            <img
              src={receiptUrl}
              alt={T.receiptAlt}
              className="mb-3 max-h-48 rounded-lg ring-1 ring-slate-200"
            />
          )}
          <PhotoPicker
            label={T.receipt}
            onUploaded={setReceiptUrl}
            onError={(message) => toast.show({ type: 'error', title: T.failedTitle, message })}
          />
          {errors.receiptUrl && <p className="mt-2 text-red-700">{errors.receiptUrl}</p>}
        </div>
      </div>
    </SidePanel>
  );
}

export function FundSelect({
  funds,
  value,
  onChange,
}: {
  funds: Fund[];
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <label className="flex flex-col gap-1.5">
      <span className="font-semibold text-slate-900">{T.expenseFund}</span>
      <select
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        className="min-h-12 rounded-lg border border-slate-300 bg-white px-3 text-base"
      >
        <option value="">{T.generalFund}</option>
        {funds.map((f) => (
          <option key={f.id} value={String(f.id)}>
            {f.name}
          </option>
        ))}
      </select>
    </label>
  );
}

function ReverseForm({ entry, onClose }: { entry: CashEntry; onClose: () => void }) {
  const reverse = useReverse();
  return (
    <ReasonPanel
      title={T.reverseTitle}
      summary={`${day(entry.date)} · ${entry.description} · ${rupiah(entry.amount)}`}
      label={T.reverseReason}
      requiredMessage="Alasan koreksi wajib diisi"
      action={T.reverse}
      doneTitle={T.saved}
      pending={reverse.isPending}
      onSubmit={(reason, handlers) => reverse.mutate({ id: entry.id, reason }, handlers)}
      onClose={onClose}
    />
  );
}
