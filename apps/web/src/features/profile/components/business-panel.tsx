import { BUSINESS_LINES } from '@alumni/contract';
import { useId, useState } from 'react';
import { TextField } from '#web/components/ui/text-field.tsx';
import type { BusinessDraft } from '#web/features/profile/profile-draft.ts';
import { PROFILE_TEXT } from '#web/features/profile/profile-text.ts';
import { businessErrors, hasErrors } from '#web/features/profile/profile-validation.ts';
import { CheckboxField, EditorPanel, TextAreaField } from './fields.tsx';
import { MonthYearField } from './month-year-field.tsx';

const T = PROFILE_TEXT.business;

/** Add or edit one business (nothing is required, docs/spec.md §5). */
export function BusinessPanel({
  initial,
  isNew,
  onSave,
  onClose,
}: {
  initial: BusinessDraft;
  isNew: boolean;
  onSave: (item: BusinessDraft) => void;
  onClose: () => void;
}) {
  const [item, setItem] = useState(initial);
  const [tried, setTried] = useState(false);
  const lineId = useId();
  const errors = tried ? businessErrors(item) : {};
  const set = (patch: Partial<BusinessDraft>) => setItem((it) => ({ ...it, ...patch }));
  const submit = () => {
    setTried(true);
    if (hasErrors(businessErrors(item))) return false;
    onSave({ ...item, endDate: item.currentlyWorking ? null : item.endDate });
  };
  return (
    <EditorPanel title={isNew ? T.addTitle : T.editTitle} onClose={onClose} onSubmit={submit}>
      <TextField
        label={T.name}
        value={item.name}
        error={errors.name}
        maxLength={200}
        onChange={(e) => set({ name: e.target.value })}
      />
      <div>
        <label htmlFor={lineId} className="mb-1.5 block font-semibold text-base text-slate-800">
          {T.line}
        </label>
        <select
          id={lineId}
          value={item.line}
          onChange={(e) => set({ line: e.currentTarget.value })}
          className="block h-12 w-full rounded-lg border border-slate-500 bg-white px-3 text-[17px] text-slate-900 outline-none focus:border-primary-600 focus:ring-3 focus:ring-primary-200"
        >
          <option value="">{T.noLine}</option>
          {BUSINESS_LINES.map((l) => (
            <option key={l} value={l}>
              {l}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label={T.address}
        value={item.address}
        error={errors.address}
        maxLength={500}
        onChange={(e) => set({ address: e.target.value })}
      />
      <MonthYearField
        legend={PROFILE_TEXT.dates.start}
        value={item.startDate}
        error={errors.startDate}
        onChange={(v) => set({ startDate: v })}
      />
      <CheckboxField
        label={T.current}
        checked={item.currentlyWorking}
        onChange={(c) => set({ currentlyWorking: c })}
      />
      {!item.currentlyWorking && (
        <MonthYearField
          legend={PROFILE_TEXT.dates.end}
          value={item.endDate}
          error={errors.endDate}
          onChange={(v) => set({ endDate: v })}
        />
      )}
      <TextAreaField
        label={PROFILE_TEXT.description}
        value={item.description}
        error={errors.description}
        maxLength={2000}
        onChange={(e) => set({ description: e.target.value })}
      />
      <div>
        <CheckboxField label={T.unlisted} checked={item.unlisted} onChange={(c) => set({ unlisted: c })} />
        <p className="mt-1 text-base text-slate-700">{T.unlistedHint}</p>
      </div>
    </EditorPanel>
  );
}
