import type { EventDetail } from '@alumni/contract';
import { COMPANION_TEXT as C, WAITLIST_TEXT } from '@alumni/contract/constants';
import { Users } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { useChangeCompanions } from '#web/features/event-detail/api/register-event.ts';
import { type PartyDraft, partyBody, partyDraftOf } from '#web/features/event-detail/companions-logic.ts';
import { ApiError } from '#web/lib/api.ts';
import { CompanionsStepper } from './companions-stepper.tsx';

/**
 * A registered member's party (docs/decisions/031-companions.md): 'Anda datang bersama 2 pendamping.' and
 * 'Ubah jumlah pendamping', which opens the stepper. More companions only while seats allow: the server's
 * Indonesian refusal shows in the dialog, which stays open.
 */
export function CompanionsChange({ event, waiting = false }: { event: EventDetail; waiting?: boolean }) {
  // A waiting member changes the party they wait with (docs/decisions/035-waitlist-parties.md): same limits, the
  // place in line kept; a smaller first party may be seated at once.
  const companions = waiting ? event.waitlistCompanions : event.companions;
  const companionNames = waiting ? event.waitlistCompanionNames : event.companionNames;
  const max = Math.max(event.maxCompanions, companions ?? 0);
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<PartyDraft>(() => partyDraftOf(companions, companionNames, max));
  const [error, setError] = useState<string | null>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const change = useChangeCompanions(event.id);
  const toast = useToast();

  const start = () => {
    setDraft(partyDraftOf(companions, companionNames, max));
    setError(null);
    setOpen(true);
  };
  const save = () =>
    change.mutate(partyBody(draft), {
      onSuccess: (r) => {
        setOpen(false);
        toast.show({
          type: 'success',
          title: C.changedTitle,
          message: !waiting
            ? C.mine(draft.companions)
            : r.registered
              ? WAITLIST_TEXT.promoted(event.name, 1 + draft.companions)
              : WAITLIST_TEXT.waitingFor(1 + draft.companions),
        });
      },
      onError: (e) => setError(e instanceof ApiError ? e.message : 'Terjadi kesalahan. Silakan coba lagi.'),
    });

  return (
    <div className="rounded-xl bg-slate-50 p-3.5 ring-1 ring-slate-200 ring-inset">
      <p
        className="flex items-center gap-2.5 text-base text-slate-800"
        data-testid={waiting ? 'waitlist-party' : 'my-companions'}
      >
        <Users aria-hidden="true" className="size-5 shrink-0 text-primary-700" />
        {waiting ? WAITLIST_TEXT.waitingFor(1 + (companions ?? 0)) : C.mine(companions ?? 0)}
      </p>
      {!event.isFinished && event.maxCompanions > 0 && (
        <Button ref={openerRef} variant="secondary" fullWidth className="mt-3" onClick={start}>
          {C.change}
        </Button>
      )}
      <ConfirmDialog
        open={open}
        status="alert"
        title={C.change}
        message={event.name}
        confirmLabel={C.save}
        cancelLabel={C.cancel}
        busy={change.isPending}
        onConfirm={save}
        onCancel={() => setOpen(false)}
        returnFocusRef={openerRef}
      >
        <CompanionsStepper max={event.maxCompanions} value={draft} onChange={setDraft} />
        {error && (
          <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 font-semibold text-base text-red-800">
            {error}
          </p>
        )}
      </ConfirmDialog>
    </div>
  );
}
