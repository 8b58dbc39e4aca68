import { ChevronDown } from 'lucide-react';
import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import { FieldError } from '#web/components/ui/field-notes.tsx';

const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

const control = (error?: string) =>
  `block w-full rounded-lg border bg-white px-4 text-[17px] text-slate-900 shadow-xs outline-none transition-colors duration-150 focus:ring-3 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-600 ${
    error
      ? 'border-red-600 focus:border-red-600 focus:ring-red-200'
      : 'border-slate-500 focus:border-primary-600 focus:ring-primary-200'
  }`;

type SelectFieldProps = ComponentPropsWithRef<'select'> & {
  label: string;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
};

/** A labelled native <select> (the phone's own picker), 48 px tall, with hint and error like TextField. */
export function SelectField({ label, error, hint, id, className = '', children, ...rest }: SelectFieldProps) {
  const auto = useId();
  const selectId = id ?? auto;
  return (
    <div className={className}>
      <label htmlFor={selectId} className="mb-1.5 block font-semibold text-base text-slate-800">
        {label}
      </label>
      <div className="relative">
        <select
          id={selectId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(
            hint ? `${selectId}-hint` : false,
            error ? `${selectId}-error` : false,
          )}
          className={`${control(error)} h-12 appearance-none pr-11`}
          {...rest}
        >
          {children}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="-translate-y-1/2 pointer-events-none absolute top-1/2 right-3 size-5 text-slate-600"
        />
      </div>
      {hint && (
        <p id={`${selectId}-hint`} className="mt-1.5 text-base text-slate-600">
          {hint}
        </p>
      )}
      <FieldError id={`${selectId}-error`} message={error} />
    </div>
  );
}

type TextAreaFieldProps = ComponentPropsWithRef<'textarea'> & {
  label: string;
  error?: string;
  hint?: string;
};

export function TextAreaField({ label, error, hint, id, className = '', ...rest }: TextAreaFieldProps) {
  const auto = useId();
  const areaId = id ?? auto;
  return (
    <div className={className}>
      <label htmlFor={areaId} className="mb-1.5 block font-semibold text-base text-slate-800">
        {label}
      </label>
      <textarea
        id={areaId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint ? `${areaId}-hint` : false, error ? `${areaId}-error` : false)}
        className={`${control(error)} min-h-40 py-3 leading-relaxed`}
        {...rest}
      />
      {hint && (
        <p id={`${areaId}-hint`} className="mt-1.5 text-base text-slate-600">
          {hint}
        </p>
      )}
      <FieldError id={`${areaId}-error`} message={error} />
    </div>
  );
}

/**
 * Radio buttons drawn as large tappable cards (44 px and more), in a fieldset with a legend. Each option
 * has a label and an optional line of explanation.
 */
export function ChoiceCards<V extends string>({
  legend,
  name,
  value,
  options,
  onChange,
  disabled,
  error,
}: {
  legend: string;
  name: string;
  value: V;
  options: { value: V; label: string; hint?: string }[];
  onChange: (value: V) => void;
  disabled?: boolean;
  error?: string;
}) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1.5 font-semibold text-base text-slate-800">{legend}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {options.map((o) => (
          <label
            key={o.value}
            className={`flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border-2 p-3 transition-colors duration-150 has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-primary-200 ${
              value === o.value
                ? 'border-primary-700 bg-primary-50'
                : 'border-slate-300 bg-white hover:border-primary-300'
            } ${disabled ? 'cursor-not-allowed opacity-70' : ''}`}
          >
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={value === o.value}
              disabled={disabled}
              onChange={() => onChange(o.value)}
              className="mt-1 size-5 shrink-0 accent-primary-700"
            />
            <span>
              <span className="block font-semibold text-slate-900">{o.label}</span>
              {o.hint && <span className="block text-base text-slate-600">{o.hint}</span>}
            </span>
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}

/** A titled card: one section of the form. */
export function FormCard({
  id,
  title,
  children,
  aside,
}: {
  id: string;
  title: string;
  children: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-card bg-white p-4 shadow-card sm:p-6">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="font-bold text-lg text-primary-900">
          {title}
        </h2>
        {aside}
      </div>
      <div className="space-y-5">{children}</div>
    </section>
  );
}
