import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { SidePanel } from '../../../components/ui/side-panel.tsx';
import { PROFILE_TEXT } from '../profile-text.ts';

/** A labelled multi-line text box in the look of TextField. */
export function TextAreaField({
  label,
  className = '',
  id,
  ...rest
}: ComponentPropsWithRef<'textarea'> & { label: string }) {
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
        className="block w-full rounded-lg border border-slate-500 bg-white px-4 py-3 text-[17px] text-slate-900 shadow-xs outline-none focus:border-primary-600 focus:ring-3 focus:ring-primary-200"
        {...rest}
      />
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

/** A side panel holding one form: 'Batal' closes without change, 'Simpan' submits. */
export function EditorPanel({
  title,
  onClose,
  onSubmit,
  children,
}: {
  title: string;
  onClose: () => void;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const formId = useId();
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
          <Button type="submit" form={formId} className="sm:min-w-28">
            {PROFILE_TEXT.save}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
        className="space-y-5"
      >
        {children}
      </form>
    </SidePanel>
  );
}
