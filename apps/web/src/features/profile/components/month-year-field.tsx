import { useId, useState } from 'react';
import { FieldError } from '#web/components/ui/field-notes.tsx';
import {
  fromProfileDate,
  MONTHS_ID,
  toProfileDate,
  yearOptions,
} from '#web/features/profile/profile-dates.ts';
import { PROFILE_TEXT } from '#web/features/profile/profile-text.ts';

export const SELECT_CLASS =
  'block h-12 w-full rounded-lg border border-slate-500 bg-white px-3 text-[17px] text-slate-900 shadow-xs outline-none focus:border-primary-600 focus:ring-3 focus:ring-primary-200';

/**
 * A month and a year select (docs/spec.md §9): stored as 'DD/MM/YYYY' with day 10 once both are chosen.
 * While only one is chosen the value is null; the chosen half stays in the selects (initial value read once).
 */
export function MonthYearField({
  legend,
  value,
  onChange,
  error,
}: {
  legend: string;
  value: string | null;
  onChange: (value: string | null) => void;
  /** Under both selects; the month select takes focus when the panel refuses to close. */
  error?: string;
}) {
  const id = useId();
  const invalid = error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {};
  const border = error ? 'border-red-600' : '';
  const [current, setCurrent] = useState(() => fromProfileDate(value));
  const pick = (next: { month: number | null; year: number | null }) => {
    setCurrent(next);
    onChange(toProfileDate(next));
  };
  return (
    <fieldset>
      <legend className="mb-1.5 font-semibold text-base text-slate-800">{legend}</legend>
      <div className="grid grid-cols-2 gap-3">
        <div>
          <label htmlFor={`${id}-m`} className="sr-only">
            {`${legend} – ${PROFILE_TEXT.dates.month}`}
          </label>
          <select
            id={`${id}-m`}
            {...invalid}
            className={`${SELECT_CLASS} ${border}`}
            value={current.month ?? ''}
            onChange={(e) => {
              const month = e.target.value ? Number(e.target.value) : null;
              pick({ month, year: current.year });
            }}
          >
            <option value="">{PROFILE_TEXT.dates.chooseMonth}</option>
            {MONTHS_ID.map((m, i) => (
              <option key={m} value={i + 1}>
                {m}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-y`} className="sr-only">
            {`${legend} – ${PROFILE_TEXT.dates.year}`}
          </label>
          <select
            id={`${id}-y`}
            aria-describedby={error ? `${id}-error` : undefined}
            className={`${SELECT_CLASS} ${border}`}
            value={current.year ?? ''}
            onChange={(e) => {
              const year = e.target.value ? Number(e.target.value) : null;
              pick({ month: current.month, year });
            }}
          >
            <option value="">{PROFILE_TEXT.dates.chooseYear}</option>
            {yearOptions().map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        </div>
      </div>
      {error && <FieldError id={`${id}-error`} message={error} />}
    </fieldset>
  );
}
