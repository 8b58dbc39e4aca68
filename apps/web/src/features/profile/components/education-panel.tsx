import { TextField } from '#web/components/ui/text-field.tsx';
import type { EducationDraft } from '#web/features/profile/profile-draft.ts';
import { PROFILE_TEXT } from '#web/features/profile/profile-text.ts';
import { educationErrors } from '#web/features/profile/profile-validation.ts';
import { EditorPanel } from './fields.tsx';
import { DescriptionField, PeriodFields, useItemEditor } from './item-editor.tsx';

const T = PROFILE_TEXT.education;

/** Add or edit one education; the GPA is numeric with the label 'max 4.00' (docs/spec.md §§3, 5). */
export function EducationPanel({
  initial,
  isNew,
  onSave,
  onClose,
}: {
  initial: EducationDraft;
  isNew: boolean;
  onSave: (item: EducationDraft) => void;
  onClose: () => void;
}) {
  const { item, errors, set, submit } = useItemEditor(initial, educationErrors, onSave);
  return (
    <EditorPanel title={isNew ? T.addTitle : T.editTitle} onClose={onClose} onSubmit={submit}>
      <TextField
        label={T.university}
        value={item.university}
        error={errors.university}
        maxLength={200}
        onChange={(e) => set({ university: e.target.value })}
      />
      <TextField
        label={T.title}
        value={item.title}
        error={errors.title}
        maxLength={100}
        onChange={(e) => set({ title: e.target.value })}
      />
      <TextField
        label={T.studyMajor}
        value={item.studyMajor}
        error={errors.studyMajor}
        maxLength={200}
        onChange={(e) => set({ studyMajor: e.target.value })}
      />
      <PeriodFields item={item} errors={errors} onChange={set} />
      <TextField
        label={T.gpa}
        hint={T.gpaHint}
        value={item.gpa}
        error={errors.gpa}
        inputMode="decimal"
        maxLength={5}
        onChange={(e) => set({ gpa: e.target.value.replace(/[^0-9.,]/g, '') })}
      />
      <DescriptionField
        value={item.description}
        error={errors.description}
        onChange={(description) => set({ description })}
      />
    </EditorPanel>
  );
}
