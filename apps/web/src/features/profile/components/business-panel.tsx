import { BUSINESS_LINES } from '@alumni/contract';
import { ADDRESS_MAX } from '@alumni/contract/users-limits';
import { useId } from 'react';
import { TextField } from '#web/components/ui/text-field.tsx';
import type { BusinessDraft } from '#web/features/profile/profile-draft.ts';
import { PROFILE_TEXT } from '#web/features/profile/profile-text.ts';
import { businessErrors } from '#web/features/profile/profile-validation.ts';
import { CheckboxField, EditorPanel } from './fields.tsx';
import { DescriptionField, endsUnlessCurrent, PeriodFields, useItemEditor } from './item-editor.tsx';

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
  const { item, errors, set, submit } = useItemEditor(initial, businessErrors, onSave, endsUnlessCurrent);
  const lineId = useId();
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
        maxLength={ADDRESS_MAX}
        onChange={(e) => set({ address: e.target.value })}
      />
      <PeriodFields item={item} errors={errors} currentLabel={T.current} onChange={set} />
      <DescriptionField
        value={item.description}
        error={errors.description}
        onChange={(description) => set({ description })}
      />
      <div>
        <CheckboxField label={T.unlisted} checked={item.unlisted} onChange={(c) => set({ unlisted: c })} />
        <p className="mt-1 text-base text-slate-700">{T.unlistedHint}</p>
      </div>
    </EditorPanel>
  );
}
