import { Check, Copy, KeyRound } from 'lucide-react';
import { type RefObject, useId, useRef } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { useModalDialog } from '#web/components/ui/use-modal-dialog.ts';
import { USER_ADMIN_TEXT } from '#web/features/admin/users/user-admin-text.ts';
import { useCopyText } from '#web/lib/use-copy-text.ts';

const T = USER_ADMIN_TEXT.tempPassword;

/**
 * The one-time temporary password of 'Reset Sandi' (docs/decisions/005), shown ONCE: the owner keeps it
 * only in component state and drops it on close. 'Salin' copies it; focus starts on it and returns to
 * `returnFocusRef` ('Reset Sandi') on close.
 */
export function TempPasswordDialog({
  password,
  userName,
  onClose,
  returnFocusRef,
}: {
  password: string;
  userName: string;
  onClose: () => void;
  returnFocusRef?: RefObject<HTMLElement | null>;
}) {
  const id = useId();
  const copyRef = useRef<HTMLButtonElement>(null);
  const codeRef = useRef<HTMLElement>(null);
  const ref = useModalDialog({ onClose, initialFocus: copyRef, returnFocus: returnFocusRef });

  const { copy, onCopy } = useCopyText(password, codeRef);

  return (
    <dialog
      ref={ref}
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-intro`}
      className="m-auto w-[calc(100%-2rem)] max-w-md animate-dialog-in rounded-2xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-primary-900/60"
    >
      <div className="flex flex-col items-center px-6 pt-7 pb-6 text-center">
        <span className="mb-4 flex size-14 items-center justify-center rounded-full bg-primary-100 text-primary-700">
          <KeyRound aria-hidden="true" className="size-7" />
        </span>
        <h2 id={`${id}-title`} className="font-bold text-primary-900 text-xl">
          {T.title}
        </h2>
        <p id={`${id}-intro`} className="mt-2 text-base text-slate-700">
          {T.intro(userName)}
        </p>
        <p id={`${id}-label`} className="mt-5 font-semibold text-base text-slate-800">
          {T.label}
        </p>
        <code
          ref={codeRef}
          data-testid="temporary-password"
          className="mt-2 block w-full select-all break-all rounded-lg border border-primary-200 bg-primary-50 px-4 py-3 font-mono font-semibold text-primary-900 text-xl tracking-wide"
        >
          {password}
        </code>
        <Button
          ref={copyRef}
          variant="secondary"
          onClick={() => void onCopy()}
          className="mt-3 w-full sm:w-auto"
        >
          {copy === 'done' ? (
            <Check aria-hidden="true" className="size-5" />
          ) : (
            <Copy aria-hidden="true" className="size-5" />
          )}
          {copy === 'done' ? T.copied : T.copy}
        </Button>
        <p role="status" className="mt-2 min-h-6 text-base text-slate-700">
          {copy === 'failed' ? T.copyFailed : ''}
        </p>
        <p className="mt-2 text-left text-base text-slate-700">{T.explain}</p>
      </div>
      <div className="flex justify-end border-slate-200 border-t bg-slate-50 px-6 py-4">
        <Button onClick={onClose} className="w-full sm:w-auto sm:min-w-28">
          {T.close}
        </Button>
      </div>
    </dialog>
  );
}
