import {
  REGISTRATION_MODE_LABEL,
  REGISTRATION_MODES,
  type RegistrationMode,
  type RegistrationRequest,
} from '@alumni/contract';
import { Check, Copy, Link2, MessageCircle, RefreshCw } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useCommunity } from '#web/api/get-community.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { UserBreadcrumb } from '#web/features/admin/users/components/user-breadcrumb.tsx';
import { PublicUrlNotice } from '#web/features/admin/users/invitations/public-url-notice.tsx';
import { formatDateTimeId } from '#web/lib/dates.ts';
import { paths } from '#web/lib/paths.ts';
import { useCopyText } from '#web/lib/use-copy-text.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import {
  useDecideRegistration,
  useJoinLink,
  useRegistrations,
  useRenewJoinLink,
  useSaveRegistrationMode,
} from './api.ts';
import { JOIN_ADMIN_TEXT as T } from './join-text.ts';

const card = 'space-y-4 rounded-card bg-white p-5 shadow-card sm:p-6';

/**
 * /admin/user/join (docs/decisions/022): the committee's 'Tautan Gabung' (copy, share by WhatsApp, replace),
 * the community's registration mode, and the registrations and claims waiting for approval.
 */
export function JoinAdminPage() {
  useDocumentTitle(T.title);
  return (
    <div className="space-y-6">
      <UserBreadcrumb trail={[T.title]} />
      <h1 className="font-bold text-2xl text-primary-900 sm:text-3xl">{T.title}</h1>
      <PublicUrlNotice />
      <JoinLinkCard />
      <ModeCard />
      <PendingCard />
    </div>
  );
}

function JoinLinkCard() {
  const toast = useToast();
  const query = useJoinLink();
  const renew = useRenewJoinLink();
  const { community } = useCommunity();
  const [ask, setAsk] = useState(false);
  const inputRef = useRef<HTMLParagraphElement>(null);
  const id = useId();
  const link = query.data ?? null;
  const { copy, onCopy } = useCopyText(link?.url ?? '', inputRef);

  const make = () =>
    renew.mutate(undefined, {
      onSuccess: () => setAsk(false),
      onError: (err) => {
        setAsk(false);
        toast.show({ type: 'error', title: T.link.failedTitle, message: err.message });
      },
    });

  return (
    <section aria-labelledby={`${id}-t`} className={card}>
      <h2 id={`${id}-t`} className="flex items-center gap-2 font-bold text-primary-900 text-xl">
        <Link2 aria-hidden="true" className="size-6" />
        {T.link.title}
      </h2>
      <p className="text-base text-slate-700">{T.link.lead}</p>
      {query.isPending ? (
        <Spinner />
      ) : !link ? (
        <div className="space-y-3">
          <p className="text-slate-800">{T.link.none}</p>
          <Button onClick={make} loading={renew.isPending} disabled={renew.isPending}>
            {T.link.create}
          </Button>
        </div>
      ) : (
        <div className="space-y-3">
          <p className="font-semibold text-slate-800">{T.link.label}</p>
          <p
            ref={inputRef}
            data-testid="join-link"
            className="break-all rounded-lg bg-slate-50 p-3 font-mono text-base text-slate-900 ring-1 ring-slate-200"
          >
            {link.url}
          </p>
          <p className="text-slate-600 text-sm">{T.link.createdOn(formatDateTimeId(link.createdDate))}</p>
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            <Button variant="secondary" onClick={() => void onCopy()}>
              {copy === 'done' ? (
                <Check aria-hidden="true" className="size-5" />
              ) : (
                <Copy aria-hidden="true" className="size-5" />
              )}
              {copy === 'done' ? T.link.copied : T.link.copy}
            </Button>
            <a
              href={`https://wa.me/?text=${encodeURIComponent(T.link.shareText(community.name, link.url))}`}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-green-700 px-4 font-semibold text-white hover:bg-green-800 focus-visible:outline-2 focus-visible:outline-green-800 focus-visible:outline-offset-2"
            >
              <MessageCircle aria-hidden="true" className="size-5" />
              {T.link.share}
            </a>
            <Button variant="ghost" onClick={() => setAsk(true)}>
              <RefreshCw aria-hidden="true" className="size-5" />
              {T.link.renew}
            </Button>
          </div>
        </div>
      )}
      <ConfirmDialog
        open={ask}
        status="alert"
        title={T.link.renewTitle}
        message={T.link.renewMessage}
        confirmLabel={T.link.renewConfirm}
        busy={renew.isPending}
        onCancel={() => setAsk(false)}
        onConfirm={make}
      />
    </section>
  );
}

