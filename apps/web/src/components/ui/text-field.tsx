import { Eye, EyeOff } from 'lucide-react';
import { type ComponentPropsWithRef, useId, useState } from 'react';
import { FieldError, FieldHint } from '#web/components/ui/field-notes.tsx';

export type TextFieldProps = ComponentPropsWithRef<'input'> & {
  label: string;
  error?: string;
  hint?: string;
  /** Extra classes for the <input> itself (`className` goes to the wrapper). */
  inputClassName?: string;
};

export const SHOW_PASSWORD = 'Tampilkan kata sandi';
export const HIDE_PASSWORD = 'Sembunyikan kata sandi';

/**
 * A labelled 48 px input. The error sits under the field in red with an icon and is tied to the input
 * (aria-invalid, aria-describedby); a password field gets a show/hide button. `ref` is passed through
 * as a prop (React 19), so `{...register('name')}` from react-hook-form works as is.
 */
export function TextField({
  label,
  error,
  hint,
  id,
  type = 'text',
  className = '',
  inputClassName = '',
  'aria-describedby': describedBy,
  ...rest
}: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const [visible, setVisible] = useState(false);
  const isPassword = type === 'password';
  const describedByIds = [describedBy, hint ? hintId : undefined, error ? errorId : undefined].filter(
    Boolean,
  );

  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1.5 block font-semibold text-base text-slate-800">
        {label}
      </label>
      <div className="relative">
        <input
          id={inputId}
          type={isPassword && visible ? 'text' : type}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedByIds.length ? describedByIds.join(' ') : undefined}
          className={`block h-12 w-full rounded-lg border bg-white px-4 text-[17px] text-slate-900 shadow-xs outline-none transition-colors duration-150 placeholder:text-slate-500 focus:ring-3 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-600 ${
            error
              ? 'border-red-600 focus:border-red-600 focus:ring-red-200'
              : 'border-slate-500 focus:border-primary-600 focus:ring-primary-200'
          } ${isPassword ? 'pr-13' : ''} ${inputClassName}`}
          {...rest}
        />
        {isPassword && (
          <button
            type="button"
            onClick={() => setVisible((v) => !v)}
            aria-label={visible ? HIDE_PASSWORD : SHOW_PASSWORD}
            aria-controls={inputId}
            className="absolute inset-y-0.5 right-0.5 flex w-12 items-center justify-center rounded-lg text-slate-600 hover:text-primary-800"
          >
            {visible ? (
              <EyeOff aria-hidden="true" className="size-5" />
            ) : (
              <Eye aria-hidden="true" className="size-5" />
            )}
          </button>
        )}
      </div>
      <FieldHint id={hintId} hint={hint} />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
