import { ADDRESS_MAX } from '@alumni/contract/users-limits';
import { BusinessLineSelect } from '#web/components/profile/business-line-select.tsx';
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
  return (
    <EditorPanel title={isNew ? T.addTitle : T.editTitle} onClose={onClose} onSubmit={submit}>
      <TextField
        label={T.name}
        value={item.name}
        error={errors.name}
        maxLength={200}
        onChange={(e) => set({ name: e.target.value })}
      />
      <BusinessLineSelect
        label={T.line}
        emptyLabel={T.noLine}
        value={item.line}
        onChange={(line) => set({ line })}
      />
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
