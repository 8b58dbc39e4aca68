import { CircleAlert, LogOut, type LucideIcon, Trash2 } from 'lucide-react';
import { type ReactNode, type RefObject, useId, useRef } from 'react';
import { Button, type ButtonVariant } from './button.tsx';
import { useModalDialog } from './use-modal-dialog.ts';

export type ConfirmStatus = 'alert' | 'danger' | 'warning';

/** docs/spec.md §2: alert confirms with 'Simpan', danger with 'Hapus', warning with 'Keluar'; cancel is 'Kembali'. */
export const CONFIRM_LABELS: Record<ConfirmStatus, string> = {
  alert: 'Simpan',
  danger: 'Hapus',
  warning: 'Keluar',
};
export const CANCEL_LABEL = 'Kembali';

const LOOK: Record<ConfirmStatus, { icon: LucideIcon; ring: string; variant: ButtonVariant }> = {
  alert: { icon: CircleAlert, ring: 'bg-primary-100 text-primary-700', variant: 'primary' },
  danger: { icon: Trash2, ring: 'bg-red-100 text-red-700', variant: 'danger' },
  warning: { icon: LogOut, ring: 'bg-accent-100 text-accent-700', variant: 'primary' },
};

export interface ConfirmDialogProps {
  open: boolean;
  status: ConfirmStatus;
  title: string;
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** The confirmed action is running: the confirm button spins and the dialog cannot be dismissed. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Focus target after closing when the control that opened the dialog no longer exists. */
  returnFocusRef?: RefObject<HTMLElement | null>;
  /** Extra content between the message and the buttons (e.g. a choice the confirmation carries). */
  children?: ReactNode;
}

/** A modal confirmation (role alertdialog); focus starts on the safe choice, Escape cancels. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  if (!props.open) return null;
  return <OpenConfirmDialog {...props} />;
}

function OpenConfirmDialog({
  status,
  title,
  message,
  confirmLabel,
  cancelLabel = CANCEL_LABEL,
  busy = false,
  onConfirm,
  onCancel,
  returnFocusRef,
  children,
}: ConfirmDialogProps) {
  const id = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const ref = useModalDialog({
    onClose: () => {
      if (!busy) onCancel();
    },
    initialFocus: cancelRef,
    returnFocus: returnFocusRef,
  });
  const { icon: Icon, ring, variant } = LOOK[status];

  return (
    <dialog
      ref={ref}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-message`}
      className="m-auto w-[calc(100%-2rem)] max-w-md animate-dialog-in rounded-2xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-primary-900/60"
    >
      <div className="flex flex-col items-center px-6 pt-7 pb-6 text-center">
        <span className={`mb-4 flex size-14 items-center justify-center rounded-full ${ring}`}>
          <Icon aria-hidden="true" className="size-7" />
        </span>
        <h2 id={`${id}-title`} className="font-bold text-primary-900 text-xl">
          {title}
        </h2>
        <p id={`${id}-message`} className="mt-2 text-base text-slate-700">
          {message}
        </p>
        {children && <div className="mt-4 w-full text-left">{children}</div>}
      </div>
      <div className="flex flex-col-reverse gap-3 border-slate-200 border-t bg-slate-50 px-6 py-4 sm:flex-row sm:justify-end">
        <Button
          ref={cancelRef}
          variant="secondary"
          onClick={onCancel}
          disabled={busy}
          className="sm:min-w-28"
        >
          {cancelLabel}
        </Button>
        <Button variant={variant} onClick={onConfirm} loading={busy} className="sm:min-w-28">
          {confirmLabel ?? CONFIRM_LABELS[status]}
        </Button>
      </div>
    </dialog>
  );
}
