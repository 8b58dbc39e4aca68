import { EVENT_STATUS_LABEL, EVENT_STATUSES } from '@alumni/contract';
import { CircleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { type ToastInput, useToast } from '#web/components/ui/toast.tsx';
import { useLeaveGuard } from '#web/components/ui/use-leave-guard.tsx';
import type {
  EventFormValues,
  FormField,
  FormMode,
} from '#web/features/admin/events/form/event-form-model.ts';
import { EVENT_FORM_TEXT } from '#web/features/admin/events/form/event-form-text.ts';
import {
  hasPasswordMismatch,
  serverFieldErrors,
  validateEventForm,
} from '#web/features/admin/events/form/event-form-validate.ts';
import { useEventSave } from '#web/features/admin/events/form/hooks/use-event-save.ts';
import { ApiError } from '#web/lib/api.ts';
import { paths } from '#web/lib/paths.ts';
import { CreatorSection } from './creator-section.tsx';
import { FormCard, SelectField } from './fields.tsx';
import { GroupSection } from './group-section.tsx';
import { InfoSection } from './info-section.tsx';

const T = EVENT_FORM_TEXT;

/** The form's rules (event-form-model.ts) as a react-hook-form resolver. */
const resolverFor =
  (mode: FormMode): Resolver<EventFormValues> =>
  (values) => {
    const problems = validateEventForm(values, mode);
    const entries = Object.entries(problems);
    if (entries.length === 0) return { values, errors: {} };
    const errors = Object.fromEntries(
      entries.map(([field, message]) => [field, { type: 'validate', message }]),
    ) as FieldErrors<EventFormValues>;
    return { values: {}, errors };
  };

/** After a save attempt: the alert to show, the field to focus, where to go. */
interface Outcome {
  toast: ToastInput;
  focus?: FormField;
  to?: string;
}

/**
 * The event form of /admin/event/add and /admin/event/{id}/edit. 'Simpan' checks everything, asks for
 * confirmation, uploads the cropped images FIRST (an upload failure aborts the save, docs/spec.md §5), then
 * POSTs or PUTs. On failure nothing typed is lost and the server's field errors sit at their fields.
 */
export function EventForm({
  mode,
  eventId,
  initial,
}: {
  mode: FormMode;
  eventId?: number;
  initial: EventFormValues;
}) {
  const form = useForm<EventFormValues>({ defaultValues: initial, resolver: resolverFor(mode) });
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isDirty },
  } = form;
  const toast = useToast();
  const navigate = useNavigate();
  const saveEvent = useEventSave(mode, eventId, initial);
  const [confirm, setConfirm] = useState<'save' | 'cancel' | null>(null);
  // Add mode: which of 'Simpan sebagai Draf' and 'Simpan & Terbitkan' was pressed.
  const [publish, setPublish] = useState(false);
  const [pending, setPending] = useState<EventFormValues | null>(null);
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  // Leaving with changes asks first; not while saving nor after a successful save (`busy` stays on
  // until its redirect to the event's page), and never after the confirmed 'Batal' (`release`).
  const guard = useLeaveGuard(isDirty && !busy);
  // What follows a save runs once the confirmation has closed: the dialog hands focus back on close and
  // an alert raised while a modal is open belongs to that modal, so the alert, the focus on the refused
  // field and the navigation all wait for it.
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  useEffect(() => {
    if (!outcome || confirm !== null) return;
    setOutcome(null);
    toast.show(outcome.toast);
    if (outcome.focus) setFocus(outcome.focus);
    if (outcome.to) navigate(outcome.to);
  }, [outcome, confirm, toast, setFocus, navigate]);

  const onSubmit = handleSubmit(
    (values) => {
      setFormError(null);
      setPending(values);
      setConfirm('save');
    },
    (invalid) => {
      const asText = Object.fromEntries(Object.entries(invalid).map(([k, v]) => [k, v?.message]));
      if (hasPasswordMismatch(asText))
        toast.show({ type: 'error', title: T.toast.mismatchTitle, message: T.toast.mismatch });
    },
  );

  const save = async () => {
    const values = pending;
    if (!values) return;
    setBusy(true);
    const result = await saveEvent(values, mode === 'add' && publish);
    setConfirm(null);
    if (result.ok) {
      setOutcome({
        toast: {
          type: 'success',
          title: T.toast.createdTitle,
          message: mode === 'add' ? T.toast.created : T.toast.updated,
        },
        to: paths.admin.event(result.saved.id),
      });
      return;
    }
    setBusy(false);
    if (result.failed === 'upload') {
      setOutcome({ toast: { type: 'error', title: T.toast.uploadTitle, message: result.message } });
      return;
    }
    const failed: Outcome = {
      toast: {
        type: 'error',
        title: T.toast.errorTitle,
        message: mode === 'add' ? T.toast.createFailed : T.toast.updateFailed,
      },
    };
    if (result.error instanceof ApiError) {
      const fields = Object.entries(serverFieldErrors(result.error, values)) as [FormField, string][];
      for (const [field, message] of fields) setError(field, { type: 'server', message });
      if (fields[0]) failed.focus = fields[0][0];
      else setFormError(result.error.message);
    }
    setOutcome(failed);
  };

  const leave = () => {
    guard.release();
    navigate(mode === 'add' || eventId === undefined ? paths.admin.events : paths.admin.event(eventId));
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={mode === 'add' ? T.addTitle : T.editTitle}>
      <div className="space-y-4 pb-4">
        <FormCard id="event-form-status" title={T.status.heading}>
          <SelectField
            label={T.status.label}
            disabled={mode === 'add'}
            hint={mode === 'add' ? T.status.addHint : T.status.editHint}
            error={errors.status?.message}
            className="max-w-sm"
            {...register('status')}
          >
            {EVENT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {EVENT_STATUS_LABEL[s]}
              </option>
            ))}
          </SelectField>
        </FormCard>
        <GroupSection form={form} mode={mode} />
        <InfoSection form={form} />
        <CreatorSection form={form} mode={mode} />
      </div>
      {formError && (
        <p
          role="alert"
          className="mb-3 flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-3 font-medium text-red-800"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <span>{formError}</span>
        </p>
      )}
      <div className="-mx-3 sticky bottom-0 z-10 flex flex-wrap gap-3 border-slate-200 border-t bg-white/95 px-3 py-3 backdrop-blur sm:static sm:mx-0 sm:justify-end sm:rounded-card sm:border-0 sm:bg-white sm:px-6 sm:py-4 sm:shadow-card">
        <Button
          variant="secondary"
          onClick={() => setConfirm('cancel')}
          disabled={busy}
          className="flex-1 sm:flex-none sm:min-w-32"
        >
          {T.cancel}
        </Button>
        {mode === 'add' ? (
          <>
            <Button
              type="submit"
              variant="secondary"
              loading={busy && !publish}
              disabled={busy}
              onClick={() => setPublish(false)}
              className="flex-1 sm:flex-none sm:min-w-32"
            >
              {T.saveDraft}
            </Button>
            <Button
              type="submit"
              loading={busy && publish}
              disabled={busy}
              onClick={() => setPublish(true)}
              // On a phone the main choice gets a row of its own above 'Batal' and 'Simpan sebagai Draf'.
              className="order-first basis-full sm:order-none sm:basis-auto sm:min-w-32"
            >
              {T.savePublish}
            </Button>
          </>
        ) : (
          <Button type="submit" loading={busy} className="flex-1 sm:flex-none sm:min-w-32">
            {T.save}
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirm === 'save'}
        status="alert"
        title={
          mode === 'add'
            ? publish
              ? T.saveConfirm.publishTitle
              : T.saveConfirm.addTitle
            : T.saveConfirm.editTitle
        }
        message={
          mode === 'add'
            ? publish
              ? T.saveConfirm.publishMessage
              : T.saveConfirm.addMessage
            : T.saveConfirm.editMessage
        }
        busy={busy}
        onCancel={() => setConfirm(null)}
        onConfirm={() => void save()}
      />
      <ConfirmDialog
        open={confirm === 'cancel'}
        status="warning"
        title={T.cancelConfirm.title}
        message={T.cancelConfirm.message}
        confirmLabel={T.cancelConfirm.confirm}
        onCancel={() => setConfirm(null)}
        onConfirm={leave}
      />
      {guard.dialog}
    </form>
  );
}
