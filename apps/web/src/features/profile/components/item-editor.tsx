import { DESCRIPTION_MAX } from '@alumni/contract/users-limits';
import { useState } from 'react';
import { PROFILE_TEXT } from '#web/features/profile/profile-text.ts';
import { type FieldErrors, hasErrors } from '#web/features/profile/profile-validation.ts';
import { CheckboxField, TextAreaField } from './fields.tsx';
import { MonthYearField } from './month-year-field.tsx';

/**
 * The state of one side panel that edits a profile list item (education, experience, business): the draft,
 * its errors (shown after the first 'Simpan', then following every change so they clear as the member fixes
 * them) and `submit`, which saves the draft as `finish` leaves it, or returns false to keep the panel open.
 */
export function useItemEditor<T extends object>(
  initial: T,
  validate: (item: T) => FieldErrors,
  onSave: (item: T) => void,
  finish: (item: T) => T = (item) => item,
) {
  const [item, setItem] = useState(initial);
  const [tried, setTried] = useState(false);
  const errors = tried ? validate(item) : {};
  const set = (patch: Partial<T>) => setItem((it) => ({ ...it, ...patch }));
  const submit = () => {
    setTried(true);
    if (hasErrors(validate(item))) return false;
    onSave(finish(item));
  };
  return { item, errors, set, submit };
}

/**
 * The period of an item: 'Tanggal mulai', then (unless the item is still going on) 'Tanggal selesai'
 * (docs/spec.md §9). With `currentLabel` the 'still here' box sits between the two dates (experience,
 * business); without it the end is always asked (education).
 */
export function PeriodFields({
  item,
  errors,
  currentLabel,
  onChange,
}: {
  item: { startDate: string | null; endDate: string | null; currentlyWorking?: boolean };
  errors: FieldErrors;
  currentLabel?: string;
  onChange: (patch: {
    startDate?: string | null;
    endDate?: string | null;
    currentlyWorking?: boolean;
  }) => void;
}) {
  const current = currentLabel !== undefined && item.currentlyWorking === true;
  return (
    <>
      <MonthYearField
        legend={PROFILE_TEXT.dates.start}
        value={item.startDate}
        error={errors.startDate}
        onChange={(v) => onChange({ startDate: v })}
      />
      {currentLabel !== undefined && (
        <CheckboxField
          label={currentLabel}
          checked={item.currentlyWorking === true}
          onChange={(c) => onChange({ currentlyWorking: c })}
        />
      )}
      {!current && (
        <MonthYearField
          legend={PROFILE_TEXT.dates.end}
          value={item.endDate}
          error={errors.endDate}
          onChange={(v) => onChange({ endDate: v })}
        />
      )}
    </>
  );
}

/** 'Deskripsi' of an item, as long as the contract allows. */
export function DescriptionField({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextAreaField
      label={PROFILE_TEXT.description}
      value={value}
      error={error}
      maxLength={DESCRIPTION_MAX}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

/** An item still going on ('Masih bekerja di sini') is saved without an end. */
export const endsUnlessCurrent = <T extends { currentlyWorking: boolean; endDate: string | null }>(
  item: T,
): T => ({
  ...item,
  endDate: item.currentlyWorking ? null : item.endDate,
});
