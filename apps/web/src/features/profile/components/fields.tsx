import { type ComponentPropsWithRef, createContext, type ReactNode, useContext, useId, useRef } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { FieldError } from '#web/components/ui/field-notes.tsx';
import { SidePanel } from '#web/components/ui/side-panel.tsx';
import { PROFILE_TEXT } from '#web/features/profile/profile-text.ts';

/** A labelled multi-line text box in the look of TextField. */
export function TextAreaField({
  label,
  error,
  className = '',
  id,
  ...rest
}: ComponentPropsWithRef<'textarea'> & { label: string; error?: string }) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1.5 block font-semibold text-base text-slate-800">
        {label}
      </label>
      <textarea
        id={inputId}
        rows={5}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${inputId}-error` : undefined}
        className={`block w-full rounded-lg border bg-white px-4 py-3 text-[17px] text-slate-900 shadow-xs outline-none focus:ring-3 ${
          error
            ? 'border-red-600 focus:border-red-600 focus:ring-red-200'
            : 'border-slate-500 focus:border-primary-600 focus:ring-primary-200'
        }`}
        {...rest}
      />
      <FieldError id={`${inputId}-error`} message={error} />
    </div>
  );
}

/** A 44 px tall checkbox row. */
export function CheckboxField({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-3 text-base text-slate-900">
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="size-6 shrink-0 accent-primary-700"
      />
      {label}
    </label>
  );
}

/**
 * A side panel holding one form: 'Batal' closes without change, 'Simpan' submits. `onSubmit` returns
 * false when the form holds errors: the panel stays open and focus goes to the first invalid field.
 */
/** True while the open side panel's item is being saved to the server (the editor provides it). */
export const PanelBusyContext = createContext(false);

export function EditorPanel({
  title,
  onClose,
  onSubmit,
  children,
}: {
  title: string;
  onClose: () => void;
  onSubmit: () => boolean | undefined;
  children: ReactNode;
}) {
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const busy = useContext(PanelBusyContext);
  return (
    <SidePanel
      open
      title={title}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} className="sm:min-w-28">
            {PROFILE_TEXT.cancel}
          </Button>
          <Button type="submit" form={formId} loading={busy} className="sm:min-w-28">
            {PROFILE_TEXT.save}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        ref={formRef}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (onSubmit() !== false) return;
          // After React has drawn the error messages.
          requestAnimationFrame(() =>
            formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
          );
        }}
        className="space-y-5"
      >
        {children}
      </form>
    </SidePanel>
  );
}
