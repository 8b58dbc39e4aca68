import { type ComponentPropsWithRef, useId } from 'react';
import { FieldError, FieldHint } from '#web/components/ui/field-notes.tsx';

export type TextAreaProps = ComponentPropsWithRef<'textarea'> & {
  label: string;
  error?: string;
  hint?: string;
};

/** A labelled multi-line field with the same look, hint and error as TextField. */
export function TextArea({ label, error, hint, id, className = '', rows = 4, ...rest }: TextAreaProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const described = [hint ? `${fieldId}-hint` : '', error ? `${fieldId}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className}>
      <label htmlFor={fieldId} className="mb-1.5 block font-semibold text-base text-slate-800">
        {label}
      </label>
      <textarea
        id={fieldId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        className={`block w-full rounded-lg border bg-white px-4 py-3 text-[17px] text-slate-900 shadow-xs outline-none transition-colors duration-150 placeholder:text-slate-500 focus:ring-3 ${
          error
            ? 'border-red-600 focus:border-red-600 focus:ring-red-200'
            : 'border-slate-500 focus:border-primary-600 focus:ring-primary-200'
        }`}
        {...rest}
      />
      <FieldHint id={`${fieldId}-hint`} hint={hint} />
      <FieldError id={`${fieldId}-error`} message={error} />
    </div>
  );
}