function ModeCard() {
  const toast = useToast();
  const { community, isPending } = useCommunity();
  const save = useSaveRegistrationMode();
  const [mode, setMode] = useState<RegistrationMode>(community.registrationMode);
  const id = useId();
  useEffect(() => setMode(community.registrationMode), [community.registrationMode]);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    save.mutate(mode, {
      onSuccess: () => toast.show({ type: 'success', title: T.mode.saved }),
      onError: (err) => toast.show({ type: 'error', title: T.mode.failedTitle, message: err.message }),
    });
  };

  return (
    <section aria-labelledby={`${id}-t`} className={card}>
      <h2 id={`${id}-t`} className="font-bold text-primary-900 text-xl">
        {T.mode.title}
      </h2>
      <form onSubmit={submit} className="space-y-3">
        <fieldset disabled={isPending || save.isPending} className="space-y-2">
          <legend className="font-semibold text-slate-800">{T.mode.label}</legend>
          {REGISTRATION_MODES.map((m) => (
            <label
              key={m}
              className="flex cursor-pointer items-start gap-3 rounded-lg p-3 ring-1 ring-slate-200 has-[:checked]:bg-primary-50 has-[:checked]:ring-primary-400"
            >
              <input
                type="radio"
                name="registrationMode"
                value={m}
                checked={mode === m}
                onChange={() => setMode(m)}
                className="mt-1 size-5 accent-primary-700"
              />
              <span>
                <span className="block font-semibold text-slate-900">{REGISTRATION_MODE_LABEL[m]}</span>
                <span className="block text-slate-700 text-sm">{T.mode.hints[m]}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <Button
          type="submit"
          loading={save.isPending}
          disabled={save.isPending || mode === community.registrationMode}
        >
          {T.mode.save}
        </Button>
      </form>
    </section>
  );
}

function PendingCard() {
  const query = useRegistrations();
  const id = useId();
  return (
    <section aria-labelledby={`${id}-t`} className={card}>
      <h2 id={`${id}-t`} className="flex items-center gap-2 font-bold text-primary-900 text-xl">
        {T.pending.title}
        {query.data && query.data.total > 0 && <Badge color="orange">{query.data.total}</Badge>}
      </h2>
      {query.isPending ? (
        <Spinner />
      ) : query.isError ? (
        <p className="text-red-800">{T.pending.loadError}</p>
      ) : query.data.datas.length === 0 ? (
        <p className="text-slate-700">{T.pending.empty}</p>
      ) : (
        <ul className="space-y-3">
          {query.data.datas.map((r) => (
            <PendingItem key={r.id} request={r} />
          ))}
        </ul>
      )}
    </section>
  );
}

function PendingItem({ request: r }: { request: RegistrationRequest }) {
  const toast = useToast();
  const decide = useDecideRegistration();
  const [ask, setAsk] = useState<'approve' | 'reject' | null>(null);
  const claim = r.claim;

  const run = () => {
    if (!ask) return;
    const approve = ask === 'approve';
    decide.mutate(
      { id: r.id, approve },
      {
        onSuccess: () => {
          setAsk(null);
          toast.show({
            type: 'success',
            title: approve ? T.pending.approved : T.pending.rejected,
            message: r.name,
          });
        },
        onError: (err) => {
          setAsk(null);
          toast.show({ type: 'error', title: T.pending.failedTitle, message: err.message });
        },
      },
    );
  };

  return (
    <li className="rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200" data-testid="pending-registration">
      <div className="flex flex-wrap items-center gap-2">
        <Badge color={claim ? 'purple' : 'blue'}>{claim ? T.pending.kindClaim : T.pending.kindNew}</Badge>
        <span className="font-semibold text-lg text-slate-900 [overflow-wrap:anywhere]">{r.name}</span>
        <span className="text-slate-700">@{r.username}</span>
      </div>
      <p className="mt-1 text-slate-700 [overflow-wrap:anywhere]">
        {r.email}
        {r.phoneNumber ? ` · +${r.phoneNumber}` : ''}
      </p>
      <p className="mt-1 text-slate-600 text-sm">
        {formatDateTimeId(r.createdDate)} · {r.viaJoinLink ? T.pending.viaLink : T.pending.viaRegister}
      </p>
      {claim && (
        <p className="mt-2 text-slate-800">
          {T.pending.claimOf}{' '}
          <Link to={paths.admin.user(claim.userId)} className="font-semibold text-primary-700 underline">
            {claim.name}
          </Link>{' '}
          (@{claim.username}
          {claim.phoneNumber ? `, ${claim.phoneNumber}` : ''})
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button onClick={() => setAsk('approve')} aria-label={`${T.pending.approve} ${r.name}`}>
          {T.pending.approve}
        </Button>
        <Button
          variant="secondary"
          onClick={() => setAsk('reject')}
          aria-label={`${T.pending.reject} ${r.name}`}
        >
          {T.pending.reject}
        </Button>
      </div>
      <ConfirmDialog
        open={ask !== null}
        status={ask === 'reject' ? 'danger' : 'alert'}
        title={
          ask === 'reject'
            ? T.pending.rejectTitle
            : claim
              ? T.pending.approveClaimTitle
              : T.pending.approveTitle
        }
        message={
          ask === 'reject'
            ? T.pending.rejectMessage(r.name)
            : claim
              ? T.pending.approveClaimMessage(r.name, claim.name)
              : T.pending.approveMessage(r.name)
        }
        confirmLabel={ask === 'reject' ? T.pending.reject : T.pending.approve}
        busy={decide.isPending}
        onCancel={() => setAsk(null)}
        onConfirm={run}
      />
    </li>
  );
}
