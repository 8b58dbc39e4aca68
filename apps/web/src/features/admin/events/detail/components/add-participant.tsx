import { COMPANION_TEXT, companionChoices } from '@alumni/contract/constants';
import { UserPlus, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import {
  overridableRefusal,
  useRegisterOnBehalf,
} from '#web/features/admin/events/detail/api/register-on-behalf.ts';
import { DETAIL_TEXT } from '#web/features/admin/events/detail/detail-text.ts';
import { UserCombobox } from '#web/features/admin/events/form/components/user-combobox.tsx';
import type { CreatorChoice } from '#web/features/admin/events/form/event-form-model.ts';
import { ApiError } from '#web/lib/api.ts';

const T = DETAIL_TEXT.participants;

/**
 * 'Tambah Peserta' (docs/decisions/015): pick a member, register them. The server keeps the quota; when it is
 * full, or its free seats are held for the waitlist (docs/decisions/035-waitlist-parties.md, Follow-up: the
 * server's message says for how many people), the admin is asked once more and only 'Tetap tambahkan' registers
 * past the quota or the line.
 */
export function AddParticipant({
  eventId,
  eventName,
  maxCompanions = 0,
  onClose,
}: {
  eventId: number;
  eventName: string;
  /** 'Pendamping per anggota' (docs/decisions/031-companions.md): 0 = the member comes alone. */
  maxCompanions?: number;
  onClose: () => void;
}) {
  const companionsId = useId();
  const [companions, setCompanions] = useState(0);
  const toast = useToast();
  const [member, setMember] = useState<CreatorChoice | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [ask, setAsk] = useState<ReturnType<typeof overridableRefusal>>(null);
  const askOverQuota = ask !== null;
  const submitRef = useRef<HTMLButtonElement>(null);
  const add = useRegisterOnBehalf(eventId);

  const submit = (overQuota: boolean) => {
    if (!member) {
      setError(T.addPickFirst);
      return;
    }
    add.mutate(
      { userId: member.id, overQuota: overQuota || undefined, ...(companions > 0 ? { companions } : {}) },
      {
        onSuccess: () => {
          setAsk(null);
          toast.show({ type: 'success', title: T.addedTitle, message: T.added(member.name, eventName) });
          setMember(null);
          setCompanions(0);
        },
        onError: (e) => {
          const refusal = overQuota ? null : overridableRefusal(e);
          if (refusal) {
            setAsk(refusal);
            return;
          }
          setAsk(null);
          toast.show({
            type: 'error',
            title: T.addFailedTitle,
            message: e instanceof ApiError ? e.message : DETAIL_TEXT.participants.cancelFailed,
          });
        },
      },
    );
  };

  return (
    <div className="space-y-3 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200 ring-inset">
      <div className="flex items-start justify-between gap-3">
        <div>
          <h3 className="font-bold text-lg text-primary-900">{T.addTitle}</h3>
          <p className="text-base text-slate-700">{T.addHint}</p>
        </div>
        <Button variant="ghost" onClick={onClose} aria-label={T.addClose}>
          <X aria-hidden="true" className="size-5" />
        </Button>
      </div>
      <UserCombobox
        subject="peserta"
        value={member}
        onChange={(m) => {
          setMember(m);
          setError(undefined);
        }}
        error={error}
      />
      {maxCompanions > 0 && (
        <div>
          <label htmlFor={companionsId} className="mb-1.5 block font-semibold text-base text-slate-800">
            {COMPANION_TEXT.namesLabelShort}
          </label>
          <select
            id={companionsId}
            value={companions}
            onChange={(e) => setCompanions(Number(e.currentTarget.value))}
            className="min-h-12 rounded-lg border border-slate-500 bg-white px-3 text-base text-slate-900 focus:border-primary-600 focus:outline-none focus:ring-3 focus:ring-primary-200"
          >
            {companionChoices(maxCompanions).map((n) => (
              <option key={n} value={n}>
                {COMPANION_TEXT.count(n)}
              </option>
            ))}
          </select>
        </div>
      )}
      <Button ref={submitRef} onClick={() => submit(false)} loading={add.isPending && !askOverQuota}>
        <UserPlus aria-hidden="true" className="size-5" />
        {T.addSubmit}
      </Button>
      <ConfirmDialog
        open={askOverQuota}
        status="warning"
        title={ask?.kind === 'line' ? T.heldForLineDialog.title : T.overQuotaDialog.title}
        message={
          !member
            ? ''
            : ask?.kind === 'line'
              ? T.heldForLineDialog.message(ask.message, member.name)
              : T.overQuotaDialog.message(member.name)
        }
        confirmLabel={T.overQuotaDialog.confirm}
        busy={add.isPending}
        onCancel={() => setAsk(null)}
        onConfirm={() => submit(true)}
        returnFocusRef={submitRef}
      />
    </div>
  );
}
