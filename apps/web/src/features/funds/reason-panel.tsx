import { type ReactNode, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { SidePanel } from '#web/components/ui/side-panel.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { FUND_TEXT as T } from './funds-text.ts';

/** What the committee writes as a reason ('Tolak' a payment, 'Koreksi' a cash book line): the columns' limit. */
const REASON_MAX = 300;

/**
 * A side panel that asks the committee for a reason before a refusing step (rejecting a payment, reversing a
 * cash book line): the reason is required; the server's refusal stays in the panel under the field, success
 * closes it with a toast.
 */
export function ReasonPanel({
  title,
  summary,
  label,
  requiredMessage,
  action,
  doneTitle,
  pending,
  onSubmit,
  onClose,
}: {
  title: string;
  /** The line the reason is about. */
  summary: ReactNode;
  label: string;
  requiredMessage: string;
  action: string;
  doneTitle: string;
  pending: boolean;
  onSubmit: (reason: string, handlers: { onSuccess: () => void; onError: (err: Error) => void }) => void;
  onClose: () => void;
}) {
  const toast = useToast();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  return (
    <SidePanel
      open
      title={title}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {T.cancel}
          </Button>
          <Button
            variant="danger"
            loading={pending}
            onClick={() => {
              if (!reason.trim()) return setError(requiredMessage);
              onSubmit(reason, {
                onSuccess: () => {
                  toast.show({ type: 'success', title: doneTitle, message: '' });
                  onClose();
                },
                onError: (err) => setError(err.message),
              });
            }}
          >
            {action}
          </Button>
        </>
      }
    >
      <p className="text-slate-800">{summary}</p>
      <div className="mt-4">
        <TextField
          label={label}
          maxLength={REASON_MAX}
          value={reason}
          error={error}
          onChange={(e) => setReason(e.currentTarget.value)}
        />
      </div>
    </SidePanel>
  );
}
