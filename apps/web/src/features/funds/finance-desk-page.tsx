import {
  FUND_KIND_LABEL,
  FUND_KINDS,
  type Fund,
  type FundAccount,
  type FundBody,
  type FundKind,
  type FundPayment,
  isAdminRole,
} from '@alumni/contract';
import { Banknote, CircleCheck, Landmark, Pencil, Plus, Trash2, X } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { SidePanel } from '#web/components/ui/side-panel.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { TextArea } from '#web/components/ui/text-area.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { ApiError } from '#web/lib/api.ts';
import { useDebounced } from '#web/lib/use-debounced.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { useSession } from '#web/lib/use-session.ts';
import { PhotoPicker, rupiah } from './fund-parts.tsx';
import {
  type MemberOption,
  useCashPayment,
  useFunds,
  useMemberSearch,
  usePaymentQueue,
  useReject,
  useSaveFund,
  useSetTreasurer,
  useTreasurers,
  useVerify,
} from './funds-api.ts';
import { parseRupiahInput, FUND_TEXT as T } from './funds-text.ts';
import { ReasonPanel } from './reason-panel.tsx';
import { StatementImport } from './statement-import.tsx';

/**
 * /keuangan 'Keuangan' (docs/decisions/028): the committee's money desk (admins and members marked 'Bendahara';
 * the server decides): the funds with create/edit, the queue of payments waiting with their slips ('Verifikasi',
 * 'Tolak' with a reason), 'Bayar tunai', and for admins the list of treasurers.
 */
export function FinanceDeskPage() {
  useDocumentTitle(T.deskTitle);
  const funds = useFunds();
  const committee = funds.data?.committee === true;
  const queue = usePaymentQueue('PENDING', committee);
  const session = useSession();
  const [editing, setEditing] = useState<Fund | 'new' | null>(null);
  const [cashFor, setCashFor] = useState<Fund | null>(null);
  const [rejecting, setRejecting] = useState<FundPayment | null>(null);
  if (funds.isPending) return <Skeleton className="mx-auto mt-10 h-80 w-full max-w-5xl" />;
  if (!committee)
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-12">
        <h1 className="font-bold text-2xl text-primary-900">{T.deskTitle}</h1>
        <p role="alert" className="mt-4 rounded-lg bg-yellow-50 p-4 text-yellow-900">
          {funds.isError ? funds.error.message : T.committeeOnly}
        </p>
      </div>
    );
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:py-10">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="flex items-center gap-3 font-bold text-2xl text-primary-900 sm:text-3xl">
            <Landmark aria-hidden="true" className="size-8 text-primary-700" />
            {T.deskTitle}
          </h1>
          <p className="mt-2 text-lg text-slate-700">{T.deskIntro}</p>
        </div>
        <Button size="lg" onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" className="size-5" />
          {T.newFund}
        </Button>
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-[3fr_2fr]">
        <section aria-labelledby="queue-title">
          <h2 id="queue-title" className="font-semibold text-primary-900 text-xl">
            {T.queueTitle} {queue.data ? `(${queue.data.total})` : ''}
          </h2>
          {queue.isPending ? (
            <Skeleton className="mt-3 h-40 w-full" />
          ) : (queue.data?.datas.length ?? 0) === 0 ? (
            <EmptyState icon={CircleCheck} title={T.queueEmpty} description="" />
          ) : (
            <ul className="mt-3 flex flex-col gap-3">
              {queue.data?.datas.map((p) => (
                <QueueItem key={p.id} payment={p} onReject={() => setRejecting(p)} />
              ))}
            </ul>
          )}
          <StatementImport pending={queue.data?.datas ?? []} />
        </section>
        <section aria-labelledby="funds-title">
          <h2 id="funds-title" className="font-semibold text-primary-900 text-xl">
            {T.fundsTitle}
          </h2>
          <ul className="mt-3 flex flex-col gap-3">
            {funds.data?.datas.map((f) => (
              <li
                key={f.id}
                className="rounded-xl bg-white p-4 ring-1 ring-slate-200"
                data-testid="desk-fund"
              >
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold text-primary-700 text-sm">{FUND_KIND_LABEL[f.kind]}</span>
                  <Badge color={f.status === 'OPEN' ? 'green' : 'grey'}>
                    {f.status === 'OPEN' ? T.open : T.closed}
                  </Badge>
                </div>
                <p className="mt-1 font-bold text-lg text-slate-900">{f.name}</p>
                <p className="text-slate-700">
                  {f.amount !== null ? `${rupiah(f.amount)} · ` : ''}
                  {T.collected} {rupiah(f.collected)} · {T.paidCount(f.paidCount)} · {f.pendingCount}{' '}
                  {T.queueTitle.toLowerCase()}
                </p>
                <div className="mt-2 flex flex-wrap gap-2">
                  <Button variant="secondary" onClick={() => setEditing(f)}>
                    <Pencil aria-hidden="true" className="size-4" />
                    {T.editFund}
                  </Button>
                  {f.status === 'OPEN' && (
                    <Button variant="secondary" onClick={() => setCashFor(f)}>
                      <Banknote aria-hidden="true" className="size-4" />
                      {T.cashPay}
                    </Button>
                  )}
                </div>
              </li>
            ))}
          </ul>
          {isAdminRole(session?.user.role) && <Treasurers />}
        </section>
      </div>
      {editing && <FundForm fund={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {cashFor && <CashForm fund={cashFor} onClose={() => setCashFor(null)} />}
      {rejecting && <RejectForm payment={rejecting} onClose={() => setRejecting(null)} />}
    </div>
  );
}

function QueueItem({ payment, onReject }: { payment: FundPayment; onReject: () => void }) {
  const verify = useVerify();
  const toast = useToast();
  return (
    <li
      className="grid gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200 sm:grid-cols-[8rem_1fr]"
      data-testid="queue-item"
    >
      {payment.proofUrl ? (
        <a href={payment.proofUrl} target="_blank" rel="noreferrer">
          <img
            src={payment.proofUrl}
            alt={`${T.proofAlt} ${payment.userName ?? ''}`}
            className="max-h-48 w-full rounded-lg bg-slate-100 object-contain ring-1 ring-slate-200"
          />
        </a>
      ) : (
        <p className="flex items-center justify-center rounded-lg bg-slate-100 p-3 text-center text-slate-600 text-sm">
          {T.noProof}
        </p>
      )}
      <div>
        <p className="font-bold text-lg text-slate-900">{payment.userName}</p>
        <p className="text-slate-700">{payment.fundName}</p>
        <p className="mt-1 text-slate-900">
          {T.expected}: <strong className="text-xl tabular-nums">{rupiah(payment.uniqueAmount)}</strong>
          {payment.anonymous && <span className="ml-2 text-slate-600 text-sm">(anonim)</span>}
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          <Button
            loading={verify.isPending}
            onClick={() =>
              verify.mutate(payment.id, {
                onSuccess: (p) =>
                  toast.show({
                    type: 'success',
                    title: T.verified,
                    message: `${p.userName ?? ''} · ${p.receiptNo ?? ''}`,
                  }),
                onError: (err) => toast.show({ type: 'error', title: T.failedTitle, message: err.message }),
              })
            }
          >
            {T.verify}
          </Button>
          <Button variant="danger" onClick={onReject}>
            {T.reject}
          </Button>
        </div>
      </div>
    </li>
  );
}

function RejectForm({ payment, onClose }: { payment: FundPayment; onClose: () => void }) {
  const reject = useReject();
  return (
    <ReasonPanel
      title={T.rejectTitle}
      summary={`${payment.userName ?? ''} · ${payment.fundName} · ${rupiah(payment.uniqueAmount)}`}
      label={T.rejectReason}
      requiredMessage="Alasan wajib diisi"
      action={T.reject}
      doneTitle={T.rejectedDone}
      pending={reject.isPending}
      onSubmit={(reason, handlers) => reject.mutate({ id: payment.id, reason }, handlers)}
      onClose={onClose}
    />
  );
}

function MemberPicker({
  value,
  onPick,
}: {
  value: MemberOption | null;
  onPick: (m: MemberOption | null) => void;
}) {
  const [term, setTerm] = useState('');
  const search = useMemberSearch(useDebounced(term, 300));
  if (value)
    return (
      <div className="flex items-center justify-between gap-2 rounded-lg bg-primary-50 p-3 ring-1 ring-primary-200">
        <span className="font-semibold">
          {value.name} <span className="text-slate-600">@{value.username}</span>
        </span>
        <Button variant="ghost" aria-label={T.cancel} onClick={() => onPick(null)}>
          <X aria-hidden="true" className="size-5" />
        </Button>
      </div>
    );
  return (
    <div>
      <TextField
        label={T.member}
        hint={T.searchMember}
        value={term}
        onChange={(e) => setTerm(e.currentTarget.value)}
      />
      <ul className="mt-2 flex flex-col gap-1">
        {search.data?.datas.map((m) => (
          <li key={m.id}>
            <button
              type="button"
              onClick={() => onPick(m)}
              className="min-h-11 w-full rounded-lg px-3 text-left hover:bg-slate-100"
            >
              {m.name} <span className="text-slate-600">@{m.username}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

function CashForm({ fund, onClose }: { fund: Fund; onClose: () => void }) {
  const cash = useCashPayment();
  const toast = useToast();
  const [member, setMember] = useState<MemberOption | null>(null);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | undefined>();
  return (
    <SidePanel
      open
      title={`${T.cashTitle}: ${fund.name}`}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {T.cancel}
          </Button>
          <Button
            loading={cash.isPending}
            onClick={() => {
              if (!member) return setError(T.chooseMember);
              const value = fund.kind === 'DONATION' ? parseRupiahInput(amount) : null;
              if (fund.kind === 'DONATION' && !value) return setError('Nominal wajib diisi');
              cash.mutate(
                { fundId: fund.id, body: { userId: member.id, ...(value ? { amount: value } : {}) } },
                {
                  onSuccess: (p) => {
                    toast.show({ type: 'success', title: T.verified, message: p.receiptNo ?? '' });
                    onClose();
                  },
                  onError: (err) => setError(err.message),
                },
              );
            }}
          >
            {T.save}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <MemberPicker value={member} onPick={setMember} />
        {fund.kind === 'DONATION' ? (
          <TextField
            label={T.expenseAmount}
            inputMode="numeric"
            value={amount}
            onChange={(e) => setAmount(e.currentTarget.value)}
          />
        ) : (
          <p className="text-lg">{rupiah(fund.amount ?? 0)}</p>
        )}
        {error && (
          <p role="alert" className="text-red-700">
            {error}
          </p>
        )}
      </div>
    </SidePanel>
  );
}

const EMPTY_ACCOUNT: FundAccount = { bank: '', number: '', holder: '' };

function FundForm({ fund, onClose }: { fund: Fund | null; onClose: () => void }) {
  const save = useSaveFund();
  const toast = useToast();
  const [kind, setKind] = useState<FundKind>(fund?.kind ?? 'EVENT');
  const [name, setName] = useState(fund?.name ?? '');
  const [description, setDescription] = useState(fund?.description ?? '');
  const [eventId, setEventId] = useState(fund?.eventId ? String(fund.eventId) : '');
  const [amount, setAmount] = useState(fund?.amount ? String(fund.amount) : '');
  const [target, setTarget] = useState(fund?.target ? String(fund.target) : '');
  const [dueDate, setDueDate] = useState(fund?.dueDate ?? '');
  const [accounts, setAccounts] = useState<FundAccount[]>(fund?.accounts ?? [{ ...EMPTY_ACCOUNT }]);
  const [qrisUrl, setQrisUrl] = useState<string | null>(fund?.qrisUrl ?? null);
  const [open, setOpen] = useState(fund?.status !== 'CLOSED');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = () => {
    const body: FundBody = {
      kind,
      name,
      description,
      eventId: eventId ? Number(eventId.replace(/[^0-9]/g, '')) : null,
      amount: kind === 'DONATION' ? null : parseRupiahInput(amount),
      target: parseRupiahInput(target),
      dueDate: dueDate || null,
      accounts,
      qrisUrl,
      status: open ? 'OPEN' : 'CLOSED',
    };
    save.mutate(
      { id: fund?.id ?? null, body },
      {
        onSuccess: () => {
          toast.show({ type: 'success', title: T.saved, message: name });
          onClose();
        },
        onError: (err) => {
          const out: Record<string, string> = {};
          if (err instanceof ApiError) for (const e of err.errors) out[e.path] = e.message;
          setErrors(out);
          toast.show({ type: 'error', title: T.failedTitle, message: err.message });
        },
      },
    );
  };
  const setAccount = (i: number, key: keyof FundAccount, value: string) =>
    setAccounts((list) => list.map((a, j) => (j === i ? { ...a, [key]: value } : a)));
  return (
    <SidePanel
      open
      title={fund ? `${T.editFund}: ${fund.name}` : T.newFund}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            {T.cancel}
          </Button>
          <Button onClick={submit} loading={save.isPending}>
            {T.save}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <label className="flex flex-col gap-1.5">
          <span className="font-semibold text-slate-900">{T.kind}</span>
          <select
            value={kind}
            onChange={(e) => setKind(e.currentTarget.value as FundKind)}
            className="min-h-12 rounded-lg border border-slate-300 bg-white px-3 text-base"
          >
            {FUND_KINDS.map((k) => (
              <option key={k} value={k}>
                {FUND_KIND_LABEL[k]}
              </option>
            ))}
          </select>
        </label>
        <TextField
          label={T.name}
          maxLength={150}
          value={name}
          error={errors.name}
          onChange={(e) => setName(e.currentTarget.value)}
        />
        <TextArea
          label={T.description}
          maxLength={2000}
          value={description}
          error={errors.description}
          onChange={(e) => setDescription(e.currentTarget.value)}
        />
        {kind === 'EVENT' && (
          <TextField
            label={T.event}
            hint={T.eventHint}
            inputMode="numeric"
            value={eventId}
            error={errors.eventId}
            onChange={(e) => setEventId(e.currentTarget.value)}
          />
        )}
        {kind !== 'DONATION' && (
          <TextField
            label={T.amount}
            hint={T.amountHint}
            inputMode="numeric"
            value={amount}
            error={errors.amount}
            onChange={(e) => setAmount(e.currentTarget.value)}
          />
        )}
        <TextField
          label={T.targetLabel}
          inputMode="numeric"
          value={target}
          error={errors.target}
          onChange={(e) => setTarget(e.currentTarget.value)}
        />
        <TextField
          label={T.due}
          type="date"
          value={dueDate}
          error={errors.dueDate}
          onChange={(e) => setDueDate(e.currentTarget.value)}
        />
        <fieldset className="flex flex-col gap-3 rounded-xl p-3 ring-1 ring-slate-200">
          <legend className="px-1 font-semibold text-slate-900">{T.accountsTitle}</legend>
          {accounts.map((a, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own while typed
            <div key={i} className="grid gap-2 sm:grid-cols-3">
              <TextField
                label={T.bank}
                value={a.bank}
                maxLength={50}
                error={errors[`accounts.${i}.bank`]}
                onChange={(e) => setAccount(i, 'bank', e.currentTarget.value)}
              />
              <TextField
                label={T.number}
                value={a.number}
                inputMode="numeric"
                maxLength={40}
                error={errors[`accounts.${i}.number`]}
                onChange={(e) => setAccount(i, 'number', e.currentTarget.value)}
              />
              <TextField
                label={T.accountHolder}
                value={a.holder}
                maxLength={100}
                error={errors[`accounts.${i}.holder`]}
                onChange={(e) => setAccount(i, 'holder', e.currentTarget.value)}
              />
              {accounts.length > 1 && (
                <Button
                  variant="ghost"
                  className="sm:col-span-3 justify-self-start"
                  onClick={() => setAccounts((l) => l.filter((_, j) => j !== i))}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  {T.removeAccount}
                </Button>
              )}
            </div>
          ))}
          {errors.accounts && <p className="text-red-700">{errors.accounts}</p>}
          {accounts.length < 5 && (
            <Button variant="secondary" onClick={() => setAccounts((l) => [...l, { ...EMPTY_ACCOUNT }])}>
              <Plus aria-hidden="true" className="size-4" />
              {T.addAccount}
            </Button>
          )}
        </fieldset>
        <div>
          <p className="mb-2 font-semibold text-slate-900">{T.qris}</p>
          {qrisUrl && (
            <div className="mb-2 flex items-start gap-2">
              <img src={qrisUrl} alt={T.qrisAlt} className="max-h-40 rounded-lg ring-1 ring-slate-200" />
              <Button variant="ghost" aria-label={T.removeAccount} onClick={() => setQrisUrl(null)}>
                <X aria-hidden="true" className="size-5" />
              </Button>
            </div>
          )}
          <PhotoPicker
            label={T.qris}
            onUploaded={setQrisUrl}
            onError={(message) => toast.show({ type: 'error', title: T.failedTitle, message })}
          />
        </div>
        {fund && (
          <label className="flex min-h-11 items-center gap-3">
            <input
              type="checkbox"
              className="size-5 accent-primary-700"
              checked={!open}
              onChange={(e) => setOpen(!e.currentTarget.checked)}
            />
            {T.closeFund}
          </label>
        )}
      </div>
    </SidePanel>
  );
}

function Treasurers() {
  const list = useTreasurers(true);
  const set = useSetTreasurer();
  const toast = useToast();
  const [picked, setPicked] = useState<MemberOption | null>(null);
  const change = (m: MemberOption, treasurer: boolean) =>
    set.mutate(
      { id: m.id, treasurer },
      {
        onSuccess: () => {
          setPicked(null);
          toast.show({ type: 'success', title: T.saved, message: m.name });
        },
        onError: (err) => toast.show({ type: 'error', title: T.failedTitle, message: err.message }),
      },
    );
  return (
    <section
      className="mt-8 rounded-xl bg-white p-4 ring-1 ring-slate-200"
      aria-labelledby="treasurers-title"
    >
      <h2 id="treasurers-title" className="font-semibold text-primary-900 text-xl">
        {T.treasurersTitle}
      </h2>
      <p className="mt-1 text-slate-700">{T.treasurersIntro}</p>
      <ul className="mt-3 flex flex-col gap-2">
        {list.data?.datas.length === 0 && <li className="text-slate-600">{T.noTreasurer}</li>}
        {list.data?.datas.map((m) => (
          <li key={m.id} className="flex items-center justify-between gap-2">
            <span>
              {m.name} <span className="text-slate-600">@{m.username}</span>
            </span>
            <Button variant="ghost" onClick={() => change(m, false)}>
              {T.removeTreasurer}
            </Button>
          </li>
        ))}
      </ul>
      <div className="mt-3">
        <MemberPicker value={picked} onPick={setPicked} />
        {picked && (
          <Button className="mt-2" loading={set.isPending} onClick={() => change(picked, true)}>
            {T.makeTreasurer}
          </Button>
        )}
      </div>
    </section>
  );
}
